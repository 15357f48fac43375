import { describe, expect, it } from 'vitest';
import type { ModelAlongRoute } from './model-along-route';
import { describeDisagreement, largestDisagreement, shippingValueAt } from './model-disagreement';
import type { RouteForecastSeries } from './route-forecast-series';

const t0 = Date.UTC(2026, 10, 26, 6);
const hourMs = 3_600_000;
const point = (hours: number) => ({ timeUtcMs: t0 + hours * hourMs, lat: 45, lon: -10, distanceRunNm: hours * 12, legIndex: 0, waypointIndex: null });

const series = {
  points: [point(0), point(3), point(6), point(9)],
  elements: [
    { key: 'significantWaveHeight', label: 'Hs', model: 'x', unit: 'm', serviceUnit: 'm', values: [1, 2, null, 4], error: null },
    { key: 'windSpeed10m', label: 'Wind', model: 'x', unit: 'kn', serviceUnit: 'km/h', values: [], error: 'not served' },
  ],
} as unknown as RouteForecastSeries;

function compared(values: (number | null)[], hours: number[], unit = 'm'): ModelAlongRoute {
  return {
    voyageId: 'v', voyageRevision: 1, area: 'marine', model: { id: 'wam', name: 'ECMWF WAM', runUtcMs: t0 }, notCovered: null,
    points: hours.map(point),
    elements: [{ key: 'significantWaveHeight', element: 'significantWaveHeight', level: null, label: 'Hs', unit, serviceUnit: unit, values }],
  };
}

describe('shippingValueAt', () => {
  it('interpolates between the two points around a time, and gives nothing next to a gap or outside', () => {
    expect(shippingValueAt(series, 'significantWaveHeight', t0 + 1 * hourMs)).toBeCloseTo(1 + 1 / 3, 12);
    expect(shippingValueAt(series, 'significantWaveHeight', t0 + 3 * hourMs)).toBe(2);
    expect(shippingValueAt(series, 'significantWaveHeight', t0 + 4 * hourMs)).toBeNull();
    expect(shippingValueAt(series, 'significantWaveHeight', t0 + 10 * hourMs)).toBeNull();
    expect(shippingValueAt(series, 'significantWaveHeight', t0 - hourMs)).toBeNull();
    expect(shippingValueAt(series, 'windSpeed10m', t0)).toBeNull();
  });
});

describe('largestDisagreement', () => {
  it('finds the time of the largest difference either way and says it in words', () => {
    // Shipping at 0, 1.5 h, 3 h, 9 h: 1, 1.5, 2, 4; the model below by 0.5 at 1.5 h and above by 1.2 at 3 h.
    const found = largestDisagreement(series, compared([1.1, 1.0, 3.2, 3.9], [0, 1.5, 3, 9]), 'significantWaveHeight');
    expect(found).toMatchObject({ timeUtcMs: t0 + 3 * hourMs, modelValue: 3.2, shippingValue: 2, unit: 'm' });
    expect(found!.differenceValue).toBeCloseTo(1.2, 12);
    expect(describeDisagreement(found, 'ECMWF WAM', 'significantWaveHeight')).toBe('Hs: ECMWF WAM 1.2 m above the shipping forecast at 26 Nov 09:00Z');
    const below = largestDisagreement(series, compared([1.1, 0.2, 2.0, null], [0, 1.5, 3, 9]), 'significantWaveHeight');
    expect(describeDisagreement(below, 'ECMWF WAM', 'significantWaveHeight')).toBe('Hs: ECMWF WAM 1.3 m below the shipping forecast at 26 Nov 07:30Z');
  });

  it('skips times without both values, and refuses to compare different units', () => {
    expect(largestDisagreement(series, compared([null, 9, 9], [0, 4.5, 12]), 'significantWaveHeight')).toBeNull();
    expect(describeDisagreement(null, 'ECMWF WAM', 'significantWaveHeight')).toMatch(/no time where both/);
    expect(largestDisagreement(series, compared([1, 2], [0, 3], 'ft'), 'significantWaveHeight')).toBeNull();
  });
});
