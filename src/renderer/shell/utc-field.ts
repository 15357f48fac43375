import { formatUtcDateTime } from '../../shared/time/time-format';

/**
 * The date-time fields (departure, required arrival) as text a navigator types in UTC, 24-hour,
 * in any of the forms of logbooks and messages: never the browser's date picker, which shows
 * the PC's locale (a 12-hour US clock on many machines) and hides the zone. Shared by every field
 * that takes a departure or arrival.
 */

export type UtcFieldParse = { ok: true; timeUtcMs: number } | { ok: false; message: string };

/** Named in every refusal, so the navigator sees what would have been understood. */
export const utcFieldForms = '2026-11-25 06:00, 2026-11-25T06:00Z, 25 Nov 2026 0600 or 251200Z NOV 26';

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What the field shows for a time: "2026-11-25 06:00Z", which it also reads back. */
export function utcFieldText(timeUtcMs: number): string {
  return formatUtcDateTime(timeUtcMs);
}

interface Parts {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
}

// ISO-like: 2026-11-25 06:00, 2026-11-25T06:00Z, 2026-11-25 0600 UTC, seconds allowed and dropped only when zero.
const isoForm = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ]\s*(\d{1,2}):?(\d{2})(?::(\d{2}))?$/;
// Day month year: 25 Nov 2026 0600, 25 NOV 2026 06:00.
const dayMonthYearForm = /^(\d{1,2})\s*([A-Z]{3,9})\s*(\d{4})\s+(\d{1,2}):?(\d{2})$/;
// Date-time group: 251200Z NOV 26, 251200ZNOV2026 (day, hour, minute, Z, month, year).
const dateTimeGroupForm = /^(\d{2})(\d{2})(\d{2})\s*Z\s*([A-Z]{3})\s*(\d{2}|\d{4})$/;

function monthNumber(word: string): number | null {
  const index = months.indexOf(word.slice(0, 3));
  if (index < 0) return null;
  // "NOVEMBER" and "NOV" are the same month; "NOVX" is not.
  const full = monthNames[index]?.toUpperCase() ?? '';
  return word.length === 3 || full.startsWith(word) ? index + 1 : null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strips the ways a navigator marks UTC ("Z", "UTC", "GMT") and refuses any other zone. */
function withoutUtcMark(text: string): { ok: true; text: string } | { ok: false; message: string } {
  // An offset after a clock time ("06:00+01:00"), or a zone's name: never read as UTC.
  if (/(\d{1,2}:?\d{2}\s*[+-]\d{1,2}(:?\d{2})?|\d\s*(LT|LOCAL|CET|CEST|EST|PST|BST))$/.test(text) && !dateTimeGroupForm.test(text)) {
    return { ok: false, message: `"${text}" names another zone: type the time in UTC (${utcFieldForms})` };
  }
  return { ok: true, text: text.replace(/\s*(Z|UTC|GMT)$/, '').trim() };
}

type Reading = { kind: 'parts'; parts: Parts } | { kind: 'unknown' } | { kind: 'badMonth'; word: string };

function partsOf(text: string): Reading {
  const iso = isoForm.exec(text);
  if (iso) {
    if (iso[6] !== undefined && iso[6] !== '00') return { kind: 'unknown' };
    return { kind: 'parts', parts: { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]), hour: Number(iso[4]), minute: Number(iso[5]) } };
  }
  const dayMonthYear = dayMonthYearForm.exec(text);
  if (dayMonthYear) {
    const month = monthNumber(dayMonthYear[2] ?? '');
    if (month === null) return { kind: 'badMonth', word: dayMonthYear[2] ?? '' };
    return { kind: 'parts', parts: { year: Number(dayMonthYear[3]), month, day: Number(dayMonthYear[1]), hour: Number(dayMonthYear[4]), minute: Number(dayMonthYear[5]) } };
  }
  const group = dateTimeGroupForm.exec(text);
  if (group) {
    const month = monthNumber(group[4] ?? '');
    if (month === null) return { kind: 'badMonth', word: group[4] ?? '' };
    const yearText = group[5] ?? '';
    // Two-digit years are this century's: a passage is planned for the coming weeks.
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return { kind: 'parts', parts: { year, month, day: Number(group[1]), hour: Number(group[2]), minute: Number(group[3]) } };
  }
  return { kind: 'unknown' };
}

/**
 * A typed UTC date and time, or what was wrong with it and the forms allowed. Only whole
 * minutes: a passage plan is timed to the minute.
 */
export function parseUtcField(typed: string): UtcFieldParse {
  const trimmed = typed.trim().toUpperCase().replace(/\s+/g, ' ');
  if (trimmed === '') return { ok: false, message: `Type a date and time in UTC, such as ${utcFieldForms}` };
  const unmarked = withoutUtcMark(trimmed);
  if (!unmarked.ok) return unmarked;
  const reading = partsOf(unmarked.text);
  if (reading.kind === 'unknown') return { ok: false, message: `"${typed.trim()}" is not a date and time: type UTC, 24-hour, as ${utcFieldForms}` };
  if (reading.kind === 'badMonth') return { ok: false, message: `"${reading.word}" is not a month: use its first three letters (JAN to DEC)` };
  const { year, month, day, hour, minute } = reading.parts;
  if (year < 1970 || year > 2200) return { ok: false, message: `${year} is not a year to plan a passage in (1970 to 2200)` };
  if (month < 1 || month > 12) return { ok: false, message: `month ${month} does not exist (01 to 12)` };
  const lastDay = daysInMonth(year, month);
  if (day < 1 || day > lastDay) return { ok: false, message: `${monthNames[month - 1]} ${year} has no day ${day} (1 to ${lastDay})` };
  if (hour > 23) return { ok: false, message: `hour ${hour} is out of range: the 24-hour clock runs 00 to 23` };
  if (minute > 59) return { ok: false, message: `minute ${minute} is out of range (00 to 59)` };
  return { ok: true, timeUtcMs: Date.UTC(year, month - 1, day, hour, minute) };
}
