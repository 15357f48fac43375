import type { LatLon } from '../../shared/geo';
import type { Port, PortSize } from '../../shared/service/ports';
import type { LandPolygon } from '../map/land-geometry';

/**
 * The printed chart of the route: a Mercator view fitted round the track, with the land, ports
 * and waypoints turned into SVG coordinates. Pure, so the fitting and the thinning of the
 * coastline (a PDF must stay small and quick to print) are tested without a browser.
 */

export interface ChartFrame {
  widthPx: number;
  heightPx: number;
}

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartPort extends ChartPoint {
  name: string;
  labelled: boolean;
  /** Near the right edge a label is written to the left of its mark, so it is not cut off. */
  labelLeft: boolean;
}

export interface ChartWaypoint extends ChartPoint {
  label: string | null;
  labelLeft: boolean;
  /** Written above its mark rather than below, where below would print over the route. */
  labelAbove: boolean;
}

/** A tropical cyclone to draw: its track (centre positions in time order) and its danger area's outline. */
export interface ChartStormInput {
  name: string;
  track: readonly LatLon[];
  dangerArea: readonly LatLon[];
}

export interface ChartStorm {
  name: string;
  trackPath: string;
  dangerAreaPath: string;
  /** Where the name goes: the first point of the track (else of the danger area) on the chart; null when none is. */
  labelAt: ChartPoint | null;
}

export interface RouteChartDrawing {
  landPaths: string[];
  storms: ChartStorm[];
  routePath: string;
  waypoints: ChartWaypoint[];
  ports: ChartPort[];
  /** The view's edges, for the frame's labels. */
  bounds: { southDeg: number; northDeg: number; westDeg: number; eastDeg: number };
}

export interface RouteChartInput {
  frame: ChartFrame;
  /** Along the track with continuous longitudes (may run past ±180°). */
  track: readonly LatLon[];
  waypoints: readonly (LatLon & { label: string })[];
  /** The land once per world copy (land-geometry's landWorldCopies). */
  land: readonly (readonly LandPolygon[])[];
  ports: readonly Port[];
  storms?: readonly ChartStormInput[];
}

const maxMercatorLatDeg = 85;
/** A short coastal passage still shows its coast: the view is at least this many degrees tall and wide. */
const minimumSpanDeg = 2;
const marginFraction = 0.12;
/** Coastline points closer than this on paper are dropped. */
const minimumStepPx = 0.8;
const maxPortsDrawn = 60;
const maxPortsLabelled = 12;
/** More waypoints than this and only the first and last are named; the table names them all. */
export const maxWaypointsLabelled = 30;

function mercatorY(latDeg: number): number {
  const clamped = Math.max(-maxMercatorLatDeg, Math.min(maxMercatorLatDeg, latDeg));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

function latitudeOfMercatorY(y: number): number {
  return ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface ChartProjection {
  project(point: LatLon): ChartPoint;
  westDeg: number;
  eastDeg: number;
  southDeg: number;
  northDeg: number;
}

interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** The box round points given either as lon (the route) or as lng (Natural Earth via Leaflet's LatLng). */
function boundsOf<T extends { lat: number }>(points: readonly T[], longitudeOf: (point: T) => number): Bounds {
  const bounds = { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const point of points) {
    const lon = longitudeOf(point);
    bounds.west = Math.min(bounds.west, lon);
    bounds.east = Math.max(bounds.east, lon);
    bounds.south = Math.min(bounds.south, point.lat);
    bounds.north = Math.max(bounds.north, point.lat);
  }
  return bounds;
}

/** Fits the track into the frame with a margin, keeping Mercator's true shape (same scale both ways). */
export function fitProjection(frame: ChartFrame, track: readonly LatLon[]): ChartProjection {
  if (track.length === 0) throw new RangeError('a chart needs at least one point of the route');
  const { west, east, south, north } = boundsOf(track, (point) => point.lon);
  const centreLon = (west + east) / 2;
  const centreLat = (south + north) / 2;
  const halfLonSpan = Math.max(east - west, minimumSpanDeg) / 2;
  const halfLatSpan = Math.max(north - south, minimumSpanDeg) / 2;
  const yTop = mercatorY(centreLat + halfLatSpan);
  const yBottom = mercatorY(centreLat - halfLatSpan);
  const usableWidth = frame.widthPx * (1 - 2 * marginFraction);
  const usableHeight = frame.heightPx * (1 - 2 * marginFraction);
  const scale = Math.min(usableWidth / radians(2 * halfLonSpan), usableHeight / (yTop - yBottom));
  const yCentre = (yTop + yBottom) / 2;
  const project = (point: LatLon): ChartPoint => ({
    x: frame.widthPx / 2 + radians(point.lon - centreLon) * scale,
    y: frame.heightPx / 2 - (mercatorY(point.lat) - yCentre) * scale,
  });
  const halfWidthDeg = ((frame.widthPx / 2 / scale) * 180) / Math.PI;
  return {
    project,
    westDeg: centreLon - halfWidthDeg,
    eastDeg: centreLon + halfWidthDeg,
    southDeg: latitudeOfMercatorY(yCentre - frame.heightPx / 2 / scale),
    northDeg: latitudeOfMercatorY(yCentre + frame.heightPx / 2 / scale),
  };
}

function pathOf(points: readonly ChartPoint[], closed: boolean): string {
  let d = '';
  let last: ChartPoint | null = null;
  for (const point of points) {
    if (last !== null && Math.abs(point.x - last.x) < minimumStepPx && Math.abs(point.y - last.y) < minimumStepPx) continue;
    d += `${last === null ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`;
    last = point;
  }
  return closed && d !== '' ? `${d}Z` : d;
}

function polygonInView(polygon: LandPolygon, view: ChartProjection): boolean {
  const { west, east, south, north } = boundsOf(polygon[0] ?? [], (point) => point.lng);
  return east >= view.westDeg && west <= view.eastDeg && north >= view.southDeg && south <= view.northDeg;
}

/** The port's longitude moved by whole turns into the view, or null when it lies outside. */
function portInView(port: Port, view: ChartProjection): LatLon | null {
  if (port.latitude < view.southDeg || port.latitude > view.northDeg) return null;
  for (const shift of [0, -360, 360]) {
    const lon = port.longitude + shift;
    if (lon >= view.westDeg && lon <= view.eastDeg) return { lat: port.latitude, lon };
  }
  return null;
}

/** Rough extent of a 10 px label, enough to keep two labels from printing over each other. */
const labelCharWidthPx = 5.6;
const labelHeightPx = 12;
/** How far round the route's line and marks a port label keeps clear. */
const routeClearPx = 4;
/** Half the drawn route line (and a waypoint mark's radius): what a waypoint's own name keeps clear of. */
const lineHalfWidthPx = 3;

/**
 * Where a waypoint's name prints (route-chart-svg.tsx writes it 6 px beside the mark, its baseline
 * 12 px below or 5 px above it, in 10 px type): the glyphs' own extent, not a margin round them.
 */
export function waypointLabelBox(point: ChartPoint, text: string, left: boolean, above: boolean): LabelBox {
  const widthPx = text.length * labelCharWidthPx;
  const [top, bottom] = above ? [point.y - 13, point.y - 4] : [point.y + 4, point.y + 13];
  return left ? { left: point.x - 6 - widthPx, right: point.x - 6, top, bottom } : { left: point.x + 6, right: point.x + 6 + widthPx, top, bottom };
}

interface LabelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function labelBox(point: ChartPoint, text: string, left: boolean): LabelBox {
  const widthPx = text.length * labelCharWidthPx + 6;
  return left
    ? { left: point.x - widthPx, right: point.x, top: point.y - labelHeightPx, bottom: point.y + labelHeightPx }
    : { left: point.x, right: point.x + widthPx, top: point.y - labelHeightPx, bottom: point.y + labelHeightPx };
}

function overlaps(box: LabelBox, others: readonly LabelBox[]): boolean {
  return others.some((other) => box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom);
}

/**
 * A storm moved by whole turns to the world copy nearest the view, or null when neither its track
 * nor its danger area comes into view (longitudes in a storm are continuous, as the risk code gives them).
 */
function stormInView(storm: ChartStormInput, view: ChartProjection): ChartStormInput | null {
  const all = [...storm.track, ...storm.dangerArea];
  if (all.length === 0) return null;
  const bounds = boundsOf(all, (point) => point.lon);
  const viewCentre = (view.westDeg + view.eastDeg) / 2;
  const shiftDeg = 360 * Math.round((viewCentre - (bounds.west + bounds.east) / 2) / 360);
  const inView = bounds.east + shiftDeg >= view.westDeg && bounds.west + shiftDeg <= view.eastDeg && bounds.north >= view.southDeg && bounds.south <= view.northDeg;
  if (!inView) return null;
  const shift = (points: readonly LatLon[]) => points.map((point) => ({ lat: point.lat, lon: point.lon + shiftDeg }));
  return { name: storm.name, track: shift(storm.track), dangerArea: shift(storm.dangerArea) };
}

/** Points along a drawn line no further apart than `stepPx`, so boxes round them cover the line. */
function alongLine(line: readonly ChartPoint[], stepPx: number): ChartPoint[] {
  const points: ChartPoint[] = line.slice(0, 1);
  for (let index = 1; index < line.length; index += 1) {
    const from = line[index - 1]!;
    const to = line[index]!;
    const steps = Math.min(1_000, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / stepPx));
    for (let step = 1; step <= steps; step += 1) points.push({ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
  }
  return points;
}

const sizeRank: Record<PortSize, number> = { large: 0, medium: 1, small: 2, very_small: 3 };

export function drawRouteChart(input: RouteChartInput): RouteChartDrawing {
  const view = fitProjection(input.frame, input.track);
  const landPaths: string[] = [];
  for (const copy of input.land) {
    for (const polygon of copy) {
      if (!polygonInView(polygon, view)) continue;
      const d = polygon.map((ring) => pathOf(ring.map((point) => view.project({ lat: point.lat, lon: point.lng })), true)).join('');
      if (d !== '') landPaths.push(d);
    }
  }
  const storms = (input.storms ?? [])
    .map((storm) => stormInView(storm, view))
    .filter((storm): storm is ChartStormInput => storm !== null)
    .map((storm) => {
      const track = storm.track.map(view.project);
      const dangerArea = storm.dangerArea.map(view.project);
      const onChart = (point: ChartPoint) => point.x >= 0 && point.x <= input.frame.widthPx - 80 && point.y >= 12 && point.y <= input.frame.heightPx;
      return {
        name: storm.name,
        trackPath: pathOf(track, false),
        dangerAreaPath: pathOf(dangerArea, true),
        labelAt: track.find(onChart) ?? dangerArea.find(onChart) ?? null,
      };
    });
  const labelLeftOf = (point: ChartPoint) => point.x > input.frame.widthPx * 0.7;
  const placed: LabelBox[] = [];
  const projected = input.waypoints.map((waypoint) => view.project(waypoint));
  // The route's line and marks, which no label may print over: a port keeps a wide berth, a
  // waypoint's own name sits close beside its mark and only the drawn line itself is kept clear.
  const routeLine = input.track.map(view.project);
  const routeAlong = [...alongLine(routeLine, routeClearPx), ...projected];
  const clearOf = (halfPx: number) => routeAlong.map((point) => ({ left: point.x - halfPx, right: point.x + halfPx, top: point.y - halfPx, bottom: point.y + halfPx }));
  const routeMarks = clearOf(routeClearPx);
  const routeLineOnly = clearOf(lineHalfWidthPx);
  // Waypoints are labelled first (the route matters more than the ports round it), the ends
  // always. Each name tries below and above its mark, on the side away from the frame's edge
  // first, and takes the first place clear of the route and of names already placed; a middle
  // waypoint with no such place keeps its mark, and the table names it.
  const labelAll = input.waypoints.length <= maxWaypointsLabelled;
  const lastIndex = input.waypoints.length - 1;
  const places = new Map<number, { left: boolean; above: boolean }>();
  const middle = labelAll ? input.waypoints.map((_, index) => index).slice(1, -1) : [];
  const labelOrder = lastIndex > 0 ? [0, lastIndex, ...middle] : [0];
  for (const index of labelOrder) {
    const waypoint = input.waypoints[index];
    const point = projected[index];
    if (!waypoint || !point) continue;
    const preferLeft = labelLeftOf(point);
    const candidates = [
      { left: preferLeft, above: false },
      { left: !preferLeft, above: false },
      { left: preferLeft, above: true },
      { left: !preferLeft, above: true },
    ].filter((place) => {
      const box = waypointLabelBox(point, waypoint.label, place.left, place.above);
      return box.left >= 0 && box.right <= input.frame.widthPx && box.top >= 0 && box.bottom <= input.frame.heightPx;
    });
    const isEnd = index === 0 || index === lastIndex;
    const clear = (place: { left: boolean; above: boolean }, others: readonly LabelBox[]) => !overlaps(waypointLabelBox(point, waypoint.label, place.left, place.above), others);
    const chosen =
      candidates.find((place) => clear(place, routeLineOnly) && clear(place, placed)) ??
      (isEnd ? (candidates.find((place) => clear(place, routeLineOnly)) ?? candidates[0] ?? { left: preferLeft, above: false }) : undefined);
    if (chosen === undefined) continue;
    places.set(index, chosen);
    placed.push(waypointLabelBox(point, waypoint.label, chosen.left, chosen.above));
  }
  const waypoints = input.waypoints.map((waypoint, index) => ({
    ...(projected[index] ?? { x: 0, y: 0 }),
    label: places.has(index) ? waypoint.label : null,
    labelLeft: places.get(index)?.left ?? false,
    labelAbove: places.get(index)?.above ?? false,
  }));
  let portLabels = 0;
  const ports = input.ports
    .map((port) => ({ port, at: portInView(port, view) }))
    .filter((each): each is { port: Port; at: LatLon } => each.at !== null)
    .sort((a, b) => sizeRank[a.port.size] - sizeRank[b.port.size] || a.port.name.localeCompare(b.port.name))
    .slice(0, maxPortsDrawn)
    .map((each) => {
      const point = view.project(each.at);
      const labelLeft = labelLeftOf(point);
      const box = labelBox(point, each.port.name, labelLeft);
      const labelled = portLabels < maxPortsLabelled && !overlaps(box, placed) && !overlaps(box, routeMarks);
      if (labelled) {
        placed.push(box);
        portLabels += 1;
      }
      return { ...point, name: each.port.name, labelled, labelLeft };
    });
  return {
    landPaths,
    storms,
    routePath: pathOf(routeLine, false),
    waypoints,
    ports,
    bounds: { southDeg: view.southDeg, northDeg: view.northDeg, westDeg: view.westDeg, eastDeg: view.eastDeg },
  };
}
