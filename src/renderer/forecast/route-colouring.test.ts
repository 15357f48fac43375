import { describe, expect, it } from 'vitest';
import { colourBands, colourFor } from './route-colouring';

describe('route colouring', () => {
  it('splits the voyage range into equal bands, lowest to highest', () => {
    const bands = colourBands([1, null, 3, 5], ['a', 'b', 'c', 'd']);
    expect(bands.map((band) => [band.fromValue, band.toValue, band.colour])).toEqual([
      [1, 2, 'a'],
      [2, 3, 'b'],
      [3, 4, 'c'],
      [4, 5, 'd'],
    ]);
    expect(colourFor(1, bands, 'x')).toBe('a');
    expect(colourFor(2.5, bands, 'x')).toBe('b');
    expect(colourFor(5, bands, 'x')).toBe('d');
    expect(colourFor(null, bands, 'x')).toBe('x');
  });

  it('has no bands without values, and one flat band when all are equal', () => {
    expect(colourBands([null, null], ['a'])).toEqual([]);
    expect(colourFor(2, colourBands([2, 2], ['a', 'b']), 'x')).toBe('a');
  });
});
