/**
 * Times as navigators read them: UTC first, always marked with Z; local time beside it in the
 * zone of the place (a port's IANA zone), marked with its offset; ages in words a tired officer
 * reads at a glance.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2026-11-23 13:05Z": ISO date and minutes, the form of logbooks and passage plans. */
export function formatUtcDateTime(timeMs: number): string {
  const t = new Date(timeMs);
  return `${t.getUTCFullYear()}-${twoDigits(t.getUTCMonth() + 1)}-${twoDigits(t.getUTCDate())} ${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}Z`;
}

// English month names written out: toLocaleString per call cost a 1,000-row route table seconds.
// The one list: tables, chart axes and the printed plan all write months through this file.
const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov": the day and month of a UTC time, for axis labels. */
export function formatUtcDay(timeMs: number): string {
  const t = new Date(timeMs);
  return `${t.getUTCDate()} ${monthsShort[t.getUTCMonth()] ?? ''}`;
}

/**
 * A time axis label in UTC, the same on every chart, screen and print: "24 Nov" at midnight (or
 * whenever the ticks are a day or more apart), "06Z" between.
 */
export function utcAxisLabel(seconds: number, tickSpacingSeconds: number): string {
  const hours = new Date(seconds * 1000).getUTCHours();
  if (hours === 0 || tickSpacingSeconds >= 86_400) return formatUtcDay(seconds * 1000);
  return `${twoDigits(hours)}Z`;
}

/** "10 Dec 00Z": a forecast step, the day and the hour. */
export function formatUtcDayHour(timeMs: number): string {
  return `${formatUtcDay(timeMs)} ${twoDigits(new Date(timeMs).getUTCHours())}Z`;
}

/** "13:05Z": the time of day alone, where the day is said once nearby (the next minutes' rain). */
export function formatUtcTimeOfDay(timeMs: number): string {
  const t = new Date(timeMs);
  return `${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}Z`;
}

/** "23 Nov 13:05Z": short, for tables and chart labels where the year is obvious. */
export function formatUtcShort(timeMs: number): string {
  const t = new Date(timeMs);
  return `${twoDigits(t.getUTCDate())} ${monthsShort[t.getUTCMonth()] ?? ''} ${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}Z`;
}

// One formatter per zone, kept: building an Intl.DateTimeFormat is far dearer than using one,
// and a route table asks the same few zones for every row.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The tz database's fixed zones, Etc/GMT-14 to Etc/GMT+12 (the sign counts west): every waypoint at
 * sea is written in one (nauticalTimeZone), and their offset is in their name.
 */
const fixedZone = /^Etc\/GMT(?:([+-])(\d{1,2}))?$/;

function fixedZoneOffsetMinutes(timeZone: string): number | null {
  const match = fixedZone.exec(timeZone);
  if (match === null) return null;
  const hoursWest = match[1] === undefined ? 0 : Number(`${match[1]}${match[2] ?? ''}`);
  if (hoursWest < -14 || hoursWest > 12) return null;
  return hoursWest === 0 ? 0 : -hoursWest * 60;
}

/**
 * Offset of `timeZone` from UTC at that moment, in minutes (east positive). A fixed zone's is read
 * from its name: Intl's formatToParts cost about a millisecond a drop of a waypoint in the route
 * table's rows at sea, each formatting its local time again.
 */
export function zoneOffsetMinutes(timeMs: number, timeZone: string): number {
  const fixed = fixedZoneOffsetMinutes(timeZone);
  if (fixed !== null && Number.isFinite(timeMs)) return fixed;
  const parts = zoneFormatter(timeZone).formatToParts(new Date(timeMs));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
  return Math.round((asUtc - Math.floor(timeMs / minuteMs) * minuteMs) / minuteMs);
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `UTC${sign}${Math.floor(absolute / 60)}${minutes === 0 ? '' : `:${twoDigits(minutes)}`}`;
}

/**
 * "23 Nov 14:05 (UTC+1)": the local time in an IANA zone; with `zoneName` the reader also learns
 * whose zone it is: "23 Nov 14:05 (UTC+1, Rotterdam)". An unknown zone name throws a RangeError
 * that says which name it was.
 */
export function formatZoneTime(timeMs: number, timeZone: string, zoneName?: string): string {
  let offset: number;
  try {
    offset = zoneOffsetMinutes(timeMs, timeZone);
  } catch (error) {
    throw new RangeError(`unknown time zone "${timeZone}"`, { cause: error });
  }
  const local = formatUtcShort(timeMs + offset * minuteMs).replace(/Z$/, '');
  return `${local} (${formatOffset(offset)}${zoneName === undefined ? '' : `, ${zoneName}`})`;
}

/** "just now", "4 min", "2 h 10 min", "3 d 4 h": how old a figure is. */
export function formatAge(ageMs: number): string {
  if (!Number.isFinite(ageMs) || ageMs < minuteMs) return 'just now';
  if (ageMs < hourMs) return `${Math.floor(ageMs / minuteMs)} min`;
  if (ageMs < dayMs) {
    const minutes = Math.floor((ageMs % hourMs) / minuteMs);
    return `${Math.floor(ageMs / hourMs)} h${minutes === 0 ? '' : ` ${minutes} min`}`;
  }
  const hours = Math.floor((ageMs % dayMs) / hourMs);
  return `${Math.floor(ageMs / dayMs)} d${hours === 0 ? '' : ` ${hours} h`}`;
}

/** "3 d 4 h" for a duration at sea (rounded to the hour past a day, to the minute below). */
export function formatDuration(durationMs: number): string {
  if (durationMs < hourMs) return `${Math.round(durationMs / minuteMs)} min`;
  if (durationMs < dayMs) {
    const totalMinutes = Math.round(durationMs / minuteMs);
    return `${Math.floor(totalMinutes / 60)} h ${twoDigits(totalMinutes % 60)} min`;
  }
  const totalHours = Math.round(durationMs / hourMs);
  return `${Math.floor(totalHours / 24)} d ${totalHours % 24} h`;
}
