// Issue 17 point 2: how long the app's other calls wait while the marine ensemble along a 10-day
// route is fetched. The demo service runs in its own process, as both hosts start it; the calls
// (getVoyage, estimateRouteForecast, estimateEnsembleAlongRoute) go through the router as the
// renderer's do, one every 100 ms for as long as the ensemble fetch lasts.
import os from 'node:os';
import { measureCallsDuringEnsemble } from './calls-during-ensemble';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Call latency during an ensemble fetch (issue 17)';

export const notes = `Before the demo service had a process of its own, each ensemble position cost about 610 ms of
computation on the app's event loop and every other call waited a median of 566 ms (issue 17).
Now the app's process only receives, parses and caches each answer (about 157 KB), and getVoyage
stays at a few ms during the fetch. Under load 22-25 the p95 misses through the estimates' own cost:
the same calls with nothing else under way have a p95 above the one during the fetch
(estimateEnsembleAlongRoute checks every position's cache entry).`;

export async function run(): Promise<Figure[]> {
  const measured = await measureCallsDuringEnsemble({ everyMs: 100 });
  const all = Object.values(measured.latenciesMs).flat();
  const load = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores at the end`;
  const p95 = percentile(all, 95);
  return [
    { name: 'any call during the ensemble fetch, p95', value: p95, unit: 'ms', target: '< 50 ms', meets: p95 < 50, note: `${all.length} calls during a ${Math.round(measured.ensembleMs / 1000)} s fetch of ${measured.positions} positions; ${load}` },
    { name: 'same, p50', value: percentile(all, 50), unit: 'ms' },
    { name: 'the same calls with nothing else under way, p95', value: percentile(measured.idleLatenciesMs, 95), unit: 'ms', note: `${measured.idleLatenciesMs.length} calls before the fetch: what the calls cost by themselves on this machine` },
    { name: 'same, slowest', value: Math.max(...all), unit: 'ms' },
    ...Object.entries(measured.latenciesMs).map(([name, values]) => ({ name: `${name}, p95`, value: percentile(values, 95), unit: 'ms' })),
  ];
}
