/**
 * Unit conversions between what the service sends and what a navigator reads. The service gives
 * wind and current in km/h and distances in metres; Passage shows knots and nautical miles.
 * The nautical mile is exactly 1,852 m and the knot exactly one nautical mile per hour.
 */

export const METRES_PER_NM = 1852;
export const SECONDS_PER_HOUR = 3600;
export const MS_PER_HOUR = 3_600_000;

const KMH_PER_KN = METRES_PER_NM / 1000;
const METRES_PER_SECOND_PER_KN = METRES_PER_NM / SECONDS_PER_HOUR;

export const nmToMetres = (distanceNm: number): number => distanceNm * METRES_PER_NM;
export const metresToNm = (distanceM: number): number => distanceM / METRES_PER_NM;

export const knToMetresPerSecond = (speedKn: number): number => speedKn * METRES_PER_SECOND_PER_KN;
export const metresPerSecondToKn = (speedMs: number): number => speedMs / METRES_PER_SECOND_PER_KN;

export const knToKmh = (speedKn: number): number => speedKn * KMH_PER_KN;
export const kmhToKn = (speedKmh: number): number => speedKmh / KMH_PER_KN;

export const kmhToMetresPerSecond = (speedKmh: number): number => speedKmh / 3.6;
export const metresPerSecondToKmh = (speedMs: number): number => speedMs * 3.6;
