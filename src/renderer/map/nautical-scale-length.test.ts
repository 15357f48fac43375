import { describe, expect, it } from 'vitest';
import { roundScaleLengthNm, scaleLabel } from './nautical-scale-length';

describe('nautical scale length', () => {
  it('shows the longest round number of miles that fits', () => {
    expect(roundScaleLengthNm(730)).toBe(500);
    expect(roundScaleLengthNm(499)).toBe(200);
    expect(roundScaleLengthNm(199.9)).toBe(100);
    expect(roundScaleLengthNm(1)).toBe(1);
    expect(roundScaleLengthNm(0.37)).toBe(0.2);
    expect(roundScaleLengthNm(0.06)).toBe(0.05);
    expect(scaleLabel(0.2)).toBe('0.2 nm');
  });

  it('never shows more than fits, and never less than 40 % of it', () => {
    for (let maxNm = 0.011; maxNm < 20_000; maxNm *= 1.37) {
      const length = roundScaleLengthNm(maxNm);
      expect(length).toBeLessThanOrEqual(maxNm);
      expect(length).toBeGreaterThanOrEqual(maxNm * 0.4 - 1e-12);
    }
  });

  it('shows nothing rather than nonsense for an empty map', () => {
    expect(roundScaleLengthNm(0)).toBe(0);
    expect(roundScaleLengthNm(Number.NaN)).toBe(0);
  });
});
