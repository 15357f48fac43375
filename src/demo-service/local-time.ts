/** Local times in an IANA zone, from the runtime's ICU data. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of a zone from UTC at an instant, minutes (Europe/Amsterdam in summer: 120). */
export function zoneOffsetMinutes(timeZone: string, atMs: number): number {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(atMs)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** ISO 8601 with the zone's offset, e.g. 2025-06-15T10:00:00+02:00. */
export function isoWithOffset(atMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, atMs);
  const local = new Date(atMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Start of the local day containing an instant, as Unix ms. */
export function localMidnightMs(atMs: number, timeZone: string): number {
  const offsetMs = zoneOffsetMinutes(timeZone, atMs) * 60_000;
  return Math.floor((atMs + offsetMs) / 86_400_000) * 86_400_000 - offsetMs;
}
