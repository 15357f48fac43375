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
import { chartCanvas } from './chart-canvas';
import { nearestLegIndex } from './leg-hit';
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
  // The browser's click after a drag's release is a different event: the release marks it to be
  // ignored, and the next press clears the mark (a release off the chart brings no click). Not
  // by time: on a loaded PC the re-render between release and click can take longer than any limit.
  const ignoreNextClick = useRef(false);
  // What is on the chart now, for the drag that starts on a waypoint.
  const drawn = useRef<{ drawing: RouteDrawing; markers: L.CircleMarker[]; lines: L.Polyline[] } | null>(null);

  // Create: the group, once, on the canvas shared with the ports.
  const renderer = useMemo(() => chartCanvas(map), [map]);
  const group = useMemo(() => L.layerGroup(), []);

  useEffect(
    function addRouteLayer() {
      group.addTo(map);
      // A click that Leaflet's canvas let through: on a waypoint it selects it (never inserts a
      // waypoint on top of one); in edit mode near a leg it inserts one there, elsewhere appends.
      function addOnClick(event: L.LeafletMouseEvent) {
        const now = live.current;
        if (ignoreNextClick.current) {
          ignoreNextClick.current = false;
          return;
        }
        const onWaypoint = nearestWaypointIndex(map, drawn.current?.drawing.waypoints ?? [], event.containerPoint, grabRadiusPx);
        if (onWaypoint !== null) {
          now.select(onWaypoint);
          return;
        }
        if (!now.editing || now.voyage === null) return;
        const legsPx = (drawn.current?.drawing.legs ?? []).map((points) => points.map((point) => map.latLngToContainerPoint(toLatLng(point))));
        const legIndex = nearestLegIndex(legsPx, event.containerPoint, legHitPx);
        if (legIndex !== null) {
          now.edit((current) => (current.legs[legIndex] ? insertWaypoint(current, legIndex, fromLatLng(event.latlng)) : current));
          now.select(legIndex + 1);
          return;
        }
        now.edit((current) => appendWaypoint(current, fromLatLng(event.latlng), now.serviceSpeedKn));
        now.select(now.voyage.waypoints.length);
      }
      map.on('click', addOnClick);
      // A drag starts from the waypoint nearest the pointer, found in screen pixels: Leaflet's
      // canvas gives a press to the topmost shape, which may be a leg or a port under the symbol.
      function startDragNearPointer(event: MouseEvent) {
        ignoreNextClick.current = false;
        const now = drawn.current;
        if (!live.current.editing || event.button !== 0 || now === null) return;
        const pointer = map.mouseEventToContainerPoint(event);
        const index = nearestWaypointIndex(map, now.drawing.waypoints, pointer, grabRadiusPx);
        const marker = index === null ? undefined : now.markers[index];
        if (index === null || marker === undefined) return;
        event.stopPropagation();
        event.preventDefault();
        dragWaypoint(map, { marker, lines: now.lines, drawing: now.drawing, index, live, ignoreNextClick });
      }
      // The delete menu opens from the waypoint nearest a right-click, found the same way: the
      // canvas's own hit test missed now and then (the end-to-end test caught it).
      function menuNearPointer(event: MouseEvent) {
        const now = drawn.current;
        if (now === null) return;
        const pointer = map.mouseEventToContainerPoint(event);
        const index = nearestWaypointIndex(map, now.drawing.waypoints, pointer, grabRadiusPx);
        const point = index === null ? undefined : now.drawing.waypoints[index];
        if (index === null || point === undefined) return;
        event.stopPropagation();
        event.preventDefault();
        live.current.select(index);
        openDeleteMenu(map, L.latLng(point.lat, point.lon), index, live);
      }
      const container = map.getContainer();
      container.addEventListener('mousedown', startDragNearPointer, true);
      container.addEventListener('contextmenu', menuNearPointer, true);
      return function removeRouteLayer() {
        container.removeEventListener('contextmenu', menuNearPointer, true);
        container.removeEventListener('mousedown', startDragNearPointer, true);
        map.off('click', addOnClick);
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
      // Legs take no events: a click on one reaches the chart, which finds the leg (addOnClick).
      const lineStyle: L.PolylineOptions = { renderer, color: colours.route, weight: 2.5, opacity: 0.95, interactive: false };
      const lines = drawing.legs.map((points) => L.polyline(points.map(toLatLng), lineStyle));
      // bubblingMouseEvents off: a click on a waypoint selects it and is not also a click on the chart.
      const markers = drawing.waypoints.map((point, index) => {
        const marker = L.circleMarker(toLatLng(point), {
          renderer,
          radius: index === selected ? 7 : 5,
          color: index === selected ? colours.accent : colours.route,
          weight: 2,
          fillColor: colours.panel,
          fillOpacity: 1,
          bubblingMouseEvents: false,
        });
        marker.on('click', () => live.current.select(index));
        return marker;
      });
      for (const layer of [...lines, ...markers]) group.addLayer(layer);
      drawn.current = { drawing, markers, lines };
      const container = map.getContainer();
      container.dataset.routeWaypoints = JSON.stringify(drawing.waypoints.map((each) => [Number(each.lat.toFixed(4)), Number(each.lon.toFixed(4))]));
    },
    [map, group, renderer, drawing, selected, colours],
  );

  return null;
}

/** How near a press must be to a waypoint symbol to pick it up. */
const grabRadiusPx = 9;
/** How near a click must be to a leg to insert a waypoint into it (the canvas's tolerance and half the line). */
const legHitPx = 7;

function nearestWaypointIndex(map: L.Map, waypoints: readonly LatLon[], pointer: L.Point, radiusPx: number): number | null {
  let best: number | null = null;
  let bestDistance = radiusPx;
  waypoints.forEach((point, index) => {
    const distance = map.latLngToContainerPoint(toLatLng(point)).distanceTo(pointer);
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
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
  ignoreNextClick: { current: boolean };
}

/** Follows the pointer until release, redrawing only the legs that touch the waypoint. */
function dragWaypoint(map: L.Map, { marker, lines, drawing, index, live, ignoreNextClick }: Drag) {
  const voyage = live.current.voyage;
  if (voyage === null) return;
  const before = drawing.waypoints[index - 1];
  const after = drawing.waypoints[index + 1];
  const own = drawing.waypoints[index];
  const anchorLon = before?.lon ?? after?.lon ?? own?.lon ?? 0;
  let moved: LatLon | null = null;
  map.dragging.disable();
  // The chart does not move during a drag: its place on the page is read once. Leaflet's
  // mouseEventToLatLng reads it on every move, which forces a layout of the whole page (the
  // route table's thousand rows included) whenever anything on it has changed since the last frame.
  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  const scaleX = container.offsetWidth > 0 ? box.width / container.offsetWidth : 1;
  const scaleY = container.offsetHeight > 0 ? box.height / container.offsetHeight : 1;
  const edgeX = container.clientLeft;
  const edgeY = container.clientTop;

  // Window events, not the map's: the pointer crosses legs and ports, which keep their events.
  function follow(event: MouseEvent) {
    const latLng = map.containerPointToLatLng(L.point((event.clientX - box.left) / scaleX - edgeX, (event.clientY - box.top) / scaleY - edgeY));
    const point = { lat: latLng.lat, lon: besideLongitude(latLng.lng, anchorLon) };
    moved = point;
    marker.setLatLng(toLatLng(point));
    const arriving = voyage?.legs[index - 1];
    const leaving = voyage?.legs[index];
    if (before && arriving) lines[index - 1]?.setLatLngs(legPoints(before, point, arriving.geometry, before.lon).map(toLatLng));
    if (after && leaving) lines[index]?.setLatLngs(legPoints(point, after, leaving.geometry, point.lon).map(toLatLng));
  }
  function release() {
    window.removeEventListener('mousemove', follow);
    window.removeEventListener('mouseup', release);
    map.dragging.enable();
    // The click that ends a drag must not also append a waypoint.
    ignoreNextClick.current = true;
    if (moved !== null) {
      const target = moved;
      live.current.edit((current) => (current.waypoints[index] ? moveWaypoint(current, index, fromLatLng(L.latLng(target.lat, target.lon))) : current));
    }
    live.current.select(index);
  }
  window.addEventListener('mousemove', follow);
  window.addEventListener('mouseup', release);
}
