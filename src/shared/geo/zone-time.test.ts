import { describe, expect, it } from 'vitest';
import { formatZoneTime, zoneDescriptionHours } from './zone-time';

describe('nautical zone time', () => {
  it.each([
    [0, 0],
    [7.4, 0],
    [7.6, -1],
    [45, -3],
    [-73.8, 5],
    [172.4, -11],
    [179.9, -12],
    [180, -12],
    [-179.9, 12],
    [360 + 45, -3],
  ])('longitude %d keeps ZD %d', (lonDeg, zd) => {
    expect(zoneDescriptionHours(lonDeg)).toBe(zd);
  });

  it('writes zone time beside its description', () => {
    const utcMs = Date.UTC(2026, 11, 1, 6, 30);
    expect(formatZoneTime(utcMs, 45)).toBe('2026-12-01 09:30 (ZD -3)');
    expect(formatZoneTime(utcMs, -73.8)).toBe('2026-12-01 01:30 (ZD +5)');
    expect(formatZoneTime(utcMs, 3)).toBe('2026-12-01 06:30 (ZD 0)');
    expect(formatZoneTime(utcMs, -179)).toBe('2026-11-30 18:30 (ZD +12)');
    expect(formatZoneTime(utcMs + 29_999, 0)).toBe('2026-12-01 06:30 (ZD 0)');
    expect(formatZoneTime(utcMs + 30_000, 0)).toBe('2026-12-01 06:31 (ZD 0)');
  });
});
