/**
 * A position in degrees on WGS84: latitude -90..90 (north positive), longitude east positive.
 * Whether a longitude is normalised (-180..180) or continuous (may pass 180 for drawing) is said
 * by the function that returns it; see longitude.ts.
 */
export interface LatLon {
  lat: number;
  lon: number;
}
