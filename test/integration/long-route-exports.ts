// What the Report tab exports (issue 17 point 5), for a 5,000-waypoint voyage: the route as RTZ,
// GPX and CSV, and the same with the forecast. Shared by long-route-exports.test.ts, which checks
// every file holds every waypoint, and test/bench/route-exports.bench.ts, which times each.
import type { PassageApp } from '../../src/core/app';
import { readCsvCells } from '../../src/core/reports/csv-cells';
import { defaultRouteFileLimits } from '../../src/core/reports/route-file-limits';
import { importRouteFile } from '../../src/core/reports/route-import';
import type { ExportedRouteFile, RouteFileFormat } from '../../src/shared/voyage/route-file';

export const LONG_ROUTE_WAYPOINTS = 5_000;
export const routeFormats: readonly RouteFileFormat[] = ['rtz', 'gpx', 'csv'];

/** Tokyo Bay to the Golden Gate along a curve across 180°, 20 kn rhumb legs, departing an hour after `nowMs`. */
export function longPacificVoyage(nowMs: number, count = LONG_ROUTE_WAYPOINTS) {
  const waypoints = Array.from({ length: count }, (_, index) => {
    const fraction = index / (count - 1);
    const lon = 139.9 + fraction * (360 - 122.6 - 139.9);
    return { id: `w${index}`, name: `WP${index + 1}`, lat: 35.2 + Math.sin(fraction * Math.PI) * 12 + fraction * 2.6, lon: lon > 180 ? lon - 360 : lon };
  });
  return {
    name: 'Tokyo Bay - Golden Gate, 5,000 waypoints',
    waypoints,
    legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 20 })),
    departure: { mode: 'departAt' as const, etdUtcMs: nowMs + 3_600_000 },
  };
}

/** The voyage saved and its forecast fetched (and so cached), as a navigator does before exporting it. */
export async function savedWithForecast(app: PassageApp, nowMs: number): Promise<string> {
  const created = await app.router.call('createVoyage', longPacificVoyage(nowMs));
  if (!created.ok) throw new Error(created.error.message);
  const forecast = await app.router.call('forecastRoute', { voyageId: created.value.id });
  if (!forecast.ok) throw new Error(forecast.error.message);
  return created.value.id;
}

export type ExportKind = 'route' | 'forecast';

export async function exportFile(app: PassageApp, voyageId: string, kind: ExportKind, format: RouteFileFormat): Promise<ExportedRouteFile> {
  const answer = await app.router.call(kind === 'route' ? 'exportRoute' : 'exportForecastRoute', { voyageId, format });
  if (!answer.ok) throw new Error(`${kind} ${format}: ${answer.error.message}`);
  return answer.value;
}

/**
 * The waypoints the file holds, read back: route files and forecast RTZ/GPX through Passage's own
 * importer with its own limits (the size cap, the parse time and memory a navigator's import has:
 * Passage must read back every file it writes), the forecast CSV (one row per position the service
 * answered) by its rows that name a waypoint.
 */
export async function waypointsReadBack(file: ExportedRouteFile, kind: ExportKind, format: RouteFileFormat): Promise<string[]> {
  if (kind === 'forecast' && format === 'csv') {
    const table = readCsvCells(file.text);
    if (!table.ok) throw new Error(`the forecast CSV cannot be read back: ${table.message}`);
    const [header, ...rows] = table.rows;
    const column = header?.cells.findIndex((name) => name === 'waypoint') ?? -1;
    if (column < 0) throw new Error(`the forecast CSV has no waypoint column: ${header?.cells.join(', ')}`);
    return rows.map((row) => row.cells[column] ?? '').filter((name) => name !== '');
  }
  const imported = await importRouteFile({ fileName: file.fileName, text: file.text }, { defaultSpeedKn: 12, limits: defaultRouteFileLimits });
  return imported.waypoints.map((waypoint) => waypoint.name);
}
