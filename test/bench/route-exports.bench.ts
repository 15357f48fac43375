// Issue 17 point 5: every export the Report tab offers (the route and the route with its forecast,
// each as RTZ, GPX and CSV) for a 5,000-waypoint voyage, timed as the navigator waits for it: the
// contract call from asking to the file's text, against the demo service with the forecast cached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/core/app';
import { defaultRouteFileLimits } from '../../src/core/reports/route-file-limits';
import { startDemoService } from '../../src/demo-service';
import type { ExportedRouteFile } from '../../src/shared/voyage/route-file';
import { exportFile, LONG_ROUTE_WAYPOINTS, routeFormats, savedWithForecast, waypointsReadBack, type ExportKind } from '../integration/long-route-exports';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Exports of a 5,000-waypoint voyage (issue 17)';

export const notes = `Each export runs through the contract (app.router.call, as the web host's RPC and Electron's IPC
call it) against the demo service over HTTP, with the voyage's forecast fetched and cached first,
as the Report tab requires. The time includes what the app does per export: the route check
against land of all 5,000 waypoints, the ETAs, and for forecast files reading the cached forecast
and taking its values at each waypoint. Target: under 2 s each (a navigator waits for a file as
for a dialog). "read back" is Passage's own importer reading the file it wrote, with the limits a
navigator's import has (${defaultRouteFileLimits.maxBytes / 1024 / 1024} MB; ${defaultRouteFileLimits.parseTimeLimitMs / 1000} s of parsing up to 1 MB and ${defaultRouteFileLimits.parseTimeLimitMsPerMb / 1000} s per further MB); the forecast CSV is not a route file and is
read as a table. Every file holds all ${LONG_ROUTE_WAYPOINTS.toLocaleString('en-GB')} waypoints (test/integration/long-route-exports.test.ts).

The RTZ with the forecast of 5,000 waypoints is about 6 MB (12 MB at 10,000, the most Passage
accepts): the import cap was 5 MB, so Passage could not import the forecast RTZ it wrote. The cap
is now ${defaultRouteFileLimits.maxBytes / 1024 / 1024} MB, above the largest file Passage writes, and the parse time grows with the
file's size (core/reports/route-file-limits.ts). RTZ asks for files under 400 kB and an ECDIS may
refuse a larger one, which every RTZ of 5,000 waypoints is (the route alone 1.5 MB): the export says
so beside the file, with the route's size without the forecast and how many waypoints would fit
(core/reports/rtz-size.ts).`;

const runs = 3;
const targetMs = 2_000;

export async function run(): Promise<Figure[]> {
  const nowMs = Date.UTC(2026, 10, 23, 12, 0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-exports-'));
  const demo = await startDemoService({ port: 0, seed: 3, clock: () => nowMs });
  const app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0-bench', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs });
  try {
    const voyageId = await savedWithForecast(app, nowMs);
    const figures: Figure[] = [];
    for (const kind of ['route', 'forecast'] as ExportKind[]) {
      for (const format of routeFormats) {
        const timings: number[] = [];
        let file: ExportedRouteFile | undefined;
        for (let i = 0; i < runs; i += 1) {
          const started = performance.now();
          file = await exportFile(app, voyageId, kind, format);
          timings.push(performance.now() - started);
        }
        if (file === undefined) throw new Error('nothing exported');
        const { text } = file;
        const readStarted = performance.now();
        const names = await waypointsReadBack(file, kind, format);
        const readMs = performance.now() - readStarted;
        if (names.length !== LONG_ROUTE_WAYPOINTS) throw new Error(`${kind} ${format} read back ${names.length} waypoints`);
        const bytes = Buffer.byteLength(text);
        const p50 = percentile(timings, 50);
        const label = `${kind === 'route' ? 'route' : 'route with forecast'} ${format.toUpperCase()}`;
        figures.push({
          name: `${label}: export (ask to file text), p50 of ${runs}`,
          value: p50,
          unit: 'ms',
          target: `< ${targetMs} ms`,
          meets: p50 < targetMs,
          note: `${(bytes / 1e6).toFixed(2)} MB; slowest ${Math.round(Math.max(...timings))} ms; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
        });
        figures.push({
          name: `${label}: read back (${kind === 'forecast' && format === 'csv' ? 'as a table' : "Passage's importer, its own limits"})`,
          value: readMs,
          unit: 'ms',
          note: file.sizeNote === null ? '' : 'the export said: over RTZ\'s 400 kB, an ECDIS may refuse it',
        });
      }
    }
    return figures;
  } finally {
    app.close();
    await demo.close().catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
