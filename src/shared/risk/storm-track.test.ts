import { describe, expect, it } from 'vitest';
import { stormsResponseSchema } from '../service/storms';
import { HOUR_MS, pathPoint, scenarioStorm, T0_UTC_MS } from './storm-scenarios.fixture';
import { stormClassOfCategory, stormClassOfWindKn, stormStateAt, stormTrack, windKnOf } from './storm-track';

describe('a storm as a function of time', () => {
  it('classes agency codes, and the wind when the code is unknown', () => {
    expect(['TD', 'SD', 'DD', 'td'].map(stormClassOfCategory)).toEqual(['depression', 'depression', 'depression', 'depression']);
    expect(['TS', 'STS', 'CS', 'SCS'].map(stormClassOfCategory)).toEqual(Array(4).fill('tropicalStorm'));
    expect(['H1', 'H5', 'HU', 'TY', 'STY', 'TC', 'VSCS'].map(stormClassOfCategory)).toEqual(Array(7).fill('hurricane'));
    expect(stormClassOfCategory('I')).toBeUndefined();
    expect([33.9, 34, 63.9, 64].map(stormClassOfWindKn)).toEqual(['depression', 'tropicalStorm', 'tropicalStorm', 'hurricane']);
  });

  it('reads the wind from whichever unit the answer filled in', () => {
    expect(windKnOf({ kts: 50, kph: null, mph: null, mps: null })).toBe(50);
    expect(windKnOf({ kts: null, kph: 92.6, mph: null, mps: null })).toBeCloseTo(50, 6);
    expect(windKnOf({ kts: null, kph: null, mph: null, mps: 25.7222 })).toBeCloseTo(50, 3);
    expect(windKnOf({ kts: null, kph: null, mph: 57.539, mps: null })).toBeCloseTo(50, 2);
    expect(windKnOf({ kts: null, kph: null, mph: null, mps: null })).toBeNull();
  });

  it('splits past from forecast at the fetch time, skips points without a place, keeps longitudes continuous', () => {
    const storm = scenarioStorm('WP01', [
      { hours: -12, lat: 14, lon: 178, category: 'TS', windKts: 55 },
      { hours: 0, lat: 15, lon: 179.5, category: 'XX', windKts: 70 },
      { hours: 12, lat: 16, lon: -179, category: 'I', windKts: null },
      { hours: 24, lat: 17, lon: -177, category: 'TY' },
    ]);
    storm.path.push({ ...pathPoint({ hours: 36, lat: 0, lon: 0, category: 'TY' }), latitude: null });
    const track = stormTrack(stormsResponseSchema.parse({ storms: [storm] }).storms[0] ?? storm, T0_UTC_MS + 3 * HOUR_MS);
    expect(track.skippedPointCount).toBe(1);
    expect(track.analysisUtcMs).toBe(T0_UTC_MS);
    expect(track.points.map((point) => point.isForecast)).toEqual([false, false, true, true]);
    expect(track.points.map((point) => point.lon)).toEqual([178, 179.5, 181, 183]);
    expect(track.points.map((point) => [point.stormClass, point.classFrom])).toEqual([
      ['tropicalStorm', 'category'],
      ['hurricane', 'wind'],
      ['hurricane', 'assumedHurricane'],
      ['hurricane', 'category'],
    ]);
  });

  it('interpolates position and wind linearly in time and knows nothing outside its track', () => {
    const track = stormTrack(
      scenarioStorm('AL01', [
        { hours: 0, lat: 20, lon: -60, category: 'TS', windKts: 50 },
        { hours: 12, lat: 22, lon: -63, category: 'H1', windKts: 70 },
      ]),
      T0_UTC_MS,
    );
    const state = stormStateAt(track, T0_UTC_MS + 3 * HOUR_MS);
    expect(state?.lat).toBeCloseTo(20.5, 9);
    expect(state?.lon).toBeCloseTo(-60.75, 9);
    expect(state?.windKn).toBeCloseTo(55, 9);
    expect(state?.stormClass).toBe('hurricane');
    expect(stormStateAt(track, T0_UTC_MS)?.stormClass).toBe('tropicalStorm');
    expect(stormStateAt(track, T0_UTC_MS - 1)).toBeUndefined();
    expect(() => stormTrack(scenarioStorm('AL01', []), Number.NaN)).toThrow(/fetched must be Unix milliseconds, not NaN/);
    expect(stormStateAt(track, T0_UTC_MS + 12 * HOUR_MS + 1)).toBeUndefined();
  });
});
