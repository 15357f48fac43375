import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { modelRunWords } from '../forecast/model-run-words';
import { notGiven } from '../shell/not-given';
import { reportForecastTable } from './report-forecast-rows';

/**
 * The reading policy's last rule, the views' half: a forecast series with any values, units, model
 * runs or reasons missing (as test/integration/answer-to-series.property.test.ts shows the client
 * leaves them) is shown with "not given" in their place, and no cell is blank, "undefined",
 * "null", "NaN" or an empty "()".
 */

const hourMs = 3_600_000;
const t0 = Date.UTC(2026, 10, 24, 6);
const badWords = /undefined|\bnull\b|NaN|\(\)/;

const seriesWithGaps: fc.Arbitrary<RouteForecastSeries> = fc
  .record({
    pointCount: fc.integer({ min: 2, max: 8 }),
    elements: fc.array(
      fc.record({
        unit: fc.constantFrom('kn', 'm', '°T', 'hPa', ''),
        error: fc.option(fc.constantFrom('model unavailable', ''), { nil: null }),
        values: fc.array(fc.option(fc.double({ min: -50, max: 1050, noNaN: true }), { nil: null }), { minLength: 8, maxLength: 8 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    models: fc.array(fc.record({ runUtcMs: fc.option(fc.constant(t0 - 6 * hourMs), { nil: null }), error: fc.option(fc.constantFrom('model unavailable', ' '), { nil: null }) }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ pointCount, elements, models }) => ({
    voyageId: 'v',
    voyageRevision: 1,
    etdUtcMs: t0,
    etaUtcMs: t0 + (pointCount - 1) * hourMs,
    positionsSent: pointCount,
    waypoints: Array.from({ length: pointCount }, (_, index) => ({ name: `WP${index + 1}`, timeUtcMs: t0 + index * hourMs, distanceRunNm: index * 12 })),
    points: Array.from({ length: pointCount }, (_, index) => ({ timeUtcMs: t0 + index * hourMs, lat: 50 + index / 10, lon: -index / 10, distanceRunNm: index * 12, legIndex: Math.min(index, pointCount - 2), waypointIndex: index })),
    elements: elements.map((element, index) => ({
      key: `element${index}`,
      label: `Element ${index}`,
      model: 'ecmwf',
      unit: element.unit,
      serviceUnit: element.unit,
      values: element.error === null ? element.values.slice(0, pointCount) : [],
      error: element.error,
    })),
    models: models.map((model, index) => ({ key: `model${index}`, runUtcMs: model.runUtcMs, fromUtcMs: null, toUtcMs: null, error: model.error })),
  }));

describe('views say "not given" for what the service did not give', () => {
  it('the printed forecast table and the forecast provenance', () => {
    fc.assert(
      fc.property(seriesWithGaps, (series) => {
        const table = reportForecastTable(series, 1);
        const served = series.elements.filter((element) => element.error === null);
        const modelWords = series.models.map(modelRunWords);
        expect(table.rows).toHaveLength(series.points.length);
        for (const text of [...table.columns.map((column) => column.heading), ...table.rows.flatMap((row) => row.values), ...table.missing, ...modelWords]) {
          expect(text).not.toBe('');
          expect(text).not.toMatch(badWords);
        }
        served.forEach((element, column) => {
          if (element.unit === '') expect(table.columns[column]!.heading).toContain(`unit ${notGiven}`);
          table.rows.forEach((row, rowIndex) => expect(row.values[column] === notGiven).toBe(element.values[rowIndex] === null));
        });
        series.elements.filter((element) => element.error === '').forEach(() => expect(table.missing.join(' ')).toContain(`reason ${notGiven}`));
        series.models.forEach((model, index) => {
          if (model.error === null && model.runUtcMs === null) expect(modelWords[index]).toContain(`run ${notGiven}`);
          if (model.error === ' ') expect(modelWords[index]).toContain(`reason ${notGiven}`);
        });
      }),
      { numRuns: 200, seed: 26 },
    );
  });
});
