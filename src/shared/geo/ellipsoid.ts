/**
 * The WGS84 ellipsoid as rhumb lines need it: the meridian arc (distance from the equator along
 * a meridian), its inverse, and the isometric latitude (Mercator's stretched latitude, in which a
 * rhumb line is straight). Angles in radians, lengths in metres.
 *
 * The meridian arc is Helmert's series in the third flattening n, kept to n^4: the first term
 * left out is about n^5 = 1.3e-14 of the arc, far below a millimetre.
 */

export const WGS84_A_M = 6378137;
export const WGS84_F = 1 / 298.257223563;

const e2 = WGS84_F * (2 - WGS84_F);
const e = Math.sqrt(e2);
const n = WGS84_F / (2 - WGS84_F);
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;

/** Radius of the rectifying sphere: the meridian arc is this times the rectifying latitude. */
const rectifyingRadiusM = (WGS84_A_M / (1 + n)) * (1 + n2 / 4 + n4 / 64);
const c2 = -1.5 * n + (9 / 16) * n3;
const c4 = (15 / 16) * n2 - (15 / 32) * n4;
const c6 = -(35 / 48) * n3;
const c8 = (315 / 512) * n4;

/** Equator to pole along a meridian: 10,001,965.729 m. */
export const QUARTER_MERIDIAN_M = (rectifyingRadiusM * Math.PI) / 2;

/** Distance along the meridian from the equator to latitude `latRad` (negative south). */
export function meridianArcM(latRad: number): number {
  return (
    rectifyingRadiusM *
    (latRad + c2 * Math.sin(2 * latRad) + c4 * Math.sin(4 * latRad) + c6 * Math.sin(6 * latRad) + c8 * Math.sin(8 * latRad))
  );
}

/** d(meridianArcM)/d(lat) of the same series, so Newton's method converges on the series' own root. */
function meridianArcSlopeM(latRad: number): number {
  return (
    rectifyingRadiusM *
    (1 + 2 * c2 * Math.cos(2 * latRad) + 4 * c4 * Math.cos(4 * latRad) + 6 * c6 * Math.cos(6 * latRad) + 8 * c8 * Math.cos(8 * latRad))
  );
}

/**
 * The latitude at meridian distance `arcM` from the equator, by Newton's method from the
 * rectifying latitude (three or four steps reach machine precision). Clamped at the poles.
 */
export function latitudeFromMeridianArc(arcM: number): number {
  if (arcM >= QUARTER_MERIDIAN_M) return Math.PI / 2;
  if (arcM <= -QUARTER_MERIDIAN_M) return -Math.PI / 2;
  let latRad = arcM / rectifyingRadiusM;
  for (let i = 0; i < 10; i += 1) {
    const step = (meridianArcM(latRad) - arcM) / meridianArcSlopeM(latRad);
    latRad -= step;
    if (Math.abs(step) < 1e-15) break;
  }
  return latRad;
}

/** Isometric latitude psi: a rhumb line is a straight line in (longitude, psi). Infinite at the poles. */
export function isometricLatitude(latRad: number): number {
  const sinLat = Math.sin(latRad);
  if (Math.abs(latRad) >= Math.PI / 2) return latRad > 0 ? Infinity : -Infinity;
  return Math.atanh(sinLat) - e * Math.atanh(e * sinLat);
}

/** Radius of the parallel at `latRad`: metres east-west per radian of longitude. */
export function parallelRadiusM(latRad: number): number {
  const sinLat = Math.sin(latRad);
  return (WGS84_A_M * Math.cos(latRad)) / Math.sqrt(1 - e2 * sinLat * sinLat);
}
