import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { sql } from '../../src/core/store/database';
import { startDemoService, type DemoService } from '../../src/demo-service';

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
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs });
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
