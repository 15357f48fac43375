/**
 * Two ways to hold a longitude. Drawing needs continuous values: a track from 170°E to 170°W is
 * drawn as 170 → 190, or Leaflet smears a line across the whole map. Display, storage and export
 * need normalised values in -180..180. Everything here takes degrees.
 */
import type { LatLon } from './lat-lon';

/**
 * The same meridian in -180..180. Values already in range come back unchanged (so -180 stays
 * -180 and 180 stays 180); others are reduced, with the 180° meridian given as 180.
 */
export function normalizeLongitude(lonDeg: number): number {
  if (lonDeg >= -180 && lonDeg <= 180) return lonDeg;
  const reduced = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  return reduced === -180 ? 180 : reduced;
}

/**
 * The signed change of longitude the short way round, in -180..180 (exactly opposite meridians
 * give +180, east). A leg from 170°E to 170°W is +20, not -340.
 */
export function longitudeDifference(fromLonDeg: number, toLonDeg: number): number {
  const diff = (((toLonDeg - fromLonDeg) % 360) + 360) % 360;
  return diff > 180 ? diff - 360 : diff;
}

/**
 * Longitudes shifted by whole turns so that no step between successive values exceeds 180°.
 * The first value is kept as given.
 */
export function unwrapLongitudes(lonsDeg: readonly number[]): number[] {
  const out: number[] = [];
  let previous: number | undefined;
  for (const lon of lonsDeg) {
    const next = previous === undefined ? lon : previous + longitudeDifference(previous, lon);
    out.push(next);
    previous = next;
  }
  return out;
}

/** A polyline with its longitudes unwrapped (see unwrapLongitudes); latitudes untouched. */
export function unwrapPolyline(points: readonly LatLon[]): LatLon[] {
  const lons = unwrapLongitudes(points.map((point) => point.lon));
  return points.map((point, index) => ({ lat: point.lat, lon: lons[index] ?? point.lon }));
}

/** A polyline with every longitude normalised to -180..180, for storage and export. */
export function normalizePolyline(points: readonly LatLon[]): LatLon[] {
  return points.map((point) => ({ lat: point.lat, lon: normalizeLongitude(point.lon) }));
}
