import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { computeRoute } from '../../shared/geo';
import { routeDrawing } from '../map/route-drawing';
import type { PaletteColours } from '../palette/palette-colours';
import { useExternalStore } from '../state/external-store';
import { importPreviewStore } from './import-preview-store';

/**
 * The route of a file being previewed, on the chart: dashed in the accent colour so it is never
 * taken for the open voyage, its waypoints as small rings, the chart fitted to it. Each leg is
 * drawn as its own geometry says (an RTZ Orthodrome a great circle, curved on the chart; a rhumb
 * line straight) by the route layer's own drawing (map/route-drawing.ts), longitudes continuous
 * across 180°.
 */
export function ImportPreviewLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const preview = useExternalStore(importPreviewStore);
  useEffect(() => {
    if (!preview) return undefined;
    const drawing = routeDrawing(computeRoute(preview.route));
    const points = drawing.waypoints.map((point): L.LatLngExpression => [point.lat, point.lon]);
    const legs = drawing.legs.map((leg) => leg.map((point): L.LatLngExpression => [point.lat, point.lon]));
    const group = L.layerGroup([
      L.polyline(legs, { color: colours.accent, weight: 3, dashArray: '8 6', interactive: false, className: 'import-preview-route' }),
      ...points.map((point) => L.circleMarker(point, { radius: 4, color: colours.accent, weight: 2, fillOpacity: 0.2, interactive: false })),
    ]).addTo(map);
    // Fitted to the drawn legs: a great circle bows out beyond its waypoints.
    map.fitBounds(L.latLngBounds(legs.flat().concat(points)), { padding: [40, 40], maxZoom: 12 });
    // What is drawn, for the end-to-end test: the canvas itself cannot be read back.
    const container = map.getContainer();
    container.dataset.importPreviewWaypoints = String(points.length);
    return () => {
      group.remove();
      delete container.dataset.importPreviewWaypoints;
    };
  }, [map, preview, colours]);
  return null;
}
