import { describe, expect, it } from 'vitest';
import { createFreshnessPolicy, isFresh, nextRunMs, type FreshnessEntry } from './freshness';

const hourMs = 3_600_000;
const minuteMs = 60_000;
const run12z = Date.UTC(2026, 10, 22, 12);

function entry(overrides: Partial<FreshnessEntry>): FreshnessEntry {
  return { operation: 'storms', fetchedAtMs: run12z, modelRunMs: null, runHoursUtc: null, ...overrides };
}

describe('freshness', () => {
  it('keeps a forecast fresh until the next run of its model is due, then not', () => {
    const forecast = entry({ operation: 'marineTimeseriesRoute', fetchedAtMs: run12z + 5 * hourMs, modelRunMs: run12z, runHoursUtc: [0, 6, 12, 18] });
    // Next run 18Z, available about 4 h later: 22Z.
    expect(isFresh(forecast, Date.UTC(2026, 10, 22, 21, 59))).toBe(true);
    expect(isFresh(forecast, Date.UTC(2026, 10, 22, 22, 0))).toBe(false);
  });

  it('follows the catalogue run hours of a once-a-day model across midnight', () => {
    expect(nextRunMs(run12z, [0])).toBe(Date.UTC(2026, 10, 23, 0));
    const daily = entry({ operation: 'marineTimeseriesPoint', fetchedAtMs: run12z + hourMs, modelRunMs: run12z, runHoursUtc: [12] });
    expect(isFresh(daily, Date.UTC(2026, 10, 23, 15))).toBe(true);
    expect(isFresh(daily, Date.UTC(2026, 10, 23, 16))).toBe(false);
  });

  it('does not ask again at once when the newer run is already overdue', () => {
    const late = entry({ operation: 'shippingRoute', fetchedAtMs: run12z + 20 * hourMs, modelRunMs: run12z, runHoursUtc: [0, 6, 12, 18] });
    expect(isFresh(late, run12z + 20 * hourMs + 10 * minuteMs)).toBe(true);
    expect(isFresh(late, run12z + 20 * hourMs + 16 * minuteMs)).toBe(false);
  });

  it.each([
    ['storms', 30 * minuteMs],
    ['trafficOverview', 5 * minuteMs],
    ['portList', 30 * 24 * hourMs],
    ['weatherClimate', 365 * 24 * hourMs],
  ])('serves %s for its fixed time', (operation, maxAgeMs) => {
    const answer = entry({ operation });
    expect(isFresh(answer, run12z + maxAgeMs - 1)).toBe(true);
    expect(isFresh(answer, run12z + maxAgeMs)).toBe(false);
  });

  it('lets the settings shorten or lengthen a rule, forecasts included', () => {
    const policy = createFreshnessPolicy({ overridesMinutes: { storms: 5, marineTimeseriesRoute: 60 } });
    expect(policy.isFresh(entry({}), run12z + 6 * minuteMs)).toBe(false);
    const forecast = entry({ operation: 'marineTimeseriesRoute', modelRunMs: run12z });
    expect(policy.isFresh(forecast, run12z + 61 * minuteMs)).toBe(false);
  });

  it('never calls an answer of an unknown operation fresh', () => {
    expect(isFresh(entry({ operation: 'somethingNew' }), run12z)).toBe(false);
  });
});
