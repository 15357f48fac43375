import { describe, expect, it } from 'vitest';
import { defaultBytesPerCredit, expectedBytes, expectedSizeWords } from './expected-size';

describe('the expected size on the link', () => {
  it('is credits × the bytes a credit measured in the ledger brought', () => {
    expect(expectedBytes(3_600, 13)).toBe(46_800);
    expect(expectedSizeWords(3_600, 13)).toBe('about 47 kB');
  });

  it('falls back to the rule (36 bytes a credit, BENCHMARKS.md) before anything was measured, or on a measure that makes no sense', () => {
    expect(defaultBytesPerCredit).toBe(36);
    expect(expectedBytes(3_600, null)).toBe(129_600);
    expect(expectedBytes(3_600, 0)).toBe(129_600);
    expect(expectedBytes(3_600, Number.NaN)).toBe(129_600);
    expect(expectedSizeWords(3_600, null)).toBe('about 130 kB');
  });

  it('says small and large sizes as a navigator reads them, and nothing when nothing is spent', () => {
    expect(expectedSizeWords(1, null)).toBe('under 1 kB');
    expect(expectedSizeWords(50, null)).toBe('about 1.8 kB');
    expect(expectedSizeWords(100_000, null)).toBe('about 3.6 MB');
    expect(expectedSizeWords(0, null)).toBeNull();
  });
});
