import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSuccess } from '../../src/core/service-client/response-reading';
import { routeForecastRequest, routeForecastSeries } from '../../src/core/voyage/route-forecast';
import { endpoints } from '../../src/shared/service/endpoints';
import type { ShippingRouteForecast } from '../../src/shared/service/shipping';
import type { Voyage } from '../../src/shared/voyage/voyage';
import { withEdits, type FieldEdit } from './answer-fields';
import { editsAllowed } from './reading-policy-table';
import { leithToBergen } from './voyage-fixtures';

/**
 * The reading policy's last rule, first half: whatever the service leaves out of a shipping route
 * answer (the one every voyage view is built from) reaches the views as missing (null, no unit,
 * no run), never as 0 or a guess. The views' half, that missing reads "not given", is
 * src/renderer/reports/not-given-views.property.test.ts.
 */

// Rhumb legs only: every position sent is a waypoint, so every one is a point of the series.
const voyage: Voyage = {
  ...leithToBergen,
  id: 'v-not-given',
  legs: [
    { geometry: 'rhumb', speedKn: 11 },
    { geometry: 'rhumb', speedKn: 13.5 },
  ],
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 10, 24, 6) },
  vesselProfileId: 'default',
  revision: 1,
  createdAtMs: 0,
  updatedAtMs: 0,
};
const request = routeForecastRequest(voyage);
const { lats, lons, times } = request.built.query as { lats: number[]; lons: number[]; times: number[] };

const elementsServed = [
  { key: 'windSpeed10m', label: 'Wind', unit: 'km/h', level: '10m', model: 'ecmwf', element: 'windspeed', base: 30 },
  { key: 'significantWaveHeight', label: 'Significant wave height', unit: 'm', level: null, model: 'ecmwfwamglobal', element: 'swh', base: 2 },
];

/** A whole answer to the voyage's question, every optional field given. */
function fullAnswer(): unknown {
  const runtime = times[0]! - 6 * 3600;
  return {
    start: times[0],
    routing: 'rhumb',
    models: [
      { key: 'ecmwf', runtime, range: { from: runtime, to: runtime + 864_000 } },
      { key: 'ecmwfwamglobal', runtime, range: { from: runtime, to: runtime + 864_000 } },
    ],
    points: lats.map((lat, index) => ({ lat, lon: lons[index], time: times[index], type: 'waypoint', speed: 12, distance: index * 100_000, distanceTime: times[index]! - times[0]! })),
    elements: elementsServed.map(({ base, ...element }) => ({
      ...element,
      error: null,
      data: lats.map((lat, index) => ({ lat, lon: lons[index], kind: 'waypoint', time: times[index], value: base + index, offset: 0, offsetTime: times[index], waypointIndex: index })),
    })),
  };
}

function isGone(answer: unknown, path: readonly (string | number)[]): boolean {
  let node: unknown = answer;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return true;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node === null || node === undefined;
}

describe('an answer with fields left out reaches the views as missing, never as 0', () => {
  const full = fullAnswer();
  const allowed = editsAllowed('shippingRoute', full);

  it('for any fields left out or null', () => {
    fc.assert(
      fc.property(fc.subarray(allowed, { maxLength: 40 }), (edits: FieldEdit[]) => {
        const sent = withEdits(full, edits);
        const read = readSuccess({ operation: 'shippingRoute', status: 200, body: { ok: true, value: structuredClone(sent) }, schema: endpoints.shippingRoute.response, key: 'k' });
        expect(read.ok && read.value.warnings).toEqual([]);
        if (!read.ok) return;
        const series = routeForecastSeries(read.value.value as ShippingRouteForecast, request);
        expect(series.points).toHaveLength(lats.length);
        series.elements.forEach((element, elementIndex) => {
          expect(element.error).toBeNull();
          expect(element.label).not.toBe('');
          if (isGone(sent, ['elements', elementIndex, 'unit'])) expect(element.unit).toBe('');
          element.values.forEach((value, pointIndex) => {
            if (isGone(sent, ['elements', elementIndex, 'data', pointIndex, 'value'])) expect(value).toBeNull();
            else expect(value).toEqual(expect.any(Number));
          });
        });
        series.models.forEach((model, index) => {
          if (isGone(sent, ['models', index, 'runtime'])) expect(model.runUtcMs).toBeNull();
          if (isGone(sent, ['models', index, 'range', 'from'])) expect(model.fromUtcMs).toBeNull();
        });
      }),
      { numRuns: 80, seed: 26 },
    );
  });
});
