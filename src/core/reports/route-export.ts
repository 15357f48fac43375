import type { ExportedRouteFile, RouteFileFormat } from '../../shared/voyage/route-file';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { writeCsv } from './csv-write';
import { writeGpx } from './gpx-write';
import { RouteExportError } from './route-file-error';
import { routeToWrite } from './route-to-write';
import { writeRtz, type RtzWriteOptions } from './rtz-write';

/** A voyage as a route file to save or send: its name, media type and text. */

const mediaTypes: Record<RouteFileFormat, string> = {
  rtz: 'application/xml',
  gpx: 'application/gpx+xml',
  csv: 'text/csv',
};

/** The voyage's name with what file systems refuse taken out. */
function fileNameFor(name: string, format: RouteFileFormat): string {
  const safe = name
    // eslint-disable-next-line no-control-regex -- control characters are what file systems refuse
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${safe === '' ? 'route' : safe}.${format}`;
}

export function exportRouteFile(voyage: Voyage, vessel: VesselProfile, format: RouteFileFormat, rtzOptions: RtzWriteOptions = {}): ExportedRouteFile {
  if (voyage.waypoints.length < 2) {
    throw new RouteExportError(
      `"${voyage.name}" has ${voyage.waypoints.length} waypoint${voyage.waypoints.length === 1 ? '' : 's'}; a route file needs at least 2. Add waypoints, then export again.`,
    );
  }
  const route = routeToWrite(voyage, vessel);
  const text = format === 'rtz' ? writeRtz(route, rtzOptions) : format === 'gpx' ? writeGpx(route) : writeCsv(route);
  return { fileName: fileNameFor(voyage.name, format), mediaType: mediaTypes[format], text };
}
