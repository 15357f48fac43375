// Issue 17 point 1: the forecast along the route for 10, 100, 1,000 and 5,000 waypoints, through
// the contract call the Forecast tab makes (forecastRoute), against the demo service in its own
// process as the hosts start it. Cold: a new departure, so every part is asked of the service;
// cached: the same voyage again, from cache.db. Routes past about 290 waypoints go in parts under
// the 8 KB URL limit (src/core/service-client/route-parts.ts); before that they failed with 431.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type PassageApp } from '../../src/core/app';
import { startDemoServiceProcess } from '../../src/demo-service';
import { percentile } from './percentiles';
import type { Figure } from './run';
import { transpacificVoyage } from './transpacific-voyage';

export const title = 'Route forecast at scale (issue 17)';

export const notes = `A 10-day Yokohama to San Francisco passage with evenly spaced waypoints on the great circle,
rhumb legs, all 18 elements the meteogram draws. The cold time is mostly the demo service's
simulation (every element at every waypoint and model step) and the parts going one after another.

"Reopened" is what the host answers as the Forecast tab opens a voyage whose forecast is cached:
the voyage, then its cost and its forecast (freshOnly) asked together, five times in a row on the
last voyage of each size, in the app's own process (the web host adds HTTP, Electron IPC). Until 6
December 2026 each of the three calls parsed the stored voyage again with zod, and the cost and the
forecast each planned it and cut its legs again; the store now keeps the voyage it parsed while its
revision stands (frozen, src/core/store/voyages-table.ts) and the forecast's question of such a
voyage is made once (src/core/voyage/route-forecast.ts). Run alternately with the app before
(two runs each, p50 of five reopens): 1,000 waypoints 50.4 and 45.4 ms before, 30.1 and 29.8
after; 5,000 waypoints 235.7 and 212.8 before, 158.1 and 145.0 after; 100 waypoints 23.6 and 20.9
before, 14.7 and 13.8 after. The cached forecast alone moved within its spread (1,000 waypoints 29.0
and 26.9 before, 29.4 and 27.1 after): most of it is reading the answer from cache.db and making
the series.`;

const hourMs = 3_600_000;
const sizes: { waypoints: number; runs: number }[] = [
  { waypoints: 10, runs: 3 },
  { waypoints: 100, runs: 3 },
  { waypoints: 1000, runs: 2 },
  { waypoints: 5000, runs: 1 },
];

const reopenCount = 5;

/** The calls the Forecast tab makes as a voyage whose forecast is cached opens, as it makes them. */
async function reopens(app: PassageApp, voyageId: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < reopenCount; index += 1) {
    const started = performance.now();
    const voyage = await app.router.call('getVoyage', { id: voyageId });
    const [estimate, forecast] = await Promise.all([app.router.call('estimateRouteForecast', { voyageId }), app.router.call('forecastRoute', { voyageId, freshOnly: true })]);
    times.push(performance.now() - started);
    if (!voyage.ok || !estimate.ok || estimate.value.creditsToSpend !== 0 || !forecast.ok) throw new Error('a reopen was not answered from the cache');
  }
  return times;
}

export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-forecast-scale-'));
  const demo = await startDemoServiceProcess({ seed: 5 });
  const app = createApp({ dataFolder, host: 'web', version: '0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo' });
  const figures: Figure[] = [];
  try {
    const baseMs = Math.floor(Date.now() / hourMs) * hourMs + hourMs;
    for (const { waypoints, runs } of sizes) {
      const coldMs: number[] = [];
      const cachedMs: number[] = [];
      const reopenMs: number[] = [];
      let requests = 0;
      let positions = 0;
      for (let index = 0; index < runs; index += 1) {
        const created = await app.router.call('createVoyage', transpacificVoyage(waypoints, baseMs + index * hourMs));
        if (!created.ok) throw new Error(created.error.message);
        const voyageId = created.value.id;
        const estimate = await app.router.call('estimateRouteForecast', { voyageId });
        if (!estimate.ok) throw new Error(estimate.error.message);
        requests = estimate.value.credits;
        let started = performance.now();
        const cold = await app.router.call('forecastRoute', { voyageId });
        coldMs.push(performance.now() - started);
        if (!cold.ok) throw new Error(`${waypoints} waypoints: ${cold.error.message}`);
        positions = cold.value.value.points.length;
        started = performance.now();
        const cached = await app.router.call('forecastRoute', { voyageId });
        cachedMs.push(performance.now() - started);
        if (!cached.ok || cached.value.provenance.source !== 'cache') throw new Error(`${waypoints} waypoints: the second fetch was not from the cache`);
        console.log(`  ${waypoints} waypoints: cold ${Math.round(coldMs.at(-1)!)} ms, cached ${Math.round(cachedMs.at(-1)!)} ms`);
        if (index === runs - 1) reopenMs.push(...(await reopens(app, voyageId)));
      }
      const load = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`;
      figures.push(
        { name: `${waypoints.toLocaleString('en-GB')} waypoints, cold, p50`, value: percentile(coldMs, 50), unit: 'ms', note: `${requests} request${requests === 1 ? '' : 's'} (parts), ${positions} positions answered; ${runs} run${runs === 1 ? '' : 's'}; ${load}` },
        { name: `${waypoints.toLocaleString('en-GB')} waypoints, cached, p50`, value: percentile(cachedMs, 50), unit: 'ms' },
        { name: `${waypoints.toLocaleString('en-GB')} waypoints, reopened: the voyage, then its cost beside its forecast from the cache, p50 of ${reopenMs.length}`, value: percentile(reopenMs, 50), unit: 'ms' },
      );
    }
  } finally {
    app.close();
    await demo.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  return figures;
}
