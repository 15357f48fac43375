import { normalizeLongitude } from '../../shared/geo';

/**
 * Numbers and times as route files write them. xsd:decimal has no exponent, so numbers are
 * written in fixed notation; RTZ and GPX longitudes run from -180 up to but not including 180.
 */

/** Positions to 1e-7° (about 1 cm): finer than any chart, coarse enough to stay short. */
export const POSITION_DECIMALS = 7;
export const SPEED_DECIMALS = 6;

export function decimalText(value: number, maxDecimals: number): string {
  const fixed = value.toFixed(maxDecimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** Latitude in decimal degrees, as written. */
export function latitudeText(latDeg: number): string {
  return decimalText(latDeg, POSITION_DECIMALS);
}

/** Longitude normalised to -180..180, the 180° meridian written as -180 (the schemas exclude 180). */
export function longitudeText(lonDeg: number): string {
  const text = decimalText(normalizeLongitude(lonDeg), POSITION_DECIMALS);
  return text === '180' ? '-180' : text;
}

/** `2026-11-23T12:00:00.000Z`: xsd:dateTime in UTC, to the millisecond. */
export function utcTimeText(utcMs: number): string {
  return new Date(utcMs).toISOString();
}
