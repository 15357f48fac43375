import './no-go-areas.css';
import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, Pane, Polygon, Polyline, Tooltip, useMap } from 'react-leaflet';
import { isTypingTarget } from '../palette/palette-shortcuts';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageId } from '../route/open-voyage';
import { routeEditingStore } from '../route/route-editing';
import { useVoyageStore } from '../state/external-store';
import { addCorner, closeDrawing, noGoAreas, noGoDrawing, removeLastCorner, stopDrawing } from '../state/no-go-areas';
import { svgPath, useSvgRenderer } from './storms-layer';

export const NO_GO_PANE = 'no-go-areas';

/**
 * The open voyage's no-go areas on the chart (issue 24): each outlined and lightly filled in the
 * alarm colour, its name on it; and the one being drawn, corner by corner. While drawing, a click
 * on the chart adds a corner, and from the keyboard A adds one at the chart's centre (pan with
 * the arrow keys), Enter closes the area, Backspace takes back the last corner, Escape stops.
 */
export function NoGoAreasLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const voyageId = useOpenVoyageId();
  const { areas } = useVoyageStore(noGoAreas, voyageId);
  const drawing = useVoyageStore(noGoDrawing, voyageId);
  const renderer = useSvgRenderer(NO_GO_PANE);
  const drawingVoyage = useRef<string | null>(null);
  drawingVoyage.current = drawing === null ? null : voyageId;
  const isDrawing = drawing !== null;

  useEffect(
    function addCornersWhileDrawing() {
      if (!isDrawing) return;
      map.getContainer().classList.add('no-go-drawing');
      function onClick(event: L.LeafletMouseEvent) {
        const id = drawingVoyage.current;
        // In "edit route" a click is a waypoint's: the two modes never share one.
        if (id === null || routeEditingStore.get(id).editing) return;
        addCorner(id, { lat: event.latlng.lat, lon: event.latlng.wrap().lng });
      }
      // Captured before the route's own keys, so Backspace takes back a corner, not a waypoint.
      function onKeyDown(event: KeyboardEvent) {
        const id = drawingVoyage.current;
        if (id === null || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
        const key = event.key;
        if (key === 'a' || key === 'A') {
          const centre = map.getCenter().wrap();
          addCorner(id, { lat: centre.lat, lon: centre.lng });
        } else if (key === 'Enter') void closeDrawing(id);
        else if (key === 'Backspace') removeLastCorner(id);
        else if (key === 'Escape') stopDrawing(id);
        else return;
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      map.on('click', onClick);
      window.addEventListener('keydown', onKeyDown, true);
      return function stopAddingCorners() {
        map.off('click', onClick);
        window.removeEventListener('keydown', onKeyDown, true);
        map.getContainer().classList.remove('no-go-drawing');
      };
    },
    [map, isDrawing],
  );

  const outline = { color: colours.alarm, weight: 2, fillColor: colours.alarm, fillOpacity: 0.12, interactive: false };
  return (
    <Pane name={NO_GO_PANE} style={{ zIndex: 420 }}>
      {areas.map((area) => (
        <Polygon key={area.id} positions={area.corners.map((corner) => [corner.lat, corner.lon])} {...svgPath({ renderer, className: 'no-go-area', dashArray: '10 5', ...outline })}>
          <Tooltip permanent direction="center" className="no-go-label">
            {area.name}
          </Tooltip>
        </Polygon>
      ))}
      {drawing !== null && drawing.corners.length > 0 && (
        <>
          <Polyline positions={drawing.corners.map((corner) => [corner.lat, corner.lon])} {...svgPath({ renderer, className: 'no-go-drawing-edges', ...outline, fillOpacity: 0 })} />
          {drawing.corners.length > 2 && (
            <Polyline
              positions={[drawing.corners[drawing.corners.length - 1]!, drawing.corners[0]!].map((corner) => [corner.lat, corner.lon])}
              {...svgPath({ renderer, className: 'no-go-drawing-closing', ...outline, dashArray: '2 6' })}
            />
          )}
          {drawing.corners.map((corner, index) => (
            <CircleMarker key={index} center={[corner.lat, corner.lon]} radius={4} {...svgPath({ renderer, className: 'no-go-corner', ...outline, fillOpacity: 1 })} />
          ))}
        </>
      )}
    </Pane>
  );
}
