import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PassageApp } from '../../src/core/app';
import { sampleVoyageName } from '../../src/core/first-start/sample-voyage-route';
import { sql } from '../../src/core/store/database';
import { startDemoService, type DemoService } from '../../src/demo-service';
import type { CallInput, CallName, CallOutput } from '../../src/shared/contract';
import { createSwitchableApp } from './demo-app-fixture';

/**
 * A first start as the hosts make it (createApp with sampleVoyageOnFirstStart), against the demo
 * service over HTTP, restarted on the same data folder: the sample voyage is made once, with its
 * forecast fetched through the cache and the ledger, and never again once deleted.
 */
const nowMs = Date.UTC(2026, 10, 25, 16, 20);

let demo: DemoService;
const folders: string[] = [];
let open: PassageApp | null = null;

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 3, clock: () => nowMs });
});
afterAll(async () => {
  await demo.close();
});
afterEach(() => {
  open?.close();
  open = null;
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-first-start-'));
  folders.push(folder);
  return folder;
}

/** Starts (or restarts) the app on the folder, as a host does, and waits until it is ready and the sample's forecast has settled. */
async function start(folder: string, sampleVoyageOnFirstStart = true): Promise<PassageApp> {
  open?.close();
  open = createSwitchableApp(folder, demo, { sampleVoyageOnFirstStart, now: () => nowMs });
  await open.ready;
  await open.sampleForecastSettled;
  return open;
}

async function call<N extends CallName>(app: PassageApp, name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const result = await app.router.call(name, input);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

function routeRequestsMade(app: PassageApp): number {
  return app.passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0 AND operation = 'shippingRoute'`)?.n ?? 0;
}

describe('the first start of a new demo installation', () => {
  it('opens with the sample voyage, its forecast already fetched and charged to the ledger, the estimate still naming its cost', async () => {
    const app = await start(newFolder());
    const voyages = await call(app, 'listVoyages', {});
    expect(voyages.map((voyage) => voyage.name)).toEqual([sampleVoyageName]);
    expect(await call(app, 'getFirstStart', {})).toEqual({ sampleVoyageId: voyages[0]!.id, showTabGuide: true, sampleForecast: 'fetched' });

    expect(routeRequestsMade(app)).toBe(1);
    const estimate = await call(app, 'estimateRouteForecast', { voyageId: voyages[0]!.id });
    expect(estimate.credits).toBeGreaterThan(0);
    expect(estimate.creditsToSpend).toBe(0);
    const forecast = await call(app, 'forecastRoute', { voyageId: voyages[0]!.id });
    expect(forecast.provenance).toMatchObject({ operation: 'shippingRoute', source: 'cache', dataSource: 'demo' });
    expect(forecast.value.waypoints.map((waypoint) => waypoint.name)).toEqual(expect.arrayContaining(['Rotterdam', 'Off Bishop Rock', 'New York']));
    expect(forecast.value.elements.find((element) => element.key === 'windSpeed10m')?.values.some((value) => value !== null)).toBe(true);
    expect(routeRequestsMade(app)).toBe(1);
  });

  it('is ready before the demo service has answered the sample\'s forecast, which then arrives as an event', async () => {
    // Every answer of the demo service 1.5 s late: a first window that waited would wait that long.
    demo.setFaults({ latencyMs: 1_500 });
    try {
      open = createSwitchableApp(newFolder(), demo, { sampleVoyageOnFirstStart: true, now: () => nowMs });
      const app = open;
      const changes: string[] = [];
      const voyagesTold: unknown[] = [];
      app.events.subscribe((event, payload) => {
        if (event === 'firstStartChanged') changes.push(String((payload as CallOutput<'getFirstStart'>).sampleForecast));
        if (event === 'voyagesChanged') voyagesTold.push(payload);
      });
      await app.ready;
      const [sample] = await call(app, 'listVoyages', {});
      // A window already open lists the sample as it is made.
      expect(voyagesTold).toEqual([{ voyageId: sample!.id, revision: 1 }]);
      expect(await call(app, 'getFirstStart', {})).toEqual({ sampleVoyageId: sample!.id, showTabGuide: true, sampleForecast: 'fetching' });
      expect(routeRequestsMade(app)).toBe(0);
      expect((await call(app, 'estimateRouteForecast', { voyageId: sample!.id })).creditsToSpend).toBeGreaterThan(0);

      await app.sampleForecastSettled;
      expect(changes).toEqual(['fetching', 'fetched']);
      expect((await call(app, 'getFirstStart', {})).sampleForecast).toBe('fetched');
      expect(routeRequestsMade(app)).toBe(1);
      expect((await call(app, 'estimateRouteForecast', { voyageId: sample!.id })).creditsToSpend).toBe(0);
    } finally {
      demo.setFaults({});
    }
  });

  it('makes it once: a restart keeps the one sample and asks nothing again', async () => {
    const folder = newFolder();
    await start(folder);
    const app = await start(folder);
    expect((await call(app, 'listVoyages', {})).map((voyage) => voyage.name)).toEqual([sampleVoyageName]);
    expect(routeRequestsMade(app)).toBe(1);
  });

  it('deleted, the sample does not come back after a restart, and the guide stays until dismissed', async () => {
    const folder = newFolder();
    const first = await start(folder);
    const [sample] = await call(first, 'listVoyages', {});
    expect(await call(first, 'deleteVoyage', { id: sample!.id })).toEqual({ deleted: true });
    const again = await start(folder);
    expect(await call(again, 'listVoyages', {})).toEqual([]);
    expect(await call(again, 'getFirstStart', {})).toEqual({ sampleVoyageId: null, showTabGuide: true, sampleForecast: null });
    expect(await call(again, 'dismissTabGuide', {})).toEqual({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
    const third = await start(folder);
    expect(await call(third, 'getFirstStart', {})).toEqual({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
  });

  it('is not made when the installation uses the live service', async () => {
    const folder = newFolder();
    const before = await start(folder, false);
    await call(before, 'setServiceSource', { dataSource: 'live', liveServiceUrl: 'https://live.example.invalid' });
    const app = await start(folder);
    expect(await call(app, 'listVoyages', {})).toEqual([]);
    expect(await call(app, 'getFirstStart', {})).toEqual({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
    expect(app.passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger`)?.n).toBe(0);
  });

  it('is not made on an installation that has voyages already (an upgrade)', async () => {
    const folder = newFolder();
    const before = await start(folder, false);
    await call(before, 'createVoyage', { name: 'Own voyage' });
    const app = await start(folder);
    expect((await call(app, 'listVoyages', {})).map((voyage) => voyage.name)).toEqual(['Own voyage']);
    expect(await call(app, 'getFirstStart', {})).toEqual({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
  });

  it('is not made by a host that leaves it off (tests, benchmarks)', async () => {
    const app = await start(newFolder(), false);
    expect(await call(app, 'listVoyages', {})).toEqual([]);
    expect(await call(app, 'getFirstStart', {})).toEqual({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
  });
});
