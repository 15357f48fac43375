import { describe, expect, it } from 'vitest';
import { nauticalTimeZone, nauticalZoneOffsetHours } from './nautical-time-zone';
import { formatZoneTime } from './time-format';

describe('nautical time zone', () => {
  it('gives the zone of a longitude, 15° wide and centred on multiples of 15°', () => {
    expect(nauticalZoneOffsetHours(0)).toBe(0);
    expect(nauticalZoneOffsetHours(4.47)).toBe(0);
    expect(nauticalZoneOffsetHours(7.6)).toBe(1);
    expect(nauticalZoneOffsetHours(-7.6)).toBe(-1);
    expect(nauticalZoneOffsetHours(-74)).toBe(-5);
    expect(nauticalZoneOffsetHours(139.7)).toBe(9);
    expect(nauticalZoneOffsetHours(179.9)).toBe(12);
    expect(nauticalZoneOffsetHours(-179.9)).toBe(-12);
  });

  it('is the same zone for a longitude given past 180°', () => {
    expect(nauticalZoneOffsetHours(360 + 30)).toBe(2);
    expect(nauticalZoneOffsetHours(-360 - 30)).toBe(-2);
  });

  it('refuses a longitude that is not a number', () => {
    expect(() => nauticalZoneOffsetHours(Number.NaN)).toThrow(/longitude must be a number/);
  });

  it('names an IANA zone that writes the local time with the right offset', () => {
    const timeMs = Date.UTC(2026, 10, 23, 12, 0);
    expect(nauticalTimeZone(4.5)).toBe('Etc/GMT');
    expect(formatZoneTime(timeMs, nauticalTimeZone(4.5))).toBe('23 Nov 12:00 (UTC+0)');
    expect(formatZoneTime(timeMs, nauticalTimeZone(31))).toBe('23 Nov 14:00 (UTC+2)');
    expect(formatZoneTime(timeMs, nauticalTimeZone(-74))).toBe('23 Nov 07:00 (UTC−5)');
    expect(formatZoneTime(timeMs, nauticalTimeZone(170))).toBe('23 Nov 23:00 (UTC+11)');
  });
});
