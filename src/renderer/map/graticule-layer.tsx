import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import { graticuleIntervalMin, graticuleLines, latitudeLabel, longitudeLabel } from './graticule-lines';
import { chartPane } from './chart-pane';

const paneName = 'graticule';
const labelInsetPx = 4;

function graticulePane(map: L.Map): HTMLElement {
  // Above the land (398) and the route (overlay pane, 400), below anything a later layer puts in the marker pane.
  return chartPane(map, paneName, 450, true);
}

function labelMarker(latLng: L.LatLngExpression, text: string, className: string): L.Marker {
  return L.marker(latLng, {
    pane: paneName,
    interactive: false,
    keyboard: false,
    // A zero-size anchor; the text hangs off it by CSS (left for meridians, right for parallels).
    icon: L.divIcon({ className: `graticule-label ${className}`, html: '', iconSize: [0, 0], iconAnchor: [0, 0] }),
  }).on('add', (event) => {
    const element = (event.target as L.Marker).getElement();
    if (!element) return;
    const span = document.createElement('span');
    span.textContent = text; // set as text, never parsed as HTML
    element.replaceChildren(span);
  });
}

/** Lines and labels for what is on screen now; rebuilt after each move, which is cheap. */
function drawGraticule(map: L.Map, group: L.LayerGroup, renderer: L.Renderer, colours: PaletteColours) {
  group.clearLayers();
  const bounds = map.getBounds();
  const size = map.getSize();
  const interval = graticuleIntervalMin(map.getZoom());
  const lines = graticuleLines({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() }, interval);
  const style: L.PolylineOptions = { renderer, interactive: false, color: colours.graticule, weight: 1, opacity: 0.8 };
  const south = Math.max(bounds.getSouth(), -85.06);
  const north = Math.min(bounds.getNorth(), 85.06);
  for (const lngDeg of lines.meridiansDeg) {
    group.addLayer(L.polyline([[south, lngDeg], [north, lngDeg]], style));
    const x = map.latLngToContainerPoint([0, lngDeg]).x;
    group.addLayer(labelMarker(map.containerPointToLatLng([x + labelInsetPx, labelInsetPx]), longitudeLabel(lngDeg), 'graticule-label-meridian'));
  }
  for (const latDeg of lines.parallelsDeg) {
    group.addLayer(L.polyline([[latDeg, bounds.getWest()], [latDeg, bounds.getEast()]], style));
    const y = map.latLngToContainerPoint([latDeg, 0]).y;
    // Parallel labels sit at the right edge, clear of the zoom buttons on the left.
    group.addLayer(labelMarker(map.containerPointToLatLng([size.x - labelInsetPx, y - labelInsetPx]), latitudeLabel(latDeg), 'graticule-label-parallel'));
  }
}

export function GraticuleLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const renderer = useMemo(() => {
    graticulePane(map);
    // SVG, not a canvas: a few dozen lines drawn for the view alone need no bitmap of their own,
    // and a canvas costs its area several times over in the renderer (chart-canvas.ts).
    return L.svg({ pane: paneName, padding: 0.1 });
  }, [map]);
  const group = useMemo(() => L.layerGroup(), []);

  useEffect(
    function addGraticule() {
      group.addTo(map);
      // A zoom fires zoomend and then moveend, a resize moveend and then resize, for one view:
      // it is drawn once (drawing it cost about 6 ms on opening a voyage, which zooms the chart).
      let drawnFor: string | null = null;
      function redraw() {
        const origin = map.getPixelOrigin();
        const pan = map.containerPointToLayerPoint([0, 0]);
        const size = map.getSize();
        const view = `${map.getZoom()} ${origin.x} ${origin.y} ${pan.x} ${pan.y} ${size.x} ${size.y}`;
        if (view === drawnFor) return;
        drawnFor = view;
        drawGraticule(map, group, renderer, colours);
      }
      redraw();
      map.on('moveend zoomend resize', redraw);
      return function removeGraticule() {
        map.off('moveend zoomend resize', redraw);
        group.remove();
      };
    },
    [map, group, renderer, colours],
  );

  return null;
}
