import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PassageApp } from '../../src/core/app';
import { canaryKey } from '../../src/core/service-client/canary-key';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { canaryHitsIn } from '../e2e/canary-search';
import { createSwitchableApp } from './demo-app-fixture';

/**
 * Exports never carry the key (issue 10, point 4): the canary key is the live key, kept in the
 * key store; a second demo service stands in for the live one and takes only that key. Every
 * route file, with and without the forecast, made on live and then on demo data, is searched for
 * the key in every form it could be written in, and says which data it was made on.
 */
let demo: DemoService;
let live: DemoService;
let app: PassageApp;
let folder: string;

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 3 });
  live = await startDemoService({ port: 0, seed: 3, keys: [canaryKey] });
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-export-key-'));
  app = createSwitchableApp(folder, demo);
  await app.ready;
});
afterAll(async () => {
  app.close();
  await demo.close();
  await live.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function ok<T>(answer: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const settled = await answer;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value;
}

async function everyExport(voyageId: string): Promise<Array<{ label: string; text: string }>> {
  await ok(app.router.call('forecastRoute', { voyageId }));
  const texts: Array<{ label: string; text: string }> = [];
  for (const format of ['rtz', 'gpx', 'csv'] as const) {
    texts.push({ label: `${format} with forecast`, text: (await ok(app.router.call('exportForecastRoute', { voyageId, format }))).text });
    texts.push({ label: `${format} route`, text: (await ok(app.router.call('exportRoute', { voyageId, format }))).text });
  }
  return texts;
}

describe('exports and the key', () => {
  it('no export holds the live key, on live or on demo data, and each says which data it was made on', async () => {
    await ok(app.router.call('setServiceSource', { dataSource: 'live', liveServiceUrl: live.url }));
    expect(await ok(app.router.call('saveServiceKey', { key: canaryKey }))).toMatchObject({ saved: true });
    const voyage = await ok(
      app.router.call('createVoyage', {
        name: 'Canary passage',
        waypoints: [
          { id: 'a', name: 'Lizard', lat: 49.9, lon: -5.2 },
          { id: 'b', name: 'Ushant', lat: 48.5, lon: -5.3 },
          { id: 'c', name: 'Finisterre', lat: 43.0, lon: -9.6 },
        ],
        legs: [
          { geometry: 'rhumb', speedKn: 12 },
          { geometry: 'greatCircle', speedKn: 12 },
        ],
        departure: { mode: 'departAt', etdUtcMs: Date.now() + 3_600_000 },
      }),
    );

    const onLive = await everyExport(voyage.id);
    expect(onLive).toHaveLength(6);
    for (const { label, text } of onLive) {
      expect(canaryHitsIn(label, text), `${label} holds the key`).toEqual([]);
      expect(text, label).toContain('Live data from the weather service');
      expect(text, label).not.toContain('DEMO DATA');
    }

    await ok(app.router.call('setServiceSource', { dataSource: 'demo' }));
    const onDemo = await everyExport(voyage.id);
    for (const { label, text } of onDemo) {
      expect(canaryHitsIn(label, text), `${label} holds the key`).toEqual([]);
      expect(text, label).toContain('DEMO DATA');
    }
  });

  it('the search can fail: a text with the key in it is found', () => {
    expect(canaryHitsIn('planted', `<passage:note>${encodeURIComponent(canaryKey)}</passage:note>`)).toEqual(['planted']);
  });
});
