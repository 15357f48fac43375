import { describe, expect, it } from 'vitest';
import { griddedField } from './gridded-field';
import type { SeaState } from './routing-problem';

const HOUR_MS = 3_600_000;
const none: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };

describe('the routing grid', () => {
  const spec = { southLat: 10, westLon: 170, stepDeg: 1, rows: 3, columns: 3, timesUtcMs: [0, 6 * HOUR_MS] };
  // Wind from 350° west of the 171° meridian and from 010° east of it; waves 2 m at t0 and 4 m at t1.
  const field = griddedField(spec, (lat, lon, timeUtcMs) => ({
    ...none,
    windKn: 20,
    windFromDeg: lon < 171 ? 350 : 10,
    significantWaveHeightM: timeUtcMs === 0 ? 2 : 4,
    waveFromDeg: 270,
    currentKn: lat,
    currentToDeg: 90,
  }));

  it('reads bilinear in space and linear in time, directions as vectors', () => {
    const halfway = field.at(11, 170.5, 3 * HOUR_MS);
    // 350° and 010° average to 000°, not 180°; the speed of the mean vector is 20·cos 10°.
    expect(halfway.windFromDeg! % 360).toBeCloseTo(0, 9);
    expect(halfway.windKn).toBeCloseTo(20 * Math.cos((10 * Math.PI) / 180), 4);
    expect(halfway.significantWaveHeightM).toBeCloseTo(3, 6);
    expect(halfway.waveFromDeg).toBeCloseTo(270, 4);
    expect(field.at(11.25, 171, 0).currentKn).toBeCloseTo(11.25, 4);
  });

  it('reads across 180° and says nothing outside the grid or its times', () => {
    // A grid from 179°E to 179°W read at 179.5°W (longitude 180.5 on it).
    const across = griddedField({ ...spec, westLon: 179 }, (lat, lon) => ({ ...none, currentKn: lon, currentToDeg: 0 }));
    expect(across.at(11, -179.5, 0).currentKn).toBeCloseTo(180.5, 3);
    expect(field.at(9.9, 171, 0)).toEqual(none);
    expect(field.at(11, 172.5, 0)).toEqual(none);
    expect(field.at(11, 171, 7 * HOUR_MS)).toEqual(none);
  });

  it('keeps a speed given without its direction (a direction layer the model does not offer): the limits still read it', () => {
    const speedsOnly = griddedField(spec, () => ({ ...none, windKn: 25, currentKn: 1.5 }));
    expect(speedsOnly.at(11, 171, 3 * HOUR_MS)).toMatchObject({ windKn: 25, windFromDeg: null, currentToDeg: null });
    expect(speedsOnly.at(11, 171, 3 * HOUR_MS).currentKn).toBeCloseTo(1.5, 6);
  });

  it('refuses a grid too small to interpolate, saying what it needs', () => {
    expect(() => griddedField({ ...spec, rows: 1 }, () => none)).toThrow('A routing grid needs at least 2 rows, 2 columns and 1 time; got 1 × 3 × 2.');
  });
});
