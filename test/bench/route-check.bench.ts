// Issue 29: the route check as the navigator waits for it while editing: the checkRoute call
// through the router (input and output validated against the contract) for a 5,000-waypoint
// route from Rotterdam by Suez and Japan across 180° to Juan de Fuca, from scratch (no leg scanned
// before) and after one waypoint is dragged (two legs scanned again). Target: from scratch under
// 200 ms. Reading and indexing the 1:10m land is once per app run, on a worker thread, measured
// apart with the longest pause of the app's event loop meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRouter, type Handlers } from '../../src/core/router';
import { routeCheckHandlers } from '../../src/core/route-check/route-check-handlers';
import { createRouteChecker } from '../../src/core/route-check/route-checker';
import { buildLandIndexInWorker } from '../../src/core/route-check/land-index-in-worker';
import { openPassageDb } from '../../src/core/store/passage-db';
import type { RouteCheckRoute } from '../../src/shared/voyage/route-check';
import { rotterdamToJuanDeFucaViaSuez, waypointsAlong } from './passages';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route check against land (issue 29)';
export const notes =
  'Measured on a machine shared by eight engineers (load 12 to 20 on 2 cores): the from-scratch figure is about 100 to 200 ms of CPU time there (process.cpuUsage), so the target may be met on a quiet machine, but it is recorded as measured. Per leg: a geodesic or rhumb solve, 1 nm pieces, each against the coast segments of its 0.25° cells, and a land test from the cell corner. The land is read and indexed on a worker thread on the first check (about 3 s under that load, 0.4 s quiet, once per app run); the app\'s event loop stays free meanwhile. The last quiet run (2026-11-25 12:02, load 1.2, the land then built on the event loop) gave 65 ms from scratch (meets), 7 ms after a drag, 157 + 249 ms land read and index: re-run quiet to read this against its target.';

const waypointCount = 5_000;
const runs = 15;

export async function run(): Promise<Figure[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-route-check-'));
  const db = openPassageDb(folder);
  try {
    const started = performance.now();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const index = await buildLandIndexInWorker();
    loopDelay.disable();
    const landMs = performance.now() - started;
    const checker = createRouteChecker(() => index);
    const router = createRouter(routeCheckHandlers(db, checker) as Handlers);

    const { waypoints, distanceNm } = waypointsAlong(rotterdamToJuanDeFucaViaSuez, waypointCount);
    const route: RouteCheckRoute = {
      waypoints,
      legs: waypoints.slice(1).map((_, index) => ({ geometry: index % 3 === 0 ? 'rhumb' : 'greatCircle' })),
      vesselProfileId: 'default',
    };
    const call = async (checked: RouteCheckRoute) => {
      const result = await router.call('checkRoute', { route: checked });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const fromScratchMs: number[] = [];
    let findings = 0;
    for (let index = 0; index < runs + 2; index += 1) {
      checker.forget();
      const begun = performance.now();
      findings = (await call(route)).findings.length;
      if (index >= 2) fromScratchMs.push(performance.now() - begun);
    }
    const editMs: number[] = [];
    for (let frame = 1; frame <= runs; frame += 1) {
      const moved = [...route.waypoints];
      const middle = moved[waypointCount / 2]!;
      moved[waypointCount / 2] = { ...middle, lat: middle.lat + 0.001 * frame };
      const begun = performance.now();
      await call({ ...route, waypoints: moved });
      editMs.push(performance.now() - begun);
    }
    const scratch = percentile(fromScratchMs, 50);
    return [
      {
        name: `checkRoute, ${waypointCount.toLocaleString('en-GB')} waypoints (${Math.round(distanceNm).toLocaleString('en-GB')} nm), from scratch p50`,
        value: scratch,
        unit: 'ms',
        target: '< 200 ms',
        meets: scratch < 200,
        note: `${findings} findings (the Suez Canal and straits are land at 1:10m); ${runs} runs`,
      },
      { name: 'same, p95', value: percentile(fromScratchMs, 95), unit: 'ms' },
      { name: 'after one waypoint is dragged (2 legs scanned again) p50', value: percentile(editMs, 50), unit: 'ms' },
      { name: 'land read and indexed on a worker thread (land-10m.json, 405k coast segments in 0.25° cells), what the first check waits, once per app run', value: landMs, unit: 'ms' },
      { name: "longest pause of the app's event loop meanwhile (every other call waits this long at most)", value: loopDelay.max / 1e6, unit: 'ms' },
    ];
  } finally {
    db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
