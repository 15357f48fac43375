import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapPolyline } from '../../shared/geo';
import type { PaletteColours } from '../palette/palette-colours';
import { useExternalStore } from '../state/external-store';
import { importPreviewStore } from './import-preview-store';

/**
 * The route of a file being previewed, on the chart: dashed in the accent colour so it is never
 * taken for the open voyage, its waypoints as small rings, the chart fitted to it. Legs are
 * straight on the Mercator chart, which is what the rhumb lines an import gives are.
 */
export function ImportPreviewLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const preview = useExternalStore(importPreviewStore);
  useEffect(() => {
    if (!preview) return undefined;
    const points = unwrapPolyline(preview.route.waypoints).map((point): L.LatLngExpression => [point.lat, point.lon]);
    const group = L.layerGroup([
      L.polyline(points, { color: colours.accent, weight: 3, dashArray: '8 6', interactive: false }),
      ...points.map((point) => L.circleMarker(point, { radius: 4, color: colours.accent, weight: 2, fillOpacity: 0.2, interactive: false })),
    ]).addTo(map);
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 12 });
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
