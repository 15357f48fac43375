// Calls of the app made while the marine ensemble along a 10-day route is fetched from the demo
// service, which runs in its own process as the hosts start it (startDemoServiceProcess): how long
// a navigator's other clicks wait meanwhile. Shared by the bench and the integration test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/core/app';
import { startDemoServiceProcess } from '../../src/demo-service';
import { rotterdamToNewYork, waypointsAlong } from './passages';

export interface CallsDuringEnsemble {
  /** Each call's time from asking to its answer, ms, by call name. */
  latenciesMs: Record<'getVoyage' | 'estimateRouteForecast' | 'estimateEnsembleAlongRoute', number[]>;
  /** The same calls with nothing else under way, as many as `idleCalls`: what the calls cost by themselves. */
  idleLatenciesMs: number[];
  ensembleMs: number;
  positions: number;
}

const hourMs = 3_600_000;

export async function measureCallsDuringEnsemble(options: { everyMs?: number; seed?: number; voyageDays?: number; waypoints?: number; idleCalls?: number } = {}): Promise<CallsDuringEnsemble> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-calls-during-ensemble-'));
  const demo = await startDemoServiceProcess({ seed: options.seed ?? 5 });
  const app = createApp({ dataFolder, host: 'web', version: '0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo' });
  try {
    const { waypoints, distanceNm } = waypointsAlong(rotterdamToNewYork, options.waypoints ?? 12);
    const created = await app.router.call('createVoyage', {
      name: 'Ensemble while calling',
      waypoints: waypoints.map((point, at) => ({ id: `w${at}`, ...point })),
      legs: waypoints.slice(1).map(() => ({ geometry: 'greatCircle' as const, speedKn: distanceNm / ((options.voyageDays ?? 10) * 24) })),
      departure: { mode: 'departAt', etdUtcMs: Math.floor(Date.now() / hourMs) * hourMs + hourMs },
    });
    if (!created.ok) throw new Error(created.error.message);
    const voyageId = created.value.id;
    const latenciesMs: CallsDuringEnsemble['latenciesMs'] = { getVoyage: [], estimateRouteForecast: [], estimateEnsembleAlongRoute: [] };
    const names = Object.keys(latenciesMs) as (keyof typeof latenciesMs)[];
    const ask = async (name: (typeof names)[number]): Promise<number> => {
      const asked = performance.now();
      const answer = name === 'getVoyage' ? await app.router.call(name, { id: voyageId }) : await app.router.call(name, { voyageId });
      if (!answer.ok) throw new Error(`${name}: ${answer.error.message}`);
      return performance.now() - asked;
    };
    const idleLatenciesMs: number[] = [];
    for (let turn = 0; turn < (options.idleCalls ?? 30); turn += 1) {
      idleLatenciesMs.push(await ask(names[turn % names.length]!));
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
    }
    let done = false;
    const started = performance.now();
    const ensemble = app.router.call('ensembleAlongRoute', { voyageId }).finally(() => {
      done = true;
    });
    for (let turn = 0; !done; turn += 1) {
      const name = names[turn % names.length]!;
      const latencyMs = await ask(name);
      if (!done) latenciesMs[name].push(latencyMs);
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
    }
    const answer = await ensemble;
    if (!answer.ok) throw new Error(answer.error.message);
    return { latenciesMs, idleLatenciesMs, ensembleMs: performance.now() - started, positions: answer.value.value.requests.count };
  } finally {
    app.close();
    await demo.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
}
