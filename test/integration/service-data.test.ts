import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { sql } from '../../src/core/store/database';
import { startDemoService, type DemoService } from '../../src/demo-service';
import type { ConnectionStatus } from '../../src/shared/service/answer-provenance';
import { keptLandIndexFolder } from '../kept-land-index';

// The app as the renderer sees it: contract calls through the router, the real client over HTTP
// to the demo service, cache.db and the ledger on disk.

let folder: string;
let demo: DemoService;
let app: PassageApp;
let nowMs: number;
const connectionEvents: ConnectionStatus[] = [];

async function start(key = 'demo') {
  demo = await startDemoService({ port: 0, seed: 3, clock: () => nowMs });
  app = createApp({
    dataFolder: folder,
    host: 'web',
    version: '0.0.0',
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => key,
    now: () => nowMs,
    landIndexFolder: keptLandIndexFolder,
  });
  app.events.subscribe((event, payload) => {
    if (event === 'connectionChanged') connectionEvents.push(payload as ConnectionStatus);
  });
}

function requestsMade(): number {
  return app.passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0`)?.n ?? 0;
}

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-service-data-'));
  nowMs = Date.UTC(2026, 10, 23, 12, 0);
  connectionEvents.length = 0;
  await start();
});

afterEach(async () => {
  app.close();
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

const route = { lats: [51.9, 50.2, 48.5], lons: [4.1, -1.5, -5.5], speeds: [14], start: Math.floor(Date.UTC(2026, 10, 23, 13) / 1000) };

describe('service data through the contract', () => {
  it('answers ports, storms, places and a shipping route with their provenance, and a second call from the cache', async () => {
    const ports = await app.router.call('getPorts', { query: { size: ['large'] } });
    expect(ports.ok).toBe(true);
    if (!ports.ok) return;
    expect(ports.value.value.ports.length).toBeGreaterThan(50);
    expect(ports.value.provenance).toMatchObject({ operation: 'portList', dataSource: 'demo', source: 'live', ageMs: 0, stale: false });
    expect(ports.value.provenance.credits).toBeGreaterThan(0);

    const storms = await app.router.call('getStorms', { query: {} });
    expect(storms.ok && storms.value.provenance.source).toBe('live');
    const places = await app.router.call('searchPlaces', { query: { query: 'Rotterdam' } });
    expect(places.ok && places.value.value.length).toBeGreaterThan(0);

    const shipping = await app.router.call('getShippingRoute', { query: route });
    expect(shipping.ok).toBe(true);
    if (!shipping.ok) return;
    expect(shipping.value.provenance.modelRunMs).not.toBeNull();
    expect(shipping.value.provenance.credits).toBe(1); // the spec charges route credits on the timeseries routes only
    const sent = requestsMade();

    nowMs += 60_000;
    const again = await app.router.call('getShippingRoute', { query: route });
    expect(again.ok && again.value.provenance).toMatchObject({ source: 'cache', ageMs: 60_000, stale: false });
    expect(requestsMade()).toBe(sent);
    const totals = await app.router.call('getCreditTotals', {});
    expect(totals.ok && totals.value.byOperation.find((each) => each.operation === 'shippingRoute')?.servedFromCache).toBe(1);
  });

  it('estimates credits before asking, and says nothing is left to spend once the answer is cached', async () => {
    const estimate = await app.router.call('estimateCredits', { operation: 'shippingRoute', query: { ...route, elements: ['windSpeed10m', 'significantWaveHeight'] } });
    expect(estimate.ok && estimate.value).toEqual({ credits: 1, creditsToSpend: 1 });
    await app.router.call('getShippingRoute', { query: { ...route, elements: ['windSpeed10m', 'significantWaveHeight'] } });
    const after = await app.router.call('estimateCredits', { operation: 'shippingRoute', query: { ...route, elements: ['windSpeed10m', 'significantWaveHeight'] } });
    expect(after.ok && after.value).toEqual({ credits: 1, creditsToSpend: 0 });
    const refused = await app.router.call('estimateCredits', { operation: 'shippingRoute', query: { lats: [91, 0], lons: [0, 0] } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/lats/);
  });

  it('serves what it has from the cache, with its age, when the service cannot be reached, and says it is offline', async () => {
    await app.router.call('getStorms', { query: {} });
    await demo.close();
    nowMs += 45 * 60_000; // past the storms' 30 minutes of freshness
    const storms = await app.router.call('getStorms', { query: {} });
    expect(storms.ok && storms.value.provenance).toMatchObject({ source: 'offline-cache', stale: true, ageMs: 45 * 60_000 });
    expect(connectionEvents.at(-1)).toMatchObject({ reachable: false });
    const status = await app.router.call('getConnectionStatus', {});
    expect(status.ok && status.value.reachable).toBe(false);

    const nothing = await app.router.call('getPorts', { query: {} });
    expect(nothing.ok).toBe(false);
    if (!nothing.ok) {
      expect(nothing.error.code).toBe('offline_nothing_cached');
      expect(nothing.error.message).toBe('offline, nothing cached for this portList');
    }
  });

  it('refreshes what went stale once the service answers again', async () => {
    await app.router.call('getStorms', { query: {} });
    const port = Number(new URL(demo.url).port);
    await demo.close();
    nowMs += 45 * 60_000;
    const offline = await app.router.call('getStorms', { query: {} });
    expect(offline.ok && offline.value.provenance.source).toBe('offline-cache');

    demo = await startDemoService({ port, seed: 3, clock: () => nowMs });
    // Requests the service answered (the attempts that found it gone cost nothing and have no status).
    const storm = () =>
      app.passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0 AND operation = 'storms' AND status IS NOT NULL`)?.n ?? 0;
    const stormCredits = app.passageDb.get<{ c: number }>(sql`SELECT total(credits) AS c FROM credit_ledger WHERE operation = 'storms'`)?.c;
    expect(stormCredits).toBe(1);
    expect(storm()).toBe(1);
    // Any answer shows the service is back; the stale storms are then fetched again unasked.
    await app.router.call('getPorts', { query: { size: ['large'] } });
    expect(connectionEvents.at(-1)).toMatchObject({ reachable: true });
    await expect.poll(storm).toBe(2);
    const storms = await app.router.call('getStorms', { query: {} });
    expect(storms.ok && storms.value.provenance).toMatchObject({ source: 'cache', stale: false });
  });

  it('notices a lost connection without a request while everything is served from the cache', async () => {
    await app.router.call('getStorms', { query: {} });
    const sent = requestsMade();
    await demo.close();
    const status = await app.router.call('getConnectionStatus', {});
    expect(status.ok && status.value.reachable).toBe(false);
    expect(connectionEvents.at(-1)?.reachable).toBe(false);
    const storms = await app.router.call('getStorms', { query: {} });
    expect(storms.ok && storms.value.provenance.source).toBe('cache');
    expect(requestsMade()).toBe(sent);
  });

  it('asks nothing while the navigator has switched Passage offline', async () => {
    await app.router.call('getStorms', { query: {} });
    const sent = requestsMade();
    const switched = await app.router.call('setOfflineMode', { offline: true });
    expect(switched.ok && switched.value.offlineMode).toBe(true);
    nowMs += 2 * 60 * 60_000;
    const storms = await app.router.call('getStorms', { query: {} });
    expect(storms.ok && storms.value.provenance.source).toBe('offline-cache');
    expect(requestsMade()).toBe(sent);
  });

  it('passes the service\'s errors on whole: a refused key is an auth error with the service\'s words', async () => {
    app.close();
    await demo.close();
    await start('not-a-key');
    const ports = await app.router.call('getPorts', { query: {} });
    expect(ports.ok).toBe(false);
    if (ports.ok) return;
    expect(ports.error.code).toBe('auth');
    expect(ports.error.details).toMatchObject({ operation: 'portList', status: 401 });
  });

  it('keeps demo and live answers apart in the cache', async () => {
    await app.router.call('getStorms', { query: {} });
    const sent = requestsMade();
    app.serviceData.setSource({ dataSource: 'live', baseUrl: demo.url, getKey: () => 'demo' });
    const live = await app.router.call('getStorms', { query: {} });
    expect(live.ok && live.value.provenance).toMatchObject({ dataSource: 'live', source: 'live' });
    expect(requestsMade()).toBe(sent + 1);
    const info = await app.router.call('getAppInfo', {});
    expect(info.ok && info.value.dataSource).toBe('live');
  });
});
