// The marine ensemble along a 10-day route from the demo service (issue 9): from the contract
// call to the per-leg answer, cold (every position asked of the service) and cached (the same
// voyage asked again: every position from cache.db). Core only, through the router, as the Risk
// tab's button calls it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/core/app';
import { startDemoService } from '../../src/demo-service';
import { rotterdamToNewYork, waypointsAlong } from './passages';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Ensemble along the route (issue 9)';

/** What the figures contain, true of every run (no figure of an earlier experiment is repeated here). */
export const notes = `The cold time is mostly the demo service's: each ensemble point answer is computed for every
step of each of its 51 members (src/demo-service/handlers/ensemble.ts). The app asks the positions
one after another, as this bench does through the router. The cached figure is the same voyage
asked again, every position read from cache.db.

7 December 2026: the demo service keeps the weather systems (position-free: the hour, run, member
and model) of a whole ensemble answer (src/demo-service/fields/wind.ts). Its store held 4,096 of
them and one 10-day answer works out 12,393 (243 hours, 51 members), so every position emptied it
and the next found nothing. On a quiet machine (load under 1), the same bench with the old bound
read 14,024 ms cold (637.5 ms a position) and with the new one 2,475 to 3,256 ms in three runs
(112.5 to 148.0): every position after the first costs about a sixth of what it did.`;

const hourMs = 3_600_000;
const voyageDays = 10;
// Two cold runs of about 33 requests each stay inside the account's 100 a minute: the limiter is not what is measured.
const runs = 2;

export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-ensemble-'));
  const demo = await startDemoService({ port: 0, seed: 5 });
  const app = createApp({ dataFolder, host: 'web', version: '0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo' });
  const coldMs: number[] = [];
  const cachedMs: number[] = [];
  let positions = 0;
  let credits = 0;
  try {
    const { waypoints, distanceNm } = waypointsAlong(rotterdamToNewYork, 12);
    const speedKn = distanceNm / (voyageDays * 24);
    const baseMs = Math.floor(Date.now() / hourMs) * hourMs + hourMs;
    for (let index = 0; index < runs; index += 1) {
      // The ensemble is asked by position (its answer covers every time), so each run moves the
      // route 3 nm north: every position is then a new question to the service.
      const created = await app.router.call('createVoyage', {
        name: `Ensemble ${index}`,
        waypoints: waypoints.map((point, at) => ({ id: `w${at}`, ...point, lat: point.lat + index * 0.05 })),
        legs: waypoints.slice(1).map(() => ({ geometry: 'greatCircle' as const, speedKn })),
        departure: { mode: 'departAt', etdUtcMs: baseMs },
      });
      if (!created.ok) throw new Error(created.error.message);
      const voyageId = created.value.id;
      const cold = performance.now();
      const first = await app.router.call('ensembleAlongRoute', { voyageId });
      coldMs.push(performance.now() - cold);
      console.log(`  run ${index + 1}: cold ${Math.round(coldMs.at(-1) ?? 0)} ms`);
      if (!first.ok) throw new Error(first.error.message);
      if (first.value.value.requests.fromCache !== 0) throw new Error(`a cold run found ${first.value.value.requests.fromCache} answers cached already`);
      positions = first.value.value.requests.count;
      credits = first.value.value.requests.creditsSpent;
      const cached = performance.now();
      const again = await app.router.call('ensembleAlongRoute', { voyageId });
      cachedMs.push(performance.now() - cached);
      if (!again.ok) throw new Error(again.error.message);
      if (again.value.value.requests.fromCache !== positions) throw new Error('the second run asked the service again');
    }
  } finally {
    app.close();
    await demo.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  // The machine is shared: its load says how far to trust the cold figures.
  const load = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores at the end`;
  const note = `${positions} positions (every waypoint and every 12 h), one request each, one after another; ${credits} credits; ${runs} runs; ${load}`;
  const coldP50 = percentile(coldMs, 50);
  return [
    { name: `${voyageDays}-day route, 12 waypoints: cold, every position from the demo service, p50`, value: coldP50, unit: 'ms', note },
    { name: 'same, slowest', value: Math.max(...coldMs), unit: 'ms' },
    { name: 'same, per position (request, demo answer, parse, cache write)', value: coldP50 / Math.max(1, positions), unit: 'ms' },
    { name: 'same voyage again, every position from the cache, p50', value: percentile(cachedMs, 50), unit: 'ms' },
  ];
}
