import { localTimeWords, type PortClock } from '../../shared/format/local-time';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import { csvCell } from './csv-cells';
import { dataSourceNote, type ExportProvenance } from './export-provenance';
import { routeCheckCell } from './export-route-check';
import { decimalText, latitudeText, longitudeText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import type { RouteToWrite } from './route-to-write';
import { escapeSpreadsheetText } from './spreadsheet-formula';

/**
 * A route table for spreadsheets: one row per waypoint, the position as navigators write it
 * (51°54.300'N) and in decimal degrees (what reading uses: exact to 1e-7°), the leg that arrives
 * at the waypoint (geometry, speed, distance), the planned time in UTC with the local time
 * beside it by the app's one rule (shared/format/local-time: the port's zone in its approaches,
 * else the nautical zone, always named; read back only as UTC), and which time fixes the schedule (ETD on the first row, or ETA on the last). Names are escaped so no cell runs as a
 * formula. Given the provenance, a last column `data` says on every row where the data came
 * from (demo or live), so that no filtered or copied part of the table loses it; given the route
 * check, a column `routeCheck` after it says the whole check on the first row and each leg's on its row.
 */
export const csvColumns = [
  'route',
  'waypoint',
  'name',
  'latitude',
  'longitude',
  'latDeg',
  'lonDeg',
  'legGeometry',
  'legSpeedKn',
  'legDistanceNm',
  'timeUtc',
  'localTime',
  'fixedTime',
] as const;

export type CsvColumn = (typeof csvColumns)[number];

function row(route: RouteToWrite, index: number, portClocks: readonly (PortClock | null)[]): string {
  const point = route.waypoints[index];
  if (!point) return '';
  const leg = index > 0 ? route.legs[index - 1] : undefined;
  const distanceNm = index > 0 ? route.legDistanceNm[index - 1] : undefined;
  const atUtcMs = route.waypointEtaUtcMs[index];
  const last = route.waypoints.length - 1;
  const fixed =
    route.departure.mode === 'departAt' && index === 0 ? 'ETD' : route.departure.mode === 'arriveBy' && index === last ? 'ETA' : '';
  const cells: Record<CsvColumn, string> = {
    route: escapeSpreadsheetText(route.name),
    waypoint: String(index + 1),
    name: escapeSpreadsheetText(point.name),
    latitude: formatLatitude(point.lat),
    longitude: formatLongitude(point.lon),
    latDeg: latitudeText(point.lat),
    lonDeg: longitudeText(point.lon),
    legGeometry: leg?.geometry ?? '',
    legSpeedKn: leg ? decimalText(leg.speedKn, SPEED_DECIMALS) : '',
    legDistanceNm: distanceNm === undefined ? '' : decimalText(distanceNm, 3),
    timeUtc: atUtcMs === undefined ? '' : utcTimeText(atUtcMs),
    localTime: atUtcMs === undefined ? '' : localTimeWords(atUtcMs, point.lon, portClocks[index] ?? null),
    fixedTime: fixed,
  };
  return csvColumns.map((column) => csvCell(cells[column])).join(',');
}

export interface CsvWriteOptions {
  provenance?: ExportProvenance;
  /** Per waypoint, the port clock its local time is in (null or missing: at sea). */
  portClocks?: readonly (PortClock | null)[];
}

/** CRLF line ends, as RFC 4180 and spreadsheets on bridge PCs expect. */
export function writeCsv(route: RouteToWrite, options: CsvWriteOptions = {}): string {
  const data = options.provenance ? `,${csvCell(dataSourceNote(options.provenance.dataSource))}` : '';
  const check = options.provenance?.routeCheck;
  const header = `${csvColumns.join(',')}${options.provenance ? ',data' : ''}${check ? ',routeCheck' : ''}`;
  // Row i holds the leg arriving at waypoint i (leg i - 1); the first row, with no leg, the whole check.
  const checkCell = (index: number) => (check ? `,${csvCell(escapeSpreadsheetText(routeCheckCell(check, index === 0 ? null : index - 1)))}` : '');
  return [header, ...route.waypoints.map((_, index) => `${row(route, index, options.portClocks ?? [])}${data}${checkCell(index)}`)].join('\r\n') + '\r\n';
}
