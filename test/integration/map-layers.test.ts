import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { sql } from '../../src/core/store/database';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { keptLandIndexFolder } from '../kept-land-index';

// Map layers through the contract as the chart asks them: the layers answer (1 credit) and each
// step's image (no credits) over real HTTP from the demo service, kept in cache.db with age and
// credits, served from there offline.

let folder: string;
let demo: DemoService;
let app: PassageApp;
let nowMs: number;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-map-layers-'));
  nowMs = Date.UTC(2026, 10, 25, 12, 0);
  demo = await startDemoService({ port: 0, seed: 1, clock: () => nowMs });
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
});

afterEach(async () => {
  app.close();
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

const query = { model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', level: '10m', zoom: 4, north: 55, south: 35, east: 0, west: -30 };

function ledger(operation: string): Array<{ credits: number; cached: number }> {
  return app.passageDb.all<{ credits: number; cached: number }>(sql`SELECT credits, cached FROM credit_ledger WHERE operation = ${operation} ORDER BY id`);
}

describe('map layers through the contract', () => {
  it('lists the steps with a palette, fetches a step image once, and serves it from cache.db offline with its age', async () => {
    const layers = await app.router.call('getWeatherMapsLayers', { query });
    if (!layers.ok) throw new Error(layers.error.message);
    expect(layers.value.provenance).toMatchObject({ operation: 'weatherMapsLayers', source: 'live', credits: 1 });
    expect(layers.value.provenance.modelRunMs).toBe((layers.value.value.model?.run ?? 0) * 1000);
    expect(layers.value.value.layers.length).toBeGreaterThan(48);
    expect(layers.value.value.palette?.colors?.length).toBe(layers.value.value.palette?.values?.length);
    const step = layers.value.value.layers[6];
    if (step === undefined) throw new Error('no step 6');

    const image = await app.router.call('getWeatherMapsLayerImage', { query, timestamp: step.timestamp });
    if (!image.ok) throw new Error(image.error.message);
    expect(image.value.value.mediaType).toBe('image/png');
    expect(Buffer.from(image.value.value.imageBase64, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(image.value.provenance).toMatchObject({ operation: 'weatherMapsLayerImage', source: 'live', credits: 0 });
    // The image found its URL in the cached layers answer: one paid request in all.
    expect(ledger('weatherMapsLayers')).toEqual([{ credits: 1, cached: 0 }, { credits: 0, cached: 1 }]);
    expect(ledger('weatherMapsLayerImage')).toEqual([{ credits: 0, cached: 0 }]);

    nowMs += 5 * 60_000;
    await app.router.call('setOfflineMode', { offline: true });
    const offline = await app.router.call('getWeatherMapsLayerImage', { query, timestamp: step.timestamp });
    if (!offline.ok) throw new Error(offline.error.message);
    expect(offline.value.provenance).toMatchObject({ source: 'cache', ageMs: 5 * 60_000 });
    expect(offline.value.value.imageBase64).toBe(image.value.value.imageBase64);
    const notCached = await app.router.call('getWeatherMapsLayerImage', { query: { ...query, west: -31 }, timestamp: step.timestamp });
    expect(notCached.ok === false && notCached.error.code).toBe('offline_nothing_cached');
  });

  it('pinned to a voyage, the layers answer and the image are kept with it (offline use)', async () => {
    const layers = await app.router.call('getWeatherMapsLayers', { query, pinForVoyageId: 'voyage-1' });
    if (!layers.ok) throw new Error(layers.error.message);
    const step = layers.value.value.layers[0];
    const image = await app.router.call('getWeatherMapsLayerImage', { query, timestamp: step?.timestamp ?? 0, pinForVoyageId: 'voyage-1' });
    expect(image.ok).toBe(true);
    const pinned = app.store.cacheDb.all<{ operation: string }>(
      sql`SELECT r.operation AS operation FROM cache_pins p JOIN cache_entries r ON r.cache_key = p.cache_key WHERE p.voyage_id = 'voyage-1' ORDER BY r.operation`,
    );
    expect(pinned.map((row) => row.operation)).toEqual(['weatherMapsLayerImage', 'weatherMapsLayers']);
  });

  it('refuses a step the layer does not have, saying how many it has', async () => {
    const image = await app.router.call('getWeatherMapsLayerImage', { query, timestamp: 12 });
    expect(image.ok).toBe(false);
    if (!image.ok) {
      expect(image.error.code).toBe('layer_step_missing');
      expect(image.error.message).toMatch(/no step at 12 \(Unix seconds\); it has \d+ steps/);
    }
  });

  it('refuses an element the model lacks with the service’s words', async () => {
    const layers = await app.router.call('getWeatherMapsLayers', { query: { ...query, model: 'ecmwf-wam' } });
    expect(layers.ok).toBe(false);
    if (!layers.ok) expect(layers.error.message).toMatch(/windSpeed.*not allowed for model ecmwf-wam/);
  });
});

describe("the chart's layer over its view (getWeatherLayerView)", () => {
  const view = { north: 50, south: 40, west: -25, east: -5 };
  const asked = (requests: { query?: typeof query; view?: typeof view; creditsAllowed?: number } = {}) => ({
    query: requests.query ?? query,
    view: requests.view ?? view,
    timeUtcMs: nowMs + 6 * 3_600_000,
    creditsAllowed: requests.creditsAllowed ?? 1,
  });
  const paid = () => ledger('weatherMapsLayers').filter((row) => row.cached === 0).length;

  it('answers the steps and the image nearest the chart time in one call, and asks nothing more than the gate allowed', async () => {
    const refused = await app.router.call('getWeatherLayerView', asked({ creditsAllowed: 0 }));
    if (!refused.ok) throw new Error(refused.error.message);
    expect(refused.value).toEqual({ kind: 'costs', credits: 1, creditsToSpend: 1 });
    expect(paid()).toBe(0);

    const shown = await app.router.call('getWeatherLayerView', asked());
    if (!shown.ok || shown.value.kind !== 'layer') throw new Error('no layer');
    expect(shown.value.wider).toBeNull();
    expect(shown.value.cachedStepsSec).toBeNull();
    expect(shown.value.listing.provenance).toMatchObject({ source: 'live', credits: 1 });
    const steps = shown.value.listing.value.layers.map((layer) => layer.timestamp);
    const nearest = steps.reduce((best, step) => (Math.abs(step * 1000 - (nowMs + 6 * 3_600_000)) < Math.abs(best * 1000 - (nowMs + 6 * 3_600_000)) ? step : best));
    expect(shown.value.image?.value.timestamp).toBe(nearest);
    expect(Buffer.from(shown.value.image?.value.imageBase64 ?? '', 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    const estimate = await app.router.call('estimateWeatherLayerView', { query, view });
    expect(estimate.ok && estimate.value).toEqual({ credits: 1, creditsToSpend: 0 });
    expect(paid()).toBe(1);
  });

  it("shows a fresh wider box's answer (a pack's) in place of the view's own at no cost, and offline one covering part of the view", async () => {
    const packed = { ...query, zoom: 4, north: 60, south: 30, west: -40, east: 10 };
    const packedSteps = await app.router.call('getWeatherMapsLayers', { query: packed, pinForVoyageId: 'voyage-1' });
    if (!packedSteps.ok) throw new Error(packedSteps.error.message);
    const kept = packedSteps.value.value.layers.slice(2, 5).map((layer) => layer.timestamp);
    for (const step of kept) expect((await app.router.call('getWeatherMapsLayerImage', { query: packed, timestamp: step, pinForVoyageId: 'voyage-1' })).ok).toBe(true);
    const paidBefore = paid();

    // Online, the chart at the pack's zoom over a view inside the packed box: the pack's answer, nothing asked.
    const own = { ...query, zoom: 4, north: 56.25, south: 33.75, west: -45, east: 0 };
    const estimate = await app.router.call('estimateWeatherLayerView', { query: own, view });
    expect(estimate.ok && estimate.value.creditsToSpend).toBe(0);
    const online = await app.router.call('getWeatherLayerView', asked({ query: own, creditsAllowed: 0 }));
    if (!online.ok || online.value.kind !== 'layer') throw new Error('no layer');
    expect(online.value.query).toEqual(packed);
    expect(online.value.wider).toEqual({ zoom: 4, north: 60, south: 30, west: -40, east: 10, coverage: 1 });
    expect(online.value.listing.provenance.source).toBe('cache');
    // Coarser than a view at zoom 5 while the service can be asked: the view's own is the answer.
    const close = await app.router.call('getWeatherLayerView', asked({ query: { ...own, zoom: 5 }, creditsAllowed: 0 }));
    expect(close.ok && close.value.kind).toBe('costs');
    expect(paid()).toBe(paidBefore);

    // Offline after an hour: a view half over the packed box, at zoom 8, gets the pack's layer with
    // its age, only the steps whose images are cached, and the one nearest the chart time.
    nowMs += 60 * 60_000;
    await app.router.call('setOfflineMode', { offline: true });
    const halfView = { north: 45, south: 35, west: 0, east: 20 };
    const offline = await app.router.call('getWeatherLayerView', { ...asked({ query: { ...own, zoom: 8, west: -5, east: 25, north: 46, south: 34 }, view: halfView }), timeUtcMs: (kept[2] ?? 0) * 1000 + 60_000 });
    if (!offline.ok || offline.value.kind !== 'layer') throw new Error(offline.ok ? 'costs' : offline.error.message);
    expect(offline.value.query).toEqual(packed);
    expect(offline.value.wider?.coverage).toBeCloseTo(0.5, 2);
    // The packed steps, and the one the chart showed online (its image fetched through the pack's answer).
    expect(offline.value.cachedStepsSec).toEqual([...kept, online.value.image?.value.timestamp].sort());
    expect(offline.value.image?.value.timestamp).toBe(kept[2]);
    expect(offline.value.listing.provenance).toMatchObject({ source: 'cache', ageMs: 60 * 60_000, stale: false });
    expect(paid()).toBe(paidBefore);

    // Offline the estimate says what will be spent: nothing where something is cached over the view.
    const offlineEstimate = await app.router.call('estimateWeatherLayerView', { query: { ...own, zoom: 8 }, view: halfView });
    expect(offlineEstimate.ok && offlineEstimate.value).toEqual({ credits: 1, creditsToSpend: 0 });

    // Nothing cached anywhere near: said in words.
    const nowhere = await app.router.call('getWeatherLayerView', asked({ query: { ...own, north: -10, south: -30 }, view: { north: -12, south: -28, west: -20, east: -10 } }));
    expect(nowhere.ok === false && nowhere.error).toMatchObject({ code: 'offline_nothing_cached', message: expect.stringMatching(/^Offline, and no windSpeed layer of ecmwf-hres is cached over this view/) });
  });
});
