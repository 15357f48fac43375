import { describe, expect, it } from 'vitest';
import { analyseStorm } from '../../shared/risk';
import { HOUR_MS, scenarioStorm, T0_UTC_MS } from '../../shared/risk/storm-scenarios.fixture';
import type { Storm } from '../../shared/service/storms';
import { nearLongitude, stormDrawing } from './storm-drawing';

/** Fetched 12 h after the first fix: fixes at 0 and 12 h are past, 24 h onwards forecast. */
const fetchedUtcMs = T0_UTC_MS + 12 * HOUR_MS;

function maxStepDeg(lons: readonly number[]): number {
  return Math.max(0, ...lons.slice(1).map((lon, index) => Math.abs(lon - (lons[index] ?? lon))));
}

describe('a storm as the chart draws it', () => {
  const storm: Storm = {
    ...scenarioStorm(
      'WP182026',
      [
        { hours: 0, lat: 10, lon: 178, category: 'TS', windKts: 50 },
        { hours: 12, lat: 11, lon: -179, category: 'TY', windKts: 80 },
        { hours: 24, lat: 12, lon: -176, category: 'TY', windKts: 95 },
        { hours: 48, lat: 14, lon: -171, category: 'TS', windKts: 45 },
      ],
      [[[177, 9], [-178, 9], [-170, 16], [179, 14]]],
    ),
    current: {
      pressure: { in: null, mb: 962 },
      gustSpeed: { kph: null, kts: 100, mph: null, mps: null },
      windSpeed: { kph: null, kts: 80, mph: null, mps: null },
      movementSpeed: { kph: 20, kts: null, mph: null, mps: null },
      movementDirection: { text: 'ENE', degrees: 70 },
    },
  };
  const drawing = stormDrawing(storm, analyseStorm(storm, fetchedUtcMs));

  it('splits the track at the analysis: past solid to it, forecast dashed on from it', () => {
    expect(drawing.pastTrack).toHaveLength(2);
    expect(drawing.forecastTrack).toHaveLength(3);
    expect(drawing.forecastTrack[0]).toEqual(drawing.pastTrack[1]);
    expect(drawing.fixes.map((fix) => fix.isForecast)).toEqual([false, false, true, true]);
    expect(drawing.fixes.map((fix) => fix.stormClass)).toEqual(['tropicalStorm', 'hurricane', 'hurricane', 'tropicalStorm']);
  });

  it('draws a track across 180° as one line, the current position within ±180°', () => {
    const lons = drawing.fixes.map((fix) => fix.lon);
    expect(maxStepDeg(lons)).toBeLessThan(10);
    expect(drawing.now?.lon).toBeCloseTo(-179, 9);
    expect(lons[0]).toBeCloseTo(-182, 9);
    expect(lons.at(-1)).toBeCloseTo(-171, 9);
  });

  it('keeps the cone and the danger area in one piece beside the track', () => {
    const cone = drawing.cone[0] ?? [];
    expect(cone).toHaveLength(4);
    expect(maxStepDeg(cone.map(([, lon]) => lon))).toBeLessThan(20);
    for (const [, lon] of cone) expect(Math.abs(lon - -179)).toBeLessThan(12);
    expect(drawing.dangerArea.length).toBeGreaterThan(10);
    expect(maxStepDeg(drawing.dangerArea.map(([, lon]) => lon))).toBeLessThan(10);
    for (const [, lon] of drawing.dangerArea) expect(Math.abs(lon - -177)).toBeLessThan(20);
  });

  it('gives intensity and movement from the answer in knots and hPa', () => {
    expect(drawing.now).toMatchObject({ windKn: 80, gustKn: 100, pressureHpa: 962, movementDeg: 70, stormClass: 'hurricane' });
    expect(drawing.now?.movementKn).toBeCloseTo(20 / 1.852, 9);
    expect(drawing.now?.timeUtcMs).toBe(fetchedUtcMs);
  });

  it('has no current position when every fix is a forecast', () => {
    const early = stormDrawing(storm, analyseStorm(storm, T0_UTC_MS - HOUR_MS));
    expect(early.now).toBeNull();
    expect(early.pastTrack).toEqual([]);
    expect(early.forecastTrack).toHaveLength(4);
  });
});

describe('nearLongitude', () => {
  it('moves a longitude by whole turns next to the reference', () => {
    expect(nearLongitude(181, 0)).toBe(-179);
    expect(nearLongitude(177, -179)).toBe(-183);
    expect(nearLongitude(-10, 350)).toBe(350);
  });
});
