import { describe, expect, it } from 'vitest';
import { localTimeWords, sharedZoneLabel, withoutZoneLabel } from './local-time';

describe('a table of local times with one zone', () => {
  const rotterdam = { name: 'Rotterdam', timeZone: 'Europe/Amsterdam' };
  const hours = (fromMs: number, count: number) => Array.from({ length: count }, (_, index) => localTimeWords(fromMs + index * 3_600_000, 4.5, rotterdam));

  it('says the zone once when every row shares it, and each time without it', () => {
    const locals = hours(Date.UTC(2026, 10, 30, 6), 3);
    expect(sharedZoneLabel(locals)).toBe('(UTC+1, Rotterdam)');
    expect(locals.map(withoutZoneLabel)).toEqual(['30 Nov 07:00', '30 Nov 08:00', '30 Nov 09:00']);
  });

  it('keeps the zone in every row across a change of offset, or while a zone is unknown or looked up', () => {
    // The clocks go back at 01:00 UTC on 25 October 2026.
    expect(sharedZoneLabel(hours(Date.UTC(2026, 9, 24, 23), 4))).toBeNull();
    expect(sharedZoneLabel([localTimeWords(0, 4.5, { name: 'Rotterdam', timeZone: null })])).toBeNull();
    expect(sharedZoneLabel([localTimeWords(0, 4.5, { name: 'Rotterdam', timeZone: undefined })])).toBeNull();
    expect(sharedZoneLabel([])).toBeNull();
    expect(withoutZoneLabel("01 Jan 00:00 (UTC+0, nautical zone); Rotterdam's zone unknown")).toBe("01 Jan 00:00 (UTC+0, nautical zone); Rotterdam's zone unknown");
  });
});
