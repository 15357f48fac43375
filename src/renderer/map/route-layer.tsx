import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { normalizeLongitude, type LatLon } from '../../shared/geo';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyage } from '../route/open-voyage';
import { appendWaypoint, deleteWaypoint, insertWaypoint, moveWaypoint } from '../route/route-edits';
import { useRouteEditing } from '../route/route-editing';
import { besideLongitude, legPoints, routeDrawing, type RouteDrawing } from './route-drawing';

const toLatLng = (point: LatLon): L.LatLngExpression => [point.lat, point.lon];
const fromLatLng = (latLng: L.LatLng): LatLon => ({ lat: latLng.lat, lon: normalizeLongitude(latLng.lng) });

/** What the handlers need now, read when the event fires rather than captured at drawing time. */
interface Live {
  voyage: Voyage | null;
  editing: boolean;
  serviceSpeedKn: number;
  edit(change: (voyage: Voyage) => Voyage): void;
  select(index: number | null): void;
}

/**
 * The open voyage on the chart: legs as their true tracks, waypoints as markers, all on one
 * canvas (a 1,000-waypoint route stays smooth). In edit mode (E) a click on the chart appends
 * a waypoint, a click on a leg inserts one there, a waypoint drags to move and its context
 * menu deletes it. Outside edit mode a click only selects, so a stray click never moves a route.
 * While dragging only the two legs beside the waypoint are solved again; the voyage is edited
 * once, on release, so one drag is one undo step.
 */
export function RouteLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const { voyage, plan, edit, profile } = useOpenVoyage();
  const { editing, selected, select } = useRouteEditing();
  const live = useRef<Live>({ voyage, editing, serviceSpeedKn: defaultVesselProfile.serviceSpeedKn, edit, select });
  live.current = { voyage, editing, serviceSpeedKn: profile?.serviceSpeedKn ?? defaultVesselProfile.serviceSpeedKn, edit, select };
  // A click on a leg or a waypoint also reaches the map; this is how the map knows it was taken.
  const handledEvent = useRef<Event | null>(null);
  // The browser's click after a drag's release is a different event; it is ignored by time.
  const ignoreClicksUntil = useRef(0);

  // Create: the canvas and the group, once.
  const renderer = useMemo(() => L.canvas({ padding: 0.5, tolerance: 6 }), []);
  const group = useMemo(() => L.layerGroup(), []);

  useEffect(
    function addRouteLayer() {
      group.addTo(map);
      function appendOnClick(event: L.LeafletMouseEvent) {
        const now = live.current;
        if (!now.editing || now.voyage === null || handledEvent.current === event.originalEvent || performance.now() < ignoreClicksUntil.current) return;
        now.edit((current) => appendWaypoint(current, fromLatLng(event.latlng), now.serviceSpeedKn));
        now.select(now.voyage.waypoints.length);
      }
      map.on('click', appendOnClick);
      return function removeRouteLayer() {
        map.off('click', appendOnClick);
        group.remove();
      };
    },
    [map, group],
  );

  useEffect(
    function showEditMode() {
      map.getContainer().classList.toggle('route-editing', editing);
    },
    [map, editing],
  );

  const drawing = useMemo<RouteDrawing>(() => {
    if (plan?.ok) return routeDrawing(plan.plan.route);
    return { legs: [], waypoints: (voyage?.waypoints ?? []).map((each) => ({ lat: each.lat, lon: each.lon })) };
  }, [plan, voyage?.waypoints]);

  // Update: redraw from the solved route whenever it, the selection or the palette changes.
  useEffect(
    function drawRoute() {
      group.clearLayers();
      const lineStyle: L.PolylineOptions = { renderer, color: colours.route, weight: 2.5, opacity: 0.95 };
      const lines = drawing.legs.map((points, legIndex) =>
        L.polyline(points.map(toLatLng), lineStyle).on('click', (event: L.LeafletMouseEvent) => {
          handledEvent.current = event.originalEvent;
          const now = live.current;
          if (!now.editing) return;
          now.edit((current) => insertWaypoint(current, legIndex, fromLatLng(event.latlng)));
          now.select(legIndex + 1);
        }),
      );
      const markers = drawing.waypoints.map((point, index) => {
        const marker = L.circleMarker(toLatLng(point), {
          renderer,
          radius: index === selected ? 7 : 5,
          color: index === selected ? colours.accent : colours.route,
          weight: 2,
          fillColor: colours.panel,
          fillOpacity: 1,
        });
        marker.on('click', (event: L.LeafletMouseEvent) => {
          handledEvent.current = event.originalEvent;
          live.current.select(index);
        });
        marker.on('contextmenu', (event: L.LeafletMouseEvent) => {
          handledEvent.current = event.originalEvent;
          L.DomEvent.preventDefault(event.originalEvent);
          live.current.select(index);
          openDeleteMenu(map, event.latlng, index, live);
        });
        marker.on('mousedown', (event: L.LeafletMouseEvent) => {
          if (!live.current.editing || event.originalEvent.button !== 0) return;
          L.DomEvent.stop(event.originalEvent);
          dragWaypoint(map, { marker, lines, drawing, index, live, ignoreClicksUntil });
        });
        return marker;
      });
      for (const layer of [...lines, ...markers]) group.addLayer(layer);
      const container = map.getContainer();
      container.dataset.routeWaypoints = JSON.stringify(drawing.waypoints.map((each) => [Number(each.lat.toFixed(4)), Number(each.lon.toFixed(4))]));
    },
    [map, group, renderer, drawing, selected, colours],
  );

  return null;
}

function openDeleteMenu(map: L.Map, at: L.LatLng, index: number, live: { current: Live }) {
  const button = L.DomUtil.create('button', 'route-menu-delete');
  button.type = 'button';
  button.textContent = `Delete waypoint ${index + 1}`;
  L.DomEvent.on(button, 'click', () => {
    live.current.edit((current) => (current.waypoints[index] ? deleteWaypoint(current, index) : current));
    live.current.select(null);
    map.closePopup();
  });
  L.popup({ closeButton: false, className: 'route-menu' }).setLatLng(at).setContent(button).openOn(map);
}

interface Drag {
  marker: L.CircleMarker;
  lines: L.Polyline[];
  drawing: RouteDrawing;
  index: number;
  live: { current: Live };
  ignoreClicksUntil: { current: number };
}

/** Follows the pointer until release, redrawing only the legs that touch the waypoint. */
function dragWaypoint(map: L.Map, { marker, lines, drawing, index, live, ignoreClicksUntil }: Drag) {
  const voyage = live.current.voyage;
  if (voyage === null) return;
  const before = drawing.waypoints[index - 1];
  const after = drawing.waypoints[index + 1];
  const own = drawing.waypoints[index];
  const anchorLon = before?.lon ?? after?.lon ?? own?.lon ?? 0;
  let moved: LatLon | null = null;
  map.dragging.disable();

  function follow(event: L.LeafletMouseEvent) {
    const point = { lat: event.latlng.lat, lon: besideLongitude(event.latlng.lng, anchorLon) };
    moved = point;
    marker.setLatLng(toLatLng(point));
    const arriving = voyage?.legs[index - 1];
    const leaving = voyage?.legs[index];
    if (before && arriving) lines[index - 1]?.setLatLngs(legPoints(before, point, arriving.geometry, before.lon).map(toLatLng));
    if (after && leaving) lines[index]?.setLatLngs(legPoints(point, after, leaving.geometry, point.lon).map(toLatLng));
  }
  function release() {
    map.off('mousemove', follow);
    map.off('mouseup', release);
    map.dragging.enable();
    // The click that ends a drag must not also append a waypoint.
    ignoreClicksUntil.current = performance.now() + 300;
    if (moved !== null) {
      const target = moved;
      live.current.edit((current) => (current.waypoints[index] ? moveWaypoint(current, index, target) : current));
    }
    live.current.select(index);
  }
  map.on('mousemove', follow);
  map.on('mouseup', release);
}
