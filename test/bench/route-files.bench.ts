// Route files at the size the import allows: a 10,000-waypoint route exported and imported
// through the parse worker, as the app does, and how fast an XML bomb is refused. Run by
// test/bench/run.ts (`npm run bench -- route-files`).
import { writeCsv } from '../../src/core/reports/csv-write';
import { writeGpx } from '../../src/core/reports/gpx-write';
import { defaultRouteFileLimits } from '../../src/core/reports/route-file-limits';
import { importRouteFile } from '../../src/core/reports/route-import';
import { routeToWrite, type RouteToWrite } from '../../src/core/reports/route-to-write';
import { writeRtz } from '../../src/core/reports/rtz-write';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import { percentile, timeRuns } from './percentiles';
import type { Figure } from './run';

export const title = 'Route files (RTZ, GPX, CSV)';

/** 10,000 named waypoints zig-zagging over the oceans, alternate leg geometries. */
function longestRoute(): RouteToWrite {
  const waypoints = Array.from({ length: defaultRouteFileLimits.maxWaypoints }, (_, index) => ({
    name: `Waypoint ${index + 1}`,
    lat: -60 + (index % 1200) / 10,
    lon: -179 + (index % 3580) / 10,
  }));
  const legs = waypoints.slice(1).map((_, index) => ({ geometry: index % 2 === 0 ? ('greatCircle' as const) : ('rhumb' as const), speedKn: 12.5 }));
  return routeToWrite({ name: 'Longest route', waypoints, legs, departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 0, 1) } }, defaultVesselProfile);
}

const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "${'a'.repeat(1000)}"><!ENTITY b "${'&a;'.repeat(1000)}">]><route>&b;</route>`;

/** The bomb's import, which must end in a refusal that names the declaration: a bomb read, or refused for another reason, is no figure. */
async function refusedBomb(): Promise<string> {
  let imported: unknown;
  try {
    imported = await importRouteFile({ fileName: 'bomb.rtz', text: bomb }, { defaultSpeedKn: 12 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/<!DOCTYPE>/.test(message)) throw new Error(`the XML bomb was refused for another reason than its declaration: ${message}`, { cause: error });
    return message;
  }
  throw new Error(`the XML bomb was imported instead of refused: ${JSON.stringify(imported).slice(0, 200)}`);
}

export async function run(): Promise<Figure[]> {
  const route = longestRoute();
  const figures: Figure[] = [];
  const writers = { rtz: writeRtz, gpx: writeGpx, csv: writeCsv };
  for (const [format, write] of Object.entries(writers)) {
    const writeMs = await timeRuns(5, () => write(route), 1);
    const text = write(route);
    // On a loaded machine the import can pass the parse time limit and be refused, as the app
    // would refuse it: that is a figure (a miss), not a crash of the bench.
    const refused: string[] = [];
    const importMs = await timeRuns(5, () => importRouteFile({ fileName: `longest.${format}`, text }, { defaultSpeedKn: 12 }).catch((error: unknown) => refused.push(String(error))), 1);
    const median = percentile(importMs, 50);
    figures.push(
      { name: `${format.toUpperCase()} write, 10,000 waypoints (median)`, value: percentile(writeMs, 50), unit: 'ms', note: `${(text.length / 1e6).toFixed(1)} MB` },
      {
        name: `${format.toUpperCase()} import through the worker, 10,000 waypoints (median)`,
        value: median,
        unit: 'ms',
        target: `< ${defaultRouteFileLimits.parseTimeLimitMs / 2} ms (half the parse time limit)`,
        meets: refused.length === 0 && median < defaultRouteFileLimits.parseTimeLimitMs / 2,
        ...(refused.length > 0 ? { note: `refused ${refused.length} of 6 imports: ${refused[0]}` } : {}),
      },
    );
  }
  const refusals: string[] = [];
  const bombMs = await timeRuns(10, () => refusedBomb().then((message) => refusals.push(message)), 1);
  const worst = Math.max(...bombMs);
  figures.push({ name: 'XML entity bomb refused (slowest of 10)', value: worst, unit: 'ms', target: '< 1000 ms', meets: worst < 1000, note: `refused ${refusals.length} of ${refusals.length} times: "${refusals[0]}"` });
  return figures;
}
