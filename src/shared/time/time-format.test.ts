import { describe, expect, it } from 'vitest';
import { formatAge, formatDuration, formatUtcDateTime, formatUtcShort, formatZoneTime, zoneOffsetMinutes } from './time-format';

const t = Date.UTC(2026, 10, 23, 13, 5, 40);

describe('time formats', () => {
  it('writes UTC with a Z, to the minute', () => {
    expect(formatUtcDateTime(t)).toBe('2026-11-23 13:05Z');
    expect(formatUtcShort(t)).toBe('23 Nov 13:05Z');
  });

  it('names every month in three English letters, at any day and hour of it (no "Sept")', () => {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (let month = 0; month < 12; month += 1) {
      const first = Date.UTC(2027, month, 1, 0, 0);
      const last = Date.UTC(2027, month + 1, 1) - 60_000;
      for (const time of [first, last]) {
        expect(formatUtcShort(time)).toBe(`${new Date(time).toISOString().slice(8, 10)} ${names[month]} ${new Date(time).toISOString().slice(11, 16)}Z`);
      }
    }
  });

  it('gives local time with its offset, across daylight saving and half-hour zones', () => {
    expect(formatZoneTime(t, 'Europe/Amsterdam')).toBe('23 Nov 14:05 (UTC+1)');
    expect(formatZoneTime(Date.UTC(2026, 6, 1, 12, 0), 'Europe/Amsterdam')).toBe('01 Jul 14:00 (UTC+2)');
    expect(formatZoneTime(t, 'Asia/Kolkata')).toBe('23 Nov 18:35 (UTC+5:30)');
    expect(formatZoneTime(t, 'America/New_York')).toBe('23 Nov 08:05 (UTC−5)');
    expect(zoneOffsetMinutes(t, 'UTC')).toBe(0);
    expect(formatZoneTime(t, 'Asia/Singapore', 'Singapore')).toBe('23 Nov 21:05 (UTC+8, Singapore)');
  });

  it('says which zone it does not know', () => {
    expect(() => formatZoneTime(t, 'Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
    // Shaped like a fixed zone, but beyond the tz database's: still refused.
    expect(() => formatZoneTime(t, 'Etc/GMT+13')).toThrow('unknown time zone "Etc/GMT+13"');
    expect(() => formatZoneTime(Number.NaN, 'Etc/GMT+3')).toThrow(RangeError);
  });

  it("reads a fixed zone's offset from its name as Intl gives it, at any time", () => {
    const zones = ['Etc/GMT', 'Etc/GMT+0', 'Etc/GMT-0', ...Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`)];
    const times = [t, Date.UTC(2026, 6, 1, 23, 59), Date.UTC(1970, 0, 1), Date.UTC(2100, 11, 31, 12)];
    for (const zone of zones) {
      for (const time of times) {
        const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(time);
        const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
        const intlMinutes = (Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute')) - Math.floor(time / 60_000) * 60_000) / 60_000;
        expect(zoneOffsetMinutes(time, zone), `${zone} at ${new Date(time).toISOString()}`).toBe(intlMinutes);
      }
    }
    expect(formatZoneTime(t, 'Etc/GMT+5', 'nautical zone')).toBe('23 Nov 08:05 (UTC−5, nautical zone)');
    expect(formatZoneTime(t, 'Etc/GMT-14')).toBe('24 Nov 03:05 (UTC+14)');
  });

  it('says ages and durations in words', () => {
    expect(formatAge(20_000)).toBe('just now');
    expect(formatAge(4 * 60_000 + 59_000)).toBe('4 min');
    expect(formatAge(2 * 3_600_000)).toBe('2 h');
    expect(formatAge(2 * 3_600_000 + 10 * 60_000)).toBe('2 h 10 min');
    expect(formatAge(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(5 * 3_600_000 + 7 * 60_000)).toBe('5 h 07 min');
    expect(formatDuration(2 * 86_400_000 + 5 * 3_600_000 + 40 * 60_000)).toBe('2 d 6 h');
  });
});
