import { describe, expect, it } from 'vitest';
import { utcTimeScale, valueScale, valueTickLabel } from './meteogram-scales';

const hourMs = 3_600_000;

describe('the meteogram time axis', () => {
  it('ticks a three-day voyage every 6 h at 00, 06, 12 and 18Z, the day written at midnight', () => {
    const from = Date.UTC(2026, 11, 1, 7, 20);
    const to = Date.UTC(2026, 11, 4, 2, 0);
    const scale = utcTimeScale(from, to, 14);
    expect(scale.stepH).toBe(6);
    expect(scale.ticks[0]?.timeUtcMs).toBe(Date.UTC(2026, 11, 1, 12));
    expect(scale.ticks.map((tick) => tick.label).slice(0, 5)).toEqual(['12Z', '18Z', '2 Dec', '06Z', '12Z']);
    expect(scale.ticks.filter((tick) => tick.midnight).map((tick) => tick.label)).toEqual(['2 Dec', '3 Dec', '4 Dec']);
    expect(scale.ticks.at(-1)?.timeUtcMs).toBe(Date.UTC(2026, 11, 4, 0));
    for (const tick of scale.ticks) {
      expect(tick.timeUtcMs).toBeGreaterThanOrEqual(from);
      expect(tick.timeUtcMs).toBeLessThanOrEqual(to);
    }
  });

  it('takes a shorter step for a day trip and whole days for an ocean crossing', () => {
    expect(utcTimeScale(Date.UTC(2026, 0, 1, 8), Date.UTC(2026, 0, 1, 20), 14).stepH).toBe(1);
    const crossing = utcTimeScale(Date.UTC(2026, 0, 1, 8), Date.UTC(2026, 0, 13, 20), 14);
    expect(crossing.stepH).toBe(24);
    expect(crossing.ticks.every((tick) => tick.midnight)).toBe(true);
    expect(crossing.ticks.length).toBeLessThanOrEqual(14);
    // A month at sea: weekly ticks at most 14 of them, still at midnights.
    const month = utcTimeScale(Date.UTC(2026, 0, 1), Date.UTC(2026, 2, 1), 14);
    expect(month.stepH).toBe(168);
    expect(month.ticks.length).toBeLessThanOrEqual(14);
    expect(month.ticks.every((tick) => tick.midnight)).toBe(true);
  });

  it('refuses an axis that ends before it starts, saying what it got', () => {
    expect(() => utcTimeScale(10 * hourMs, 5 * hourMs, 10)).toThrow(/end after its start, not 36000000 to 18000000/);
    expect(() => utcTimeScale(0, hourMs, 1)).toThrow(/at least 2 ticks/);
  });
});

describe('the meteogram value axes', () => {
  it('starts wind at 0 kn and ends at a round number above the highest value', () => {
    const scale = valueScale([8.2, 14.9, 27.3], 5, true);
    expect(scale).toEqual({ min: 0, max: 30, step: 10, ticks: [0, 10, 20, 30] });
  });

  it('starts a weak current at 0 kn too, so it does not look like a strong one', () => {
    expect(valueScale([0.36, 0.55], 5, true)).toMatchObject({ min: 0, max: 0.6 });
  });

  it('keeps pressure round its values instead of squashing it onto 0 hPa', () => {
    const scale = valueScale([1003.4, 1011.2, 1019.8], 5, false);
    expect(scale?.min).toBe(1000);
    expect(scale?.max).toBe(1020);
    expect(scale?.step).toBe(5);
  });

  it('takes negative temperatures, and gives a flat line a span to sit in', () => {
    expect(valueScale([-3.2, 4.1], 5, false)).toMatchObject({ min: -4, max: 6, step: 2 });
    const calm = valueScale([12, 12, 12], 5, false);
    expect(calm?.min).toBeLessThan(12);
    expect(calm?.max).toBeGreaterThan(12);
    expect(valueScale([0, 0], 5, true)).toMatchObject({ min: 0 });
  });

  it('has no axis without values', () => {
    expect(valueScale([], 5, true)).toBeNull();
    expect(valueScale([Number.NaN], 5, true)).toBeNull();
  });

  it('labels ticks with the decimals the step needs', () => {
    expect(valueTickLabel(20, 10)).toBe('20');
    expect(valueTickLabel(1.5, 0.5)).toBe('1.5');
    expect(valueTickLabel(0.75, 0.25)).toBe('0.75');
    expect(valueScale([0.1, 1.1], 5, true)?.ticks.map((tick) => valueTickLabel(tick, 0.25))).toEqual(['0.00', '0.25', '0.50', '0.75', '1.00', '1.25']);
  });
});
