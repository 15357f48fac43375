import type { PortClock } from '../../shared/format/local-time';
import type { ExportedRouteFile, RouteFileFormat } from '../../shared/voyage/route-file';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { writeCsv } from './csv-write';
import { exportFileName } from './export-file-name';
import type { ExportProvenance } from './export-provenance';
import { routeCheckWarningTexts } from './export-route-check';
import { writeGpx } from './gpx-write';
import { RouteExportError } from './route-file-error';
import type { ForecastAtTime } from './route-forecast-values';
import { routeToWrite } from './route-to-write';
import { rtzCalculatedSchedule } from './rtz-calculated-schedule';
import { rtzSizeNote } from './rtz-size';
import { writeRtz } from './rtz-write';
import { countWords } from '../../shared/format/count-words';

/** A voyage as a route file to save or send: its name, media type and text. */

export const routeFileMediaTypes: Record<RouteFileFormat, string> = {
  rtz: 'application/xml',
  gpx: 'application/gpx+xml',
  csv: 'text/csv',
};

/** The voyage's name made safe for a file name (export-file-name.ts); `suffix` tells a forecast file from the plain route. */
export function fileNameFor(name: string, format: RouteFileFormat, suffix = ''): string {
  return exportFileName(name, `${suffix}.${format}`, 'route');
}

export interface RouteFileExtras {
  /** Where the data came from; every export through the contract gives it. */
  provenance?: ExportProvenance;
  /** The forecast at each waypoint's ETA: RTZ's calculated schedule, GPX point extensions. */
  forecastAtWaypoints?: ReadonlyArray<ForecastAtTime | undefined>;
  /** Per waypoint, whose clock its local time is in (the CSV's local time column). */
  portClocks?: readonly (PortClock | null)[];
}

export function checkExportable(voyage: Voyage): void {
  if (voyage.waypoints.length < 2) {
    throw new RouteExportError(
      `"${voyage.name}" has ${countWords(voyage.waypoints.length, 'waypoint')}; a route file needs at least 2. Add waypoints, then export again.`,
    );
  }
}

export function exportRouteFile(voyage: Voyage, vessel: VesselProfile, format: RouteFileFormat, extras: RouteFileExtras = {}): ExportedRouteFile {
  checkExportable(voyage);
  const route = routeToWrite(voyage, vessel);
  const { provenance, forecastAtWaypoints } = extras;
  const text =
    format === 'rtz'
      ? writeRtz(route, { ...(provenance ? { provenance } : {}), ...(forecastAtWaypoints ? { calculatedSchedule: rtzCalculatedSchedule(route, forecastAtWaypoints) } : {}) })
      : format === 'gpx'
        ? writeGpx(route, extras)
        : writeCsv(route, { ...(provenance ? { provenance } : {}), ...(extras.portClocks ? { portClocks: extras.portClocks } : {}) });
  // The size without the forecast, named in the note: what the ECDIS could be given instead.
  const routeOnlyBytes = () => Buffer.byteLength(writeRtz(route, provenance ? { provenance } : {}), 'utf8');
  const sizeNote = format === 'rtz' ? rtzSizeNote(Buffer.byteLength(text, 'utf8'), route.waypoints.length, forecastAtWaypoints !== undefined, routeOnlyBytes) : null;
  return {
    fileName: fileNameFor(voyage.name, format, forecastAtWaypoints ? ' with forecast' : ''),
    mediaType: routeFileMediaTypes[format],
    text,
    warnings: provenance?.routeCheck ? routeCheckWarningTexts(provenance.routeCheck.result) : [],
    sizeNote,
  };
}
