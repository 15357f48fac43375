import { describe, expect, it } from 'vitest';
import {
  kmhToKn,
  kmhToMetresPerSecond,
  knToKmh,
  knToMetresPerSecond,
  metresPerSecondToKmh,
  metresPerSecondToKn,
  metresToNm,
  nmToMetres,
} from './units';

describe('units', () => {
  it('a nautical mile is 1,852 m', () => {
    expect(nmToMetres(1)).toBe(1852);
    expect(metresToNm(3704)).toBe(2);
  });

  it('wind of 55.56 km/h from the service reads as 30 kn (Beaufort 7)', () => {
    expect(kmhToKn(55.56)).toBeCloseTo(30, 12);
    expect(knToKmh(30)).toBeCloseTo(55.56, 12);
  });

  it('1 kn is 1852/3600 m/s; 36 km/h is 10 m/s', () => {
    expect(knToMetresPerSecond(1)).toBeCloseTo(0.514444, 6);
    expect(metresPerSecondToKn(knToMetresPerSecond(12.5))).toBeCloseTo(12.5, 12);
    expect(kmhToMetresPerSecond(36)).toBeCloseTo(10, 12);
    expect(metresPerSecondToKmh(10)).toBeCloseTo(36, 12);
  });
});
