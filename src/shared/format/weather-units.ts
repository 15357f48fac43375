import { kmhToKn, metresPerSecondToKn, metresToNm } from '../geo/units';
import { formatNumber, formatQuantity, notGiven } from './quantity-format';
import { beaufortUpperKn } from '../voyage/beaufort-scale';

/**
 * Weather at a place in the units a bridge uses: wind in knots with its Beaufort force, pressure
 * in hPa, visibility in nautical miles with metres beside it (fog is judged in metres), rain in
 * mm/h, sunshine in hours. The forecast gives wind in km/h, the legacy forecast and the climate in
 * m/s, the climate sunshine in seconds per day (despite its field's name).
 */

/** A figure the service gave, or null for one it left out (missing, null, NaN). */
export function givenNumber(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : value;
}

/** The Beaufort force of a mean wind, read at the whole knot as the scale's table is. */
export function beaufortForce(speedKn: number): number {
  const wholeKn = Math.round(speedKn);
  const force = beaufortUpperKn.findIndex((upperKn) => wholeKn < upperKn);
  return force === -1 ? 12 : force;
}

/** "18 kn (Bft 5)"; "not given" for a missing speed. */
export function windKnWords(speedKn: number | null | undefined): string {
  if (speedKn === null || speedKn === undefined || !Number.isFinite(speedKn)) return notGiven;
  return `${formatQuantity(speedKn, 'kn')} (Bft ${beaufortForce(speedKn)})`;
}

export function windFromKmh(speedKmh: number | null | undefined): number | null {
  return speedKmh === null || speedKmh === undefined ? null : kmhToKn(speedKmh);
}

export function windFromMs(speedMs: number | null | undefined): number | null {
  return speedMs === null || speedMs === undefined ? null : metresPerSecondToKn(speedMs);
}

/** "5.4 nm (10000 m)"; below a mile the metres lead: "800 m (0.4 nm)". */
export function visibilityWords(visibilityM: number | null | undefined): string {
  if (visibilityM === null || visibilityM === undefined || !Number.isFinite(visibilityM)) return notGiven;
  const nm = formatQuantity(metresToNm(visibilityM), 'nm');
  const metres = `${Math.round(visibilityM)} m`;
  return visibilityM < 1852 ? `${metres} (${nm})` : `${nm} (${metres})`;
}

/** "0.4 mm/h". */
export function precipitationWords(intensityMmH: number | null | undefined): string {
  if (intensityMmH === null || intensityMmH === undefined || !Number.isFinite(intensityMmH)) return notGiven;
  return `${intensityMmH.toFixed(intensityMmH < 10 ? 1 : 0)} mm/h`;
}

/** "1013 hPa". */
export function pressureWords(pressureHpa: number | null | undefined): string {
  return formatQuantity(pressureHpa, 'hPa');
}

/** "7.4 °C". */
export function temperatureWords(temperatureC: number | null | undefined): string {
  return formatQuantity(temperatureC, '°C');
}

/** "from 230°T" (where the wind comes from). */
export function windFromWords(bearingDeg: number | null | undefined): string {
  const degrees = formatNumber(bearingDeg, '°T');
  return degrees === notGiven ? `direction ${notGiven}` : `from ${degrees}°T`;
}

/** The climate's sunshine, given in seconds per day, as hours per day. */
export function sunshineHoursPerDay(sunshineSecondsPerDay: number): number {
  return sunshineSecondsPerDay / 3600;
}

/** "2.3 h a day". */
export function sunshineWords(sunshineSecondsPerDay: number | null | undefined): string {
  if (sunshineSecondsPerDay === null || sunshineSecondsPerDay === undefined || !Number.isFinite(sunshineSecondsPerDay)) return notGiven;
  return `${sunshineHoursPerDay(sunshineSecondsPerDay).toFixed(1)} h a day`;
}

/** "40 %" from a 0..1 ratio. */
export function percentWords(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? notGiven : formatQuantity(ratio * 100, '%');
}
