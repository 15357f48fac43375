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
 * holds the land shifted by k turns, from its west edge to its east edge (in zoom-0 pixels: the
 * polygons' west lies in [-180°, 180°), rings unwrapped across 180° reach further east), so the
 * copy west of the view is drawn where its land reaches into it, and no copy that cannot.
 */
export function worldCopiesInView(minX: number, maxX: number, worldPx: number, land: { westPx: number; eastPx: number }): number[] {
  const scale = worldPx / WORLD_PX_AT_ZOOM_0;
  const copies: number[] = [];
  const firstCopy = Math.floor((minX - land.eastPx * scale) / worldPx);
  for (let copy = firstCopy; copy * worldPx + land.westPx * scale <= maxX; copy += 1) {
    if (copy * worldPx + land.eastPx * scale >= minX) copies.push(copy);
  }
  return copies;
}
