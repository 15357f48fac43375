import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { sql } from '../../src/core/store/database';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { secondOpinionRows } from '../../src/shared/format/forecast-second-opinion';
import { keptLandIndexFolder } from '../kept-land-index';

// Weather at a port or point through the contract, the real client over HTTP to the demo service,
// cache.db and the ledger on disk: the climate outside coverage, and the two forecast sources.

let folder: string;
let demo: DemoService;
let app: PassageApp;
const nowMs = Date.UTC(2026, 10, 25, 11, 10);

function requestsOf(operation: string): number {
  return app.passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0 AND operation = ${operation}`)?.n ?? 0;
}

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-port-weather-'));
  demo = await startDemoService({ port: 0, seed: 1, clock: () => nowMs });
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
});

afterEach(async () => {
  app.close();
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

// Mid North Atlantic, far from any place: outside the climate's coverage.
const openAtlantic = { lat: 40, lon: -40, period: 'month' as const };

describe('climate outside coverage', () => {
  it('is one request answered as "no climate data for this place", never retried, then served from the cache', async () => {
    const first = await app.router.call('getWeatherClimate', { query: openAtlantic });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.value.periods).toEqual([]);
    expect(first.value.provenance.readWarnings).toEqual(['no climate data for this place']);
    // The service's 500 is not a fault to retry: exactly one request went out.
    expect(requestsOf('weatherClimate')).toBe(1);

    const again = await app.router.call('getWeatherClimate', { query: openAtlantic });
    expect(again.ok && again.value.provenance.source).toBe('cache');
    expect(again.ok && again.value.value.periods).toEqual([]);
    expect(requestsOf('weatherClimate')).toBe(1);
  });

  it('along the route: the places at sea say so, the others answer, cost first, and asked again they cost nothing', async () => {
    const lisbon = { lat: 38.7, lon: -9.14, period: 'half_month' as const };
    const atSea = { ...openAtlantic, period: 'half_month' as const };
    const places = [lisbon, atSea, lisbon];
    // Two distinct places: two credits before anything is asked.
    expect(await app.router.call('estimateClimateAlongRoute', { places })).toEqual({ ok: true, value: { credits: 2, creditsToSpend: 2 } });
    expect(requestsOf('weatherClimate')).toBe(0);
    const answer = await app.router.call('climateAlongRoute', { places });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.places.map((each) => [each.place.lat, each.answer?.value.periods.length, each.error])).toEqual([
      [38.7, 24, null],
      [40, 0, null],
    ]);
    expect(requestsOf('weatherClimate')).toBe(2);
    // The 500 at sea is cached like any answer: nothing more to spend, nothing asked again.
    expect(await app.router.call('estimateClimateAlongRoute', { places })).toEqual({ ok: true, value: { credits: 2, creditsToSpend: 0 } });
    await app.router.call('climateAlongRoute', { places });
    expect(requestsOf('weatherClimate')).toBe(2);
  });

  it('answers periods with sunshine in seconds per day within coverage (Lisbon)', async () => {
    const climate = await app.router.call('getWeatherClimate', { query: { lat: 38.7, lon: -9.14, period: 'ten_days' } });
    expect(climate.ok).toBe(true);
    if (!climate.ok) return;
    expect(climate.value.value.periods).toHaveLength(36);
    for (const period of climate.value.value.periods) {
      // Seconds per day: between an hour and 16 hours of sun.
      expect(period.sunshineHours).toBeGreaterThan(3600);
      expect(period.sunshineHours).toBeLessThan(16 * 3600);
    }
  });
});

describe('the legacy forecast as a second opinion', () => {
  it('agrees with the current forecast at Rotterdam once both are in knots and v1 words', async () => {
    const query = { lat: 51.95, lon: 4.14 };
    const current = await app.router.call('getWeatherForecast', { query: { ...query, max_hourly: 168 } });
    const legacy = await app.router.call('getLegacyForecast', { query: { latitude: query.lat, longitude: query.lon } });
    expect(current.ok && legacy.ok).toBe(true);
    if (!current.ok || !legacy.ok) return;
    const rows = secondOpinionRows(current.value.value, legacy.value.value);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.differences.length > 0)).toEqual([]);
    // Without the m/s to kn conversion the legacy wind would read 3.6 times too low: it must match.
    for (const row of rows) expect(Math.abs((row.windKn ?? 0) - (row.legacyWindKn ?? 0))).toBeLessThan(0.3);
  });

  it('says the legacy forecast knows no place far out at sea (404) in words', async () => {
    const legacy = await app.router.call('getLegacyForecast', { query: { latitude: 40, longitude: -40 } });
    expect(legacy.ok).toBe(false);
    if (legacy.ok) return;
    expect((legacy.error.details as { status?: number }).status).toBe(404);
  });
});
