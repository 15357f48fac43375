import { describe, expect, it } from 'vitest';
import { parseUtcField, utcFieldText } from './utc-field';

const at0600 = Date.UTC(2026, 10, 25, 6, 0);

function timeOf(typed: string): number {
  const parsed = parseUtcField(typed);
  if (!parsed.ok) throw new Error(`"${typed}" refused: ${parsed.message}`);
  return parsed.timeUtcMs;
}

function refusal(typed: string): string {
  const parsed = parseUtcField(typed);
  if (parsed.ok) throw new Error(`"${typed}" was read as ${new Date(parsed.timeUtcMs).toISOString()}`);
  return parsed.message;
}

describe('UTC date-time fields', () => {
  it('shows a time as it reads it back, whatever the PC\'s zone', () => {
    expect(utcFieldText(at0600)).toBe('2026-11-25 06:00Z');
    expect(timeOf(utcFieldText(at0600))).toBe(at0600);
  });

  it.each([
    '2026-11-25 06:00',
    '2026-11-25T06:00',
    '2026-11-25T06:00Z',
    '2026-11-25 06:00:00Z',
    '2026-11-25 0600',
    '2026-11-25 06:00 UTC',
    '  2026-11-25   06:00  ',
    '25 Nov 2026 0600',
    '25 NOV 2026 06:00',
    '25 november 2026 0600Z',
    '25Nov2026 0600',
    '250600Z NOV 26',
    '250600ZNOV26',
    '250600z nov 2026',
  ])('reads "%s" as 25 Nov 2026 06:00 UTC', (typed) => {
    expect(timeOf(typed)).toBe(at0600);
  });

  it('reads the 24-hour clock to the last minute of the day and the turn of the year', () => {
    expect(timeOf('311200Z DEC 26')).toBe(Date.UTC(2026, 11, 31, 12, 0));
    expect(timeOf('2026-12-31 23:59')).toBe(Date.UTC(2026, 11, 31, 23, 59));
    expect(timeOf('29 Feb 2028 0000')).toBe(Date.UTC(2028, 1, 29, 0, 0));
  });

  it('says what was wrong and which forms are allowed', () => {
    expect(refusal('')).toMatch(/Type a date and time in UTC, such as 2026-11-25 06:00/);
    expect(refusal('tomorrow noon')).toBe('"tomorrow noon" is not a date and time: type UTC, 24-hour, as 2026-11-25 06:00, 2026-11-25T06:00Z, 25 Nov 2026 0600 or 251200Z NOV 26');
    expect(refusal('11/25/2026 6:00 AM')).toMatch(/is not a date and time: type UTC, 24-hour/);
    expect(refusal('2026-11-25')).toMatch(/is not a date and time/);
    expect(refusal('2026-13-01 06:00')).toBe('month 13 does not exist (01 to 12)');
    expect(refusal('31 Nov 2026 0600')).toBe('November 2026 has no day 31 (1 to 30)');
    expect(refusal('29 Feb 2026 0600')).toBe('February 2026 has no day 29 (1 to 28)');
    expect(refusal('2026-11-25 24:00')).toBe('hour 24 is out of range: the 24-hour clock runs 00 to 23');
    expect(refusal('2026-11-25 06:60')).toBe('minute 60 is out of range (00 to 59)');
    expect(refusal('251200Z NOX 26')).toBe('"NOX" is not a month: use its first three letters (JAN to DEC)');
    expect(refusal('2026-11-25 06:00:30')).toMatch(/is not a date and time/);
    expect(refusal('1901-11-25 06:00')).toBe('1901 is not a year to plan a passage in (1970 to 2200)');
  });

  it('refuses a time given in another zone rather than reading it as UTC', () => {
    expect(refusal('2026-11-25 06:00+01:00')).toMatch(/names another zone: type the time in UTC/);
    expect(refusal('2026-11-25T06:00-0500')).toMatch(/names another zone/);
    expect(refusal('25 Nov 2026 0600 LT')).toMatch(/names another zone/);
  });
});
