import { describe, expect, it } from 'vitest';
import { beaufortForce, precipitationWords, sunshineHoursPerDay, sunshineWords, visibilityWords, windFromKmh, windFromMs, windKnWords } from './weather-units';

// Hand-worked: 1 kn = 1.852 km/h = 1852/3600 m/s = 0.51444 m/s; 1 nm = 1852 m.
describe('bridge units', () => {
  it('turns km/h and m/s into knots', () => {
    expect(windFromKmh(37.04)).toBeCloseTo(20, 6); // 37.04 / 1.852
    expect(windFromKmh(100)).toBeCloseTo(53.996, 3);
    expect(windFromMs(10)).toBeCloseTo(19.438, 3); // 10 / 0.514444
    expect(windFromMs(null)).toBeNull();
  });

  it('gives the Beaufort force of the scale table', () => {
    expect(beaufortForce(0.4)).toBe(0);
    expect(beaufortForce(3)).toBe(1);
    expect(beaufortForce(10)).toBe(3);
    expect(beaufortForce(16.4)).toBe(4); // 16 kn
    expect(beaufortForce(16.6)).toBe(5); // 17 kn
    expect(beaufortForce(30)).toBe(7);
    expect(beaufortForce(47)).toBe(9);
    expect(beaufortForce(70)).toBe(12);
    // 20 km/h: 10.8 kn, read as 11 kn: force 4.
    expect(beaufortForce(windFromKmh(20) ?? 0)).toBe(4);
    expect(windKnWords(windFromKmh(37.04))).toBe('20 kn (Bft 5)');
    expect(windKnWords(undefined)).toBe('not given');
  });

  it('writes visibility in nautical miles and metres', () => {
    expect(visibilityWords(10_000)).toBe('5.4 nm (10000 m)'); // 10000 / 1852 = 5.40
    expect(visibilityWords(800)).toBe('800 m (0.4 nm)');
    expect(visibilityWords(null)).toBe('not given');
  });

  it('reads the climate sunshine as seconds per day', () => {
    // The vendor's example: 8363 s for a Dutch January day is 2.32 h.
    expect(sunshineHoursPerDay(8363)).toBeCloseTo(2.323, 3);
    expect(sunshineWords(8363)).toBe('2.3 h a day');
    expect(sunshineWords(undefined)).toBe('not given');
  });

  it('writes precipitation in mm/h', () => {
    expect(precipitationWords(0.44)).toBe('0.4 mm/h');
    expect(precipitationWords(12.3)).toBe('12 mm/h');
    expect(precipitationWords(null)).toBe('not given');
  });
});
