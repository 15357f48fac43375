import type L from 'leaflet';
import { worldPixelAtZoom0 } from './land-projection';

/**
 * Positions to the chart's container pixels, as `map.latLngToContainerPoint` gives them in the
 * view of the moment, with Web Mercator's arithmetic (land-projection.ts) rather than Leaflet's
 * path through a LatLng per position: projecting a 1,000-waypoint route for its symbols and its
 * names took about 5 ms each way in a profile of opening it, most of it building LatLngs.
 */
export function containerProjector(map: L.Map): (lat: number, lon: number) => { xPx: number; yPx: number } {
  const scale = 2 ** map.getZoom();
  const origin = map.getPixelOrigin();
  const panOffset = map.containerPointToLayerPoint([0, 0]);
  const shiftX = origin.x + panOffset.x;
  const shiftY = origin.y + panOffset.y;
  return (lat, lon) => {
    const world = worldPixelAtZoom0(lat, lon);
    return { xPx: world.x * scale - shiftX, yPx: world.y * scale - shiftY };
  };
}
