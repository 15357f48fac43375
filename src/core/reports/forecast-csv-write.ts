import { localTimeWords, type PortClock } from '../../shared/format/local-time';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { csvCell } from './csv-cells';
import { dataSourceNote, type ExportProvenance } from './export-provenance';
import { routeCheckCell } from './export-route-check';
import { decimalText, latitudeText, longitudeText, utcTimeText } from './route-file-numbers';
import { FORECAST_VALUE_DECIMALS, servedElements } from './route-forecast-values';
import { escapeSpreadsheetText } from './spreadsheet-formula';

/**
 * The forecast along the route as a table: one row per position and time the service answered
 * (every waypoint at its ETA and the points between), the position in decimal degrees and as
 * navigators write it, the leg and distance run, then one column per element the service served,
 * its unit in the header ("wind kn", "Hs m"). The last column says on every row whether the
 * figures are demo data; given the route check, a column `routeCheck` after it says the whole
 * check on the first row and on every other row that of the row's leg. Text cells are escaped so that no cell runs as a spreadsheet formula.
 */

/** Short headers for the elements Passage asks for; another element keeps the service's label. */
const elementHeaders: Record<string, string> = {
  windSpeed10m: 'wind',
  windGust10m: 'gust',
  windDirection10m: 'wind dir',
  significantWaveHeight: 'Hs',
  meanWaveDirection: 'wave dir',
  significantHeightSwell: 'swell',
  meanDirectionSwell: 'swell dir',
  significantHeightWindWaves: 'wind waves',
  meanWavePeriod: 'period',
  meanPeriodSwell: 'swell period',
  meanPeriodWindWaves: 'wind wave period',
  currentSpeedSurface: 'current',
  currentDirectionSurface: 'current dir',
  tidalCurrentSpeedSurface: 'tidal current',
  visibility: 'visibility',
  meanSeaLevelPressure: 'pressure',
  airTemperature2m: 'air temperature',
  seaSurfaceTemperature: 'sea temperature',
};

export const forecastCsvPlaceColumns = ['timeUtc', 'localTime', 'latDeg', 'lonDeg', 'latitude', 'longitude', 'leg', 'waypoint', 'distanceRunNm'] as const;

/** "wind kn", "Hs m", "current dir °T": what the column holds and in which unit. */
export function forecastColumnHeader(element: { key: string; label: string; unit: string }): string {
  return `${elementHeaders[element.key] ?? element.label} ${element.unit}`.trim();
}

/** `portClocks`: per waypoint, the port clock of its local time; a point between waypoints is at sea (the nautical zone). */
export function writeForecastCsv(series: RouteForecastSeries, provenance: ExportProvenance, portClocks: readonly (PortClock | null)[] = []): string {
  const elements = servedElements(series);
  const check = provenance.routeCheck;
  const header = [...forecastCsvPlaceColumns, ...elements.map((element) => escapeSpreadsheetText(forecastColumnHeader(element))), 'data', ...(check ? ['routeCheck'] : [])];
  const note = dataSourceNote(provenance.dataSource);
  const rows = series.points.map((point, index) => {
    const waypoint = point.waypointIndex === null ? undefined : series.waypoints[point.waypointIndex];
    const place = [
      utcTimeText(point.timeUtcMs),
      localTimeWords(point.timeUtcMs, point.lon, point.waypointIndex === null ? null : (portClocks[point.waypointIndex] ?? null)),
      latitudeText(point.lat),
      longitudeText(point.lon),
      formatLatitude(point.lat),
      formatLongitude(point.lon),
      String(point.legIndex + 1),
      waypoint ? escapeSpreadsheetText(waypoint.name) : '',
      decimalText(point.distanceRunNm, 2),
    ];
    const values = elements.map((element) => {
      const value = element.values[index];
      return value === null || value === undefined ? '' : decimalText(value, FORECAST_VALUE_DECIMALS);
    });
    const checkCells = check ? [escapeSpreadsheetText(routeCheckCell(check, index === 0 ? null : point.legIndex))] : [];
    return [...place, ...values, note, ...checkCells];
  });
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
