/**
 * Spherical geometry for the simulation (the demo only simulates: the exact ellipsoidal work is
 * src/shared/geo's). Great circles and rhumb lines on a sphere of the mean Earth radius.
 */

export const earthRadiusM = 6_371_008.8;
const toRad = Math.PI / 180;
const toDeg = 180 / Math.PI;

export interface LatLon {
  lat: number;
  lon: number;
}

export function normalizeLon(lonDeg: number): number {
  const wrapped = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lonDeg > 0 ? 180 : wrapped;
}

export function greatCircleDistanceM(from: LatLon, to: LatLon): number {
  const phi1 = from.lat * toRad;
  const phi2 = to.lat * toRad;
  const dPhi = phi2 - phi1;
  const dLambda = (to.lon - from.lon) * toRad;
  const a = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial course from one point to another, degrees true 0..360. */
export function initialBearingDeg(from: LatLon, to: LatLon): number {
  const phi1 = from.lat * toRad;
  const phi2 = to.lat * toRad;
  const dLambda = (to.lon - from.lon) * toRad;
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return (Math.atan2(y, x) * toDeg + 360) % 360;
}

export function destination(from: LatLon, bearingDeg: number, distanceM: number): LatLon {
  const delta = distanceM / earthRadiusM;
  const theta = bearingDeg * toRad;
  const phi1 = from.lat * toRad;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    from.lon * toRad +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { lat: phi2 * toDeg, lon: normalizeLon(lambda2 * toDeg) };
}

function isometricLat(latDeg: number): number {
  const clamped = Math.max(-89.9999, Math.min(89.9999, latDeg));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * toRad) / 2));
}

/** Longitude difference the short way round, -180..180. */
function deltaLon(from: LatLon, to: LatLon): number {
  return normalizeLon(to.lon - from.lon);
}

export function rhumbDistanceM(from: LatLon, to: LatLon): number {
  const dPhi = (to.lat - from.lat) * toRad;
  const dPsi = isometricLat(to.lat) - isometricLat(from.lat);
  const q = Math.abs(dPsi) > 1e-12 ? dPhi / dPsi : Math.cos(from.lat * toRad);
  const dLambda = deltaLon(from, to) * toRad;
  return Math.sqrt(dPhi * dPhi + q * q * dLambda * dLambda) * earthRadiusM;
}

export type Routing = 'rhumb' | 'greatcircle';

export function legDistanceM(from: LatLon, to: LatLon, routing: Routing): number {
  return routing === 'rhumb' ? rhumbDistanceM(from, to) : greatCircleDistanceM(from, to);
}

/** The position a fraction (0..1) of the way along a leg. */
export function interpolateLeg(from: LatLon, to: LatLon, fraction: number, routing: Routing): LatLon {
  if (routing === 'rhumb') {
    const lat = from.lat + (to.lat - from.lat) * fraction;
    const psiFrom = isometricLat(from.lat);
    const psiTo = isometricLat(to.lat);
    const dLon = deltaLon(from, to);
    // Along a rhumb line longitude is linear in isometric latitude (or in distance on a parallel).
    const share = Math.abs(psiTo - psiFrom) > 1e-12 ? (isometricLat(lat) - psiFrom) / (psiTo - psiFrom) : fraction;
    return { lat, lon: normalizeLon(from.lon + dLon * share) };
  }
  const delta = greatCircleDistanceM(from, to) / earthRadiusM;
  if (delta < 1e-12) return { lat: from.lat, lon: from.lon };
  const a = Math.sin((1 - fraction) * delta) / Math.sin(delta);
  const b = Math.sin(fraction * delta) / Math.sin(delta);
  const phi1 = from.lat * toRad;
  const phi2 = to.lat * toRad;
  const l1 = from.lon * toRad;
  const l2 = to.lon * toRad;
  const x = a * Math.cos(phi1) * Math.cos(l1) + b * Math.cos(phi2) * Math.cos(l2);
  const y = a * Math.cos(phi1) * Math.sin(l1) + b * Math.cos(phi2) * Math.sin(l2);
  const z = a * Math.sin(phi1) + b * Math.sin(phi2);
  return {
    lat: Math.atan2(z, Math.sqrt(x * x + y * y)) * toDeg,
    lon: normalizeLon(Math.atan2(y, x) * toDeg),
  };
}

export const metersPerNm = 1852;
export const knotsToMs = metersPerNm / 3600;
