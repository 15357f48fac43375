import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { normalizeLongitude, type LatLon } from '../../shared/geo';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { PaletteColours } from '../palette/palette-colours';
import { openVoyage, samePositions, useOpenVoyageSelector, useSteadyPlan } from '../route/open-voyage';
import { appendWaypoint, deleteWaypoint, insertWaypoint, moveWaypoint } from '../route/route-edits';
import { useRouteEditing } from '../route/route-editing';
import { chartCanvas } from './chart-canvas';
import { containerProjector } from './container-projection';
import { nearestLegIndex } from './leg-hit';
import { besideLongitude, legPoints, routeDrawing, type RouteDrawing } from './route-drawing';
import { chunkCount, chunkOfLeg, chunksToRedraw, joinedLegs, legsOfChunk, legsPerChunk } from './route-line-chunks';
import { waypointsToMark } from './waypoint-marks';
import { sameFields } from '../state/external-store';

const toLatLng = (point: LatLon): L.LatLngExpression => [point.lat, point.lon];
const fromLatLng = (latLng: L.LatLng): LatLon => ({ lat: latLng.lat, lon: normalizeLongitude(latLng.lng) });
const voyageNow = () => openVoyage.view.get().voyage;

/** What the handlers need now, read when the event fires rather than captured at drawing time. */
interface Live {
  /** The voyage now: read from the store when an event needs it, so an edit does not render the layer. */
  voyage(): Voyage | null;
  editing: boolean;
  serviceSpeedKn: number;
  edit(change: (voyage: Voyage) => Voyage): void;
  select(index: number | null): void;
}

/**
 * The open voyage on the chart: legs as their true tracks, waypoints as markers, all on one
 * canvas. The legs are a few polylines of a hundred legs each and only the waypoints in view get
 * a symbol (thinned where they crowd, waypoint-marks.ts): a 5,000-waypoint voyage opens as tens
 * of layers, not 10,000. In edit mode (E) a click on the chart appends
 * a waypoint, a click on a leg inserts one there, a waypoint drags to move and its context
 * menu deletes it. Outside edit mode a click only selects, so a stray click never moves a route.
 * While dragging only the two legs beside the waypoint are solved again; the voyage is edited
 * once, on release, so one drag is one undo step.
 */
export function RouteLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  // The layer follows the track (a renamed waypoint draws nothing new) and the ship's speed; the
  // handlers read the voyage itself when they fire.
  const steadyPlan = useSteadyPlan();
  const { serviceSpeedKn, edit } = useOpenVoyageSelector((open) => ({ serviceSpeedKn: open.profile?.serviceSpeedKn ?? defaultVesselProfile.serviceSpeedKn, edit: open.edit }), sameFields);
  // Without a plan (fewer than two waypoints, a bad leg) the waypoints are drawn where they are.
  const unplannedWaypoints = useOpenVoyageSelector((open) => (open.plan?.ok ? undefined : open.voyage?.waypoints), samePositions);
  const { editing, selected, select } = useRouteEditing();
  const live = useRef<Live>({ voyage: voyageNow, editing, serviceSpeedKn, edit, select });
  live.current = { voyage: voyageNow, editing, serviceSpeedKn, edit, select };
  // The browser's click after a drag's release is a different event: the release marks it to be
  // ignored, and the next press clears the mark (a release off the chart brings no click). Not
  // by time: on a loaded PC the re-render between release and click can take longer than any limit.
  const ignoreNextClick = useRef(false);
  // What is on the chart, layer by layer, and what each layer was drawn from.
  const layers = useRef<DrawnLayers>({ drawing: null, chunks: [], chunkLegs: [], legSources: [], marks: new Map(), markStyles: new Map(), colours: null, selected: null, dragged: null });

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
        const onWaypoint = nearestWaypointIndex(map, layers.current.drawing?.waypoints ?? [], event.containerPoint, grabRadiusPx);
        if (onWaypoint !== null) {
          now.select(onWaypoint);
          return;
        }
        const voyage = now.voyage();
        if (!now.editing || voyage === null) return;
        const legsPx = (layers.current.drawing?.legs ?? []).map((points) => points.map((point) => map.latLngToContainerPoint(toLatLng(point))));
        const legIndex = nearestLegIndex(legsPx, event.containerPoint, legHitPx);
        if (legIndex !== null) {
          now.edit((current) => (current.legs[legIndex] ? insertWaypoint(current, legIndex, fromLatLng(event.latlng)) : current));
          now.select(legIndex + 1);
          return;
        }
        now.edit((current) => appendWaypoint(current, fromLatLng(event.latlng), now.serviceSpeedKn));
        now.select(voyage.waypoints.length);
      }
      map.on('click', addOnClick);
      // A drag starts from the waypoint nearest the pointer, found in screen pixels: Leaflet's
      // canvas gives a press to the topmost shape, which may be a leg or a port under the symbol.
      function startDragNearPointer(event: MouseEvent) {
        ignoreNextClick.current = false;
        const now = layers.current;
        if (!live.current.editing || event.button !== 0 || now.drawing === null) return;
        const pointer = map.mouseEventToContainerPoint(event);
        const index = nearestWaypointIndex(map, now.drawing.waypoints, pointer, grabRadiusPx);
        if (index === null) return;
        // Immediate: the press is the drag's, and the chart's own pan (Leaflet's listener on this
        // same element, which runs after this capturing one) must not see it either. Switching
        // the pan off instead toggled the chart's grab classes, whose inherited cursor restyled
        // every element of the chart on release (470 elements, 2 to 3 ms of each drop).
        event.stopImmediatePropagation();
        event.preventDefault();
        // A waypoint thinned out at this zoom gets its symbol for the drag.
        now.dragged = index;
        markWaypoints();
        const marker = now.marks.get(index);
        if (marker === undefined) return;
        // The drag moves these legs itself: the next drawing sets them again whatever it holds.
        if (index > 0) now.legSources[index - 1] = null;
        now.legSources[index] = null;
        dragWaypoint(map, { marker, setLeg, drawing: now.drawing, index, live, ignoreNextClick, ended: () => (now.dragged = null) });
      }
      // The delete menu opens from the waypoint nearest a right-click, found the same way: the
      // canvas's own hit test missed now and then (the end-to-end test caught it).
      function menuNearPointer(event: MouseEvent) {
        const drawing = layers.current.drawing;
        if (drawing === null) return;
        const pointer = map.mouseEventToContainerPoint(event);
        const index = nearestWaypointIndex(map, drawing.waypoints, pointer, grabRadiusPx);
        const point = index === null ? undefined : drawing.waypoints[index];
        if (index === null || point === undefined) return;
        event.stopPropagation();
        event.preventDefault();
        live.current.select(index);
        openDeleteMenu(map, L.latLng(point.lat, point.lon), index, live);
      }
      // One leg redrawn by hand (a drag): its chunk is given its legs again.
      function setLeg(legIndex: number, points: readonly LatLon[]) {
        const now = layers.current;
        const chunk = chunkOfLeg(legIndex);
        const legs = now.chunkLegs[chunk];
        if (legs === undefined) return;
        legs[legIndex - chunk * legsPerChunk] = points;
        now.chunks[chunk]?.setLatLngs(joinedLegs(legs));
      }
      // The symbols follow the view: placed again when the chart stops moving.
      function markWaypoints() {
        markInView(map, group, renderer, layers.current, live);
      }
      // The click that ends a drag goes no further than the chart's edge: Leaflet would read the
      // pointer's place on the page for it first, a layout of the whole page forced just after the
      // drop re-rendered the table (5 ms a drop at 1,000 waypoints in a profile).
      function swallowClickAfterDrag(event: MouseEvent) {
        if (!ignoreNextClick.current) return;
        ignoreNextClick.current = false;
        event.stopImmediatePropagation();
      }
      map.on('moveend', markWaypoints);
      const container = map.getContainer();
      container.addEventListener('mousedown', startDragNearPointer, true);
      container.addEventListener('contextmenu', menuNearPointer, true);
      container.addEventListener('click', swallowClickAfterDrag, true);
      return function removeRouteLayer() {
        container.removeEventListener('click', swallowClickAfterDrag, true);
        container.removeEventListener('contextmenu', menuNearPointer, true);
        container.removeEventListener('mousedown', startDragNearPointer, true);
        map.off('click', addOnClick);
        map.off('moveend', markWaypoints);
        group.remove();
      };
    },
    [map, group, renderer],
  );

  useEffect(
    function showEditMode() {
      map.getContainer().classList.toggle('route-editing', editing);
    },
    [map, editing],
  );

  const drawing = useMemo<RouteDrawing>(() => {
    if (steadyPlan?.ok) return routeDrawing(steadyPlan.plan.route);
    return { legs: [], waypoints: (unplannedWaypoints ?? []).map((each) => ({ lat: each.lat, lon: each.lon })) };
  }, [steadyPlan, unplannedWaypoints]);

  const drawnText = useRef<DrawnText>({ points: [], pairs: [] });
  useEffect(
    function tellWhereWaypointsAreDrawn() {
      // For tests and benchmarks; written once per drawing, not on a change of selection or palette.
      map.getContainer().dataset.routeWaypoints = drawnWaypointsText(drawing.waypoints, drawnText.current);
    },
    [map, drawing],
  );


  // Update: after an edit only the chunks whose legs changed are drawn again (an untouched leg
  // keeps its points array, route-drawing.ts), and the symbols of the waypoints in view are set.
  useEffect(
    function drawRoute() {
      const now = layers.current;
      const restyle = now.colours !== colours;
      for (const chunk of chunksToRedraw(now.legSources, drawing.legs)) {
        const legs = legsOfChunk(drawing.legs, chunk);
        now.chunkLegs[chunk] = legs;
        const line = now.chunks[chunk];
        if (line === undefined) {
          // Legs take no events: a click on one reaches the chart, which finds the leg (addOnClick).
          const created = L.polyline(joinedLegs(legs), { renderer, color: colours.route, weight: 2.5, opacity: 0.95, interactive: false });
          group.addLayer(created);
          now.chunks[chunk] = created;
        } else line.setLatLngs(joinedLegs(legs));
      }
      const chunks = chunkCount(drawing.legs.length);
      for (const extra of now.chunks.splice(chunks)) group.removeLayer(extra);
      now.chunkLegs.length = chunks;
      if (restyle) for (const line of now.chunks) line.setStyle({ color: colours.route });
      now.legSources = [...drawing.legs];
      now.drawing = drawing;
      now.colours = colours;
      now.selected = selected;
      markInView(map, group, renderer, now, live, restyle);
    },
    [map, group, renderer, drawing, selected, colours],
  );

  return null;
}

/** The waypoints last written to `data-route-waypoints`, and each one's `[lat,lon]` as written. */
interface DrawnText {
  points: readonly LatLon[];
  pairs: string[];
}

/**
 * The drawn waypoints as a JSON list of [lat, lon] pairs to 4 decimals, each pair formatted again
 * only where it moved: formatting all of them cost about 9 ms a drop at 5,000 waypoints.
 */
function drawnWaypointsText(points: readonly LatLon[], last: DrawnText): string {
  const pairs = points.map((point, index) => {
    const before = last.points[index];
    const kept = last.pairs[index];
    if (kept !== undefined && before !== undefined && before.lat === point.lat && before.lon === point.lon) return kept;
    // As JSON.stringify writes a number: Number() drops the zeros toFixed leaves.
    return `[${Number(point.lat.toFixed(4))},${Number(point.lon.toFixed(4))}]`;
  });
  last.points = points;
  last.pairs = pairs;
  return `[${pairs.join(',')}]`;
}

interface DrawnLayers {
  drawing: RouteDrawing | null;
  /** One polyline per run of legsPerChunk legs (route-line-chunks.ts). */
  chunks: L.Polyline[];
  /** The latitudes and longitudes each chunk holds, leg by leg (a drag replaces one leg). */
  chunkLegs: (readonly LatLon[])[][];
  /** The points each leg was drawn from (routeDrawing's arrays, compared by identity); null: changed by a drag. */
  legSources: (readonly LatLon[] | null)[];
  /** The waypoint symbols on the chart now, by waypoint index. */
  marks: Map<number, L.CircleMarker>;
  /** The palette the symbols are styled in, and the waypoint styled as selected. */
  colours: PaletteColours | null;
  selected: number | null;
  /** The waypoint being dragged, which keeps its symbol wherever it goes. */
  dragged: number | null;
  /** Whether each symbol was last styled as the selected one. */
  markStyles: Map<number, boolean>;
}

/** Symbols closer than this on the screen are thinned out: the route's line still shows them. */
const markSpacingPx = 12;
/** At most this many symbols at once: more would overlap at any zoom a navigator reads. */
const maxMarks = 400;

/**
 * The waypoint symbols for the view: one for each waypoint waypointsToMark chooses (the selected
 * one, the one being dragged and both ends always), made, moved or removed as needed.
 */
function markInView(map: L.Map, group: L.LayerGroup, renderer: L.Canvas, now: DrawnLayers, live: { current: Live }, restyle = false) {
  const points = now.drawing?.waypoints ?? [];
  const colours = now.colours;
  if (colours === null) return;
  const xPx = new Float64Array(points.length);
  const yPx = new Float64Array(points.length);
  const toContainer = containerProjector(map);
  points.forEach((point, index) => {
    const { xPx: x, yPx: y } = toContainer(point.lat, point.lon);
    xPx[index] = x;
    yPx[index] = y;
  });
  const size = map.getSize();
  const wanted = waypointsToMark({ xPx, yPx, widthPx: size.x, heightPx: size.y, spacingPx: markSpacingPx, maxMarks, keep: [now.dragged, now.selected, 0, points.length - 1] });
  const keep = new Set(wanted);
  for (const [index, marker] of now.marks) {
    if (keep.has(index)) continue;
    group.removeLayer(marker);
    now.marks.delete(index);
  }
  const styles = now.markStyles;
  for (const index of wanted) {
    const point = points[index];
    if (point === undefined) continue;
    const isSelected = index === now.selected;
    const marker = now.marks.get(index);
    if (marker === undefined) {
      // bubblingMouseEvents off: a click on a waypoint selects it and is not also a click on the chart.
      const created = L.circleMarker(toLatLng(point), { renderer, ...markerStyle(colours, isSelected), weight: 2, fillOpacity: 1, bubblingMouseEvents: false });
      created.on('click', () => live.current.select(index));
      group.addLayer(created);
      now.marks.set(index, created);
    } else {
      const at = marker.getLatLng();
      if (at.lat !== point.lat || at.lng !== point.lon) marker.setLatLng(toLatLng(point));
      if (restyle || styles.get(index) !== isSelected) marker.setStyle(markerStyle(colours, isSelected));
    }
    styles.set(index, isSelected);
  }
  for (const index of styles.keys()) if (!keep.has(index)) styles.delete(index);
}

function markerStyle(colours: PaletteColours, selected: boolean): L.CircleMarkerOptions {
  return { radius: selected ? 7 : 5, color: selected ? colours.accent : colours.route, fillColor: colours.panel };
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
  setLeg(legIndex: number, points: readonly LatLon[]): void;
  drawing: RouteDrawing;
  index: number;
  live: { current: Live };
  ignoreNextClick: { current: boolean };
  ended(): void;
}

/** Follows the pointer until release, redrawing only the legs that touch the waypoint. */
function dragWaypoint(map: L.Map, { marker, setLeg, drawing, index, live, ignoreNextClick, ended }: Drag) {
  const voyage = live.current.voyage();
  if (voyage === null) return;
  const before = drawing.waypoints[index - 1];
  const after = drawing.waypoints[index + 1];
  const own = drawing.waypoints[index];
  const anchorLon = before?.lon ?? after?.lon ?? own?.lon ?? 0;
  let moved: LatLon | null = null;
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
    if (before && arriving) setLeg(index - 1, legPoints(before, point, arriving.geometry, before.lon));
    if (after && leaving) setLeg(index, legPoints(point, after, leaving.geometry, point.lon));
  }
  // The release is the drag's alone: caught on its way down, it goes no further, so the chart's
  // canvas does not look for a symbol under it (a hit test of every port and leg) nor React for a
  // handler, before the drop is drawn.
  function release(event: MouseEvent) {
    event.stopPropagation();
    window.removeEventListener('mousemove', follow);
    window.removeEventListener('mouseup', release, true);
    ended();
    // The click that ends a drag must not also append a waypoint.
    ignoreNextClick.current = true;
    if (moved !== null) {
      const target = moved;
      live.current.edit((current) => (current.waypoints[index] ? moveWaypoint(current, index, fromLatLng(L.latLng(target.lat, target.lon))) : current));
    }
    live.current.select(index);
  }
  window.addEventListener('mousemove', follow);
  window.addEventListener('mouseup', release, true);
}
