import { describe, expect, it } from 'vitest';
import { findExceedances, hoursCovered, pointsByLeg, summaryLine } from './exceedances';
import type { RouteForecastSeries } from './route-forecast-series';
import type { VesselLimits } from './vessel-profile';

const h = 3_600_000;
const t0 = Date.UTC(2026, 10, 24, 0);

/** Two legs: waypoint 0 at 0 h, waypoint 1 at 4 h, waypoint 2 at 8 h; a position every hour. */
function series(elements: Record<string, (number | null)[] | string>): Pick<RouteForecastSeries, 'points' | 'elements' | 'waypoints'> {
  const points = Array.from({ length: 9 }, (_, hour) => ({
    timeUtcMs: t0 + hour * h,
    lat: 50,
    lon: -hour,
    distanceRunNm: hour * 12,
    legIndex: hour < 4 ? 0 : 1,
    waypointIndex: hour % 4 === 0 ? hour / 4 : null,
  }));
  return {
    points,
    waypoints: [0, 4, 8].map((hour, index) => ({ name: `WP${index}`, timeUtcMs: t0 + hour * h, distanceRunNm: hour * 12 })),
    elements: Object.entries(elements).map(([key, values]) => ({
      key,
      label: key,
      model: 'm',
      unit: key === 'visibility' ? 'nm' : key.startsWith('wind') ? 'kn' : 'm',
      serviceUnit: 'x',
      values: typeof values === 'string' ? [] : values,
      error: typeof values === 'string' ? values : null,
    })),
  };
}

const none: VesselLimits = { significantWaveHeightM: null, windKn: null, gustKn: null, swellM: null, visibilityNm: null };

describe('findExceedances', () => {
  it('finds each stretch above a limit by leg, with interpolated ends and its peak', () => {
    //                          0h 1h 2h 3h 4h 5h 6h 7h 8h
    const waves = series({ significantWaveHeight: [2, 3, 5, 3, 2, 2, 4, 6, 5] });
    const report = findExceedances(waves, { ...none, significantWaveHeightM: { value: 4, severity: 'soft' } });
    expect(report.exceedances).toHaveLength(2);
    const [first, second] = report.exceedances;
    // 3 -> 5 crosses 4 half way through the hour; 5 -> 3 likewise.
    expect(first).toMatchObject({ legIndex: 0, severity: 'soft', limitValue: 4, unit: 'm', peakValue: 5, peakUtcMs: t0 + 2 * h, fromUtcMs: t0 + 1.5 * h, toUtcMs: t0 + 2.5 * h });
    // Leg 2: 4 m at 6 h is not above the limit; 4 -> 6 crosses at 6 h, and it lasts to the arrival.
    expect(second).toMatchObject({ legIndex: 1, peakValue: 6, peakUtcMs: t0 + 7 * h, fromUtcMs: t0 + 6 * h, toUtcMs: t0 + 8 * h });
    expect(report.softCount).toBe(2);
    expect(report.softHours).toBeCloseTo(3, 9);
    expect(report.summary).toBe('2 warn exceedances, no avoid');
  });

  it('splits a stretch across a waypoint into one per leg', () => {
    const report = findExceedances(series({ windSpeed10m: [20, 20, 20, 35, 40, 35, 20, 20, 20] }), { ...none, windKn: { value: 30, severity: 'hard' } });
    expect(report.exceedances.map((each) => [each.legIndex, each.peakValue])).toEqual([
      [0, 40],
      [1, 40],
    ]);
    expect(report.summary).toBe('No warn, 2 avoid exceedances');
    expect(report.hardHours).toBeCloseTo((4 - (2 + 10 / 15)) + (5 + 5 / 15 - 4), 9);
  });

  it('takes visibility as passed below its limit, and its peak as the lowest', () => {
    const report = findExceedances(series({ visibility: [10, 10, 1, 0.5, 10, 10, 10, 10, 10] }), { ...none, visibilityNm: { value: 2, severity: 'soft' } });
    expect(report.exceedances).toHaveLength(1);
    expect(report.exceedances[0]).toMatchObject({ what: 'visibility', peakValue: 0.5, peakUtcMs: t0 + 3 * h });
  });

  it('breaks a stretch where the model has no value, and leaves limits set to null unchecked', () => {
    const report = findExceedances(series({ significantWaveHeight: [5, 5, null, 5, 2, 2, 2, 2, 2], windSpeed10m: [99, 99, 99, 99, 99, 99, 99, 99, 99] }), {
      ...none,
      significantWaveHeightM: { value: 4, severity: 'soft' },
    });
    expect(report.exceedances.map((each) => [each.fromUtcMs - t0, each.toUtcMs - t0])).toEqual([
      [0, 1 * h],
      [3 * h, 3 * h + (1 / 3) * h],
    ]);
  });

  it('says which limits it could not check, with the service reason', () => {
    const report = findExceedances(series({ significantHeightSwell: 'model unavailable' }), { ...none, swellM: { value: 3, severity: 'soft' }, gustKn: { value: 40, severity: 'hard' } });
    expect(report.unchecked).toEqual([
      { limit: 'gustKn', what: 'gust', reason: 'not in the forecast' },
      { limit: 'swellM', what: 'swell', reason: 'model unavailable' },
    ]);
    expect(report.summary).toBe('No exceedances; not checked: gust, swell');
  });
});

describe('points by leg', () => {
  it('gives each leg its own points and the waypoint it reaches, in order, as asking every point for every leg did', () => {
    // 2,000 legs with 0 to 3 positions between waypoints, the last waypoint on the last leg.
    const points: { legIndex: number; waypointIndex: number | null }[] = [];
    const legCount = 2_000;
    for (let leg = 0; leg < legCount; leg += 1) {
      points.push({ legIndex: leg, waypointIndex: leg });
      for (let between = 0; between < leg % 4; between += 1) points.push({ legIndex: leg, waypointIndex: null });
    }
    points.push({ legIndex: legCount - 1, waypointIndex: legCount });
    const byLeg = pointsByLeg(points, legCount);
    for (const leg of [0, 1, 2, 3, 999, legCount - 1]) {
      const asked = points.flatMap((point, index) => (point.legIndex === leg || point.waypointIndex === leg + 1 ? [index] : []));
      expect(byLeg[leg]).toEqual(asked);
    }
    expect(byLeg.flat()).toHaveLength(points.length + legCount - 1);
  });
});

describe('summary and hours', () => {
  it('words the counts as a navigator reads them', () => {
    expect(summaryLine(0, 0)).toBe('No exceedances');
    expect(summaryLine(1, 0)).toBe('1 warn exceedance, no avoid');
    expect(summaryLine(3, 1)).toBe('3 warn exceedances, 1 avoid');
    expect(summaryLine(0, 1)).toBe('No warn, 1 avoid exceedance');
    // Thousands grouped in both counts, as every count the app writes.
    expect(summaryLine(1445, 1560)).toBe('1,445 warn exceedances, 1,560 avoid');
  });

  it('counts overlapping stretches once', () => {
    expect(hoursCovered([{ fromUtcMs: 0, toUtcMs: 2 * h }, { fromUtcMs: h, toUtcMs: 3 * h }, { fromUtcMs: 5 * h, toUtcMs: 6 * h }])).toBe(4);
    expect(hoursCovered([])).toBe(0);
  });
});
