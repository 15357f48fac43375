import { describe, expect, it } from 'vitest';
import { ensembleAnswer, ensembleValue } from './ensemble-value.fixture';
import { elementStatisticsAt, memberStatistics, quantileOfSorted } from './ensemble-statistics';

describe('quantileOfSorted (type 7: position share × (n − 1))', () => {
  it('matches hand-worked quantiles of ten members', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // p10: position 0.9 -> 1 + 0.9 × (2 − 1) = 1.9; median: position 4.5 -> 5.5; p90: position 8.1 -> 9.1.
    expect(quantileOfSorted(sorted, 0.1)).toBeCloseTo(1.9, 12);
    expect(quantileOfSorted(sorted, 0.5)).toBeCloseTo(5.5, 12);
    expect(quantileOfSorted(sorted, 0.9)).toBeCloseTo(9.1, 12);
    expect(quantileOfSorted(sorted, 0)).toBe(1);
    expect(quantileOfSorted(sorted, 1)).toBe(10);
  });

  it('gives the one value of a single member, and refuses no values or a share outside 0 to 1', () => {
    expect(quantileOfSorted([4.2], 0.9)).toBe(4.2);
    expect(() => quantileOfSorted([], 0.5)).toThrow(/at least one value/);
    expect(() => quantileOfSorted([1, 2], 1.5)).toThrow(/from 0 to 1, not 1.5/);
  });
});

describe('memberStatistics', () => {
  it('sorts a copy: five unordered members, worked by hand', () => {
    const members = [3.0, 1.0, 4.0, 1.5, 9.0];
    // sorted 1, 1.5, 3, 4, 9; p10 at 0.4 -> 1 + 0.4 × 0.5 = 1.2; median 3; p90 at 3.6 -> 4 + 0.6 × 5 = 7.
    const stats = memberStatistics(members, 3.0);
    expect(stats.p10).toBeCloseTo(1.2, 12);
    expect(stats.median).toBe(3);
    expect(stats.p90).toBeCloseTo(7, 12);
    expect(stats.control).toBe(3);
    expect(stats.members).toEqual([3.0, 1.0, 4.0, 1.5, 9.0]);
    expect(members).toEqual([3.0, 1.0, 4.0, 1.5, 9.0]);
  });
});

describe('elementStatisticsAt', () => {
  const runSec = Date.UTC(2026, 8, 1) / 1000;
  const value = ensembleValue;
  const answer = ensembleAnswer(
    runSec,
    [
      { element: 'windSpeed', unit: 'm/s', level: 10, data: [{ time: runSec, value: value([10, 20, 30], 10) }, { time: runSec + 6 * 3600, value: value([20, 20, 10], 20) }] },
      { element: 'swellHeight', error: 'not in this model' },
    ],
  );

  it('interpolates members and control half way between steps, in knots', () => {
    const stats = elementStatisticsAt(answer, 'windSpeed', (runSec + 3 * 3600) * 1000);
    const knPerMs = 3600 / 1852;
    // Half way: members 15, 20, 20 m/s; control 15 m/s.
    expect(stats).toMatchObject({ status: 'ok', unit: 'kn' });
    if (stats.status !== 'ok') return;
    expect(stats.members.map((kn) => kn / knPerMs)).toEqual([15, 20, 20].map((ms) => expect.closeTo(ms, 10)));
    expect(stats.control! / knPerMs).toBeCloseTo(15, 10);
    // sorted 15, 20, 20: p10 at 0.2 -> 16; median 20; p90 20.
    expect(stats.p10 / knPerMs).toBeCloseTo(16, 10);
    expect(stats.median / knPerMs).toBeCloseTo(20, 10);
    expect(stats.p90 / knPerMs).toBeCloseTo(20, 10);
  });

  it('says why there are no statistics: an element in error, one outside the limits, a time past the forecast', () => {
    expect(elementStatisticsAt(answer, 'swellHeight', runSec * 1000)).toEqual({ status: 'missing', reason: expect.stringMatching(/answered swellHeight with an error: not in this model/) });
    expect(elementStatisticsAt(answer, 'seaSurfaceTemperature', runSec * 1000)).toEqual({ status: 'missing', reason: expect.stringMatching(/not an element a vessel limit reads \(allowed: significantWaveHeight/) });
    expect(elementStatisticsAt(answer, 'windSpeed', (runSec + 7 * 3600) * 1000)).toEqual({ status: 'missing', reason: expect.stringMatching(/is forecast from .* not at/) });
  });
});
