/**
 * Where the land's path lies in Leaflet's world pixels (EPSG:3857, 256 px round the world at
 * zoom 0), and which world copies of it a view can show: the arithmetic of map/land-canvas.ts,
 * apart from Leaflet so that it can be tested without a page.
 */

/** Leaflet's Web Mercator stops here (L.Projection.SphericalMercator.MAX_LATITUDE). */
const MAX_LATITUDE_DEG = 85.0511287798;
export const WORLD_PX_AT_ZOOM_0 = 256;

/** A position in zoom-0 world pixels, as map.project(latLng, 0) gives it. */
export function worldPixelAtZoom0(lat: number, lng: number): { x: number; y: number } {
  const clampedLat = Math.max(-MAX_LATITUDE_DEG, Math.min(MAX_LATITUDE_DEG, lat));
  const northing = Math.log(Math.tan(Math.PI / 4 + (clampedLat * Math.PI) / 360));
  return { x: WORLD_PX_AT_ZOOM_0 * (0.5 + lng / 360), y: WORLD_PX_AT_ZOOM_0 * (0.5 - northing / (2 * Math.PI)) };
}

/**
 * The world copies whose land can show in pixels [minX, maxX] of a world `worldPx` wide: copy k
 * holds the polygons whose west lies in [-180°, 180°) shifted by k turns, some reaching up to half
 * a turn further east (rings unwrapped across 180°), so the copy west of the view is drawn too.
 */
export function worldCopiesInView(minX: number, maxX: number, worldPx: number): number[] {
  const copies: number[] = [];
  for (let copy = Math.floor(minX / worldPx) - 1; copy <= Math.floor(maxX / worldPx); copy += 1) copies.push(copy);
  return copies;
}
