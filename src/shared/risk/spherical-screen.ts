/**
 * A cheap spherical distance used only to screen: which of thousands of ship/storm pairs could be
 * the closest, or could be inside an area. Every figure reported is then solved on WGS84 by
 * GeographicLib (geo/geodesic.ts), which costs about a hundred times more per pair.
 */
import type { LatLon } from '../geo';

/** Mean Earth radius (IUGG R1 = 6,371,008.8 m) in nautical miles. */
const EARTH_RADIUS_NM = 6_371_008.8 / 1852;
const RAD = Math.PI / 180;

/**
 * The spherical distance differs from the WGS84 geodesic by at most about 0.56 %; screening keeps
 * every candidate within this share (plus SCREEN_SLACK_NM) of a threshold, so it never drops one.
 */
export const SCREEN_SHARE = 0.01;
export const SCREEN_SLACK_NM = 1;

export interface UnitVector {
  x: number;
  y: number;
  z: number;
}

export function unitVector(point: LatLon): UnitVector {
  const lat = point.lat * RAD;
  const lon = point.lon * RAD;
  const cosLat = Math.cos(lat);
  return { x: cosLat * Math.cos(lon), y: cosLat * Math.sin(lon), z: Math.sin(lat) };
}

/** Spherical distance in nm between two unit vectors (atan2 form: accurate for tiny and huge angles). */
export function sphericalDistanceNm(a: UnitVector, b: UnitVector): number {
  const cx = a.y * b.z - a.z * b.y;
  const cy = a.z * b.x - a.x * b.z;
  const cz = a.x * b.y - a.y * b.x;
  const dot = a.x * b.x + a.y * b.y + a.z * b.z;
  return Math.atan2(Math.sqrt(cx * cx + cy * cy + cz * cz), dot) * EARTH_RADIUS_NM;
}

/** The same as sphericalDistanceNm to a latitude and longitude in degrees, without a vector object (hot loops). */
export function sphericalDistanceToNm(a: UnitVector, latDeg: number, lonDeg: number): number {
  const cosLat = Math.cos(latDeg * RAD);
  const bx = cosLat * Math.cos(lonDeg * RAD);
  const by = cosLat * Math.sin(lonDeg * RAD);
  const bz = Math.sin(latDeg * RAD);
  const cx = a.y * bz - a.z * by;
  const cy = a.z * bx - a.x * bz;
  const cz = a.x * by - a.y * bx;
  return Math.atan2(Math.sqrt(cx * cx + cy * cy + cz * cz), a.x * bx + a.y * by + a.z * bz) * EARTH_RADIUS_NM;
}

/** How far a spherical distance of `distanceNm` may be from the ellipsoidal one, at most. */
export function screenErrorNm(distanceNm: number): number {
  return Math.abs(distanceNm) * SCREEN_SHARE + SCREEN_SLACK_NM;
}

/** Whether a spherical distance may still be within `limitNm` on the ellipsoid. */
export function mayBeWithinNm(sphericalNm: number, limitNm: number): boolean {
  return sphericalNm <= limitNm + screenErrorNm(limitNm);
}
