/**
 * Positions written the way navigators write them: degrees and decimal minutes with three
 * decimals, latitude degrees in two digits and longitude degrees in three, hemisphere last:
 * 51°54.300'N 004°28.800'E. Parsing what they type is in position-parse.ts.
 */
import { normalizeLongitude } from './longitude';

/** Thousandths of a minute in a degree: the formats round to this once, then split. */
const MILLI_MINUTES_PER_DEGREE = 60_000;

function degreesMinutes(valueDeg: number, degreeDigits: number): string {
  // Round the whole value to thousandths of a minute before splitting into degrees and
  // minutes, so 51°59.9999' becomes 52°00.000', never 51°60.000'.
  const milliMinutes = Math.round(Math.abs(valueDeg) * MILLI_MINUTES_PER_DEGREE);
  const degrees = Math.floor(milliMinutes / MILLI_MINUTES_PER_DEGREE);
  const rest = milliMinutes - degrees * MILLI_MINUTES_PER_DEGREE;
  const minutes = Math.floor(rest / 1000);
  const thousandths = rest - minutes * 1000;
  return `${String(degrees).padStart(degreeDigits, '0')}°${String(minutes).padStart(2, '0')}.${String(thousandths).padStart(3, '0')}'`;
}

/** A value that rounds to zero is written north or east, never 00°00.000'S. */
function isSouthOrWest(valueDeg: number): boolean {
  return valueDeg < 0 && Math.round(Math.abs(valueDeg) * MILLI_MINUTES_PER_DEGREE) > 0;
}

/** `51°54.300'N`. Throws a RangeError for a latitude that is not a number within ±90°. */
export function formatLatitude(latDeg: number): string {
  if (!Number.isFinite(latDeg) || Math.abs(latDeg) > 90) throw new RangeError(`latitude must be a number within 90°, not ${latDeg}`);
  return `${degreesMinutes(latDeg, 2)}${isSouthOrWest(latDeg) ? 'S' : 'N'}`;
}

/** `004°28.800'E`. Any finite longitude is accepted and normalised to -180..180 first. */
export function formatLongitude(lonDeg: number): string {
  if (!Number.isFinite(lonDeg)) throw new RangeError(`longitude must be a number, not ${lonDeg}`);
  const normalized = normalizeLongitude(lonDeg);
  return `${degreesMinutes(normalized, 3)}${isSouthOrWest(normalized) ? 'W' : 'E'}`;
}

/** `51°54.300'N 004°28.800'E`. */
export function formatPosition(latDeg: number, lonDeg: number): string {
  return `${formatLatitude(latDeg)} ${formatLongitude(lonDeg)}`;
}
