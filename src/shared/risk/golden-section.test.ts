import { describe, expect, it } from 'vitest';
import { goldenSectionMinimum } from './golden-section';

describe('golden-section search', () => {
  it('finds the minimum of a parabola inside the interval, and an end when the minimum lies beyond', () => {
    expect(goldenSectionMinimum((x) => (x - 0.3) ** 2 + 5, 0, 1, 40).x).toBeCloseTo(0.3, 6);
    expect(goldenSectionMinimum((x) => (x - 0.3) ** 2 + 5, 0, 1, 40).value).toBeCloseTo(5, 9);
    expect(goldenSectionMinimum((x) => x, 2, 3, 40).x).toBeCloseTo(2, 6);
  });
});
