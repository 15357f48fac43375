import { routePositionAtDistance, type ComputedRoute } from '../../../shared/geo/route';

/**
 * The ship dragged along her route: the planned route as points with their distance from the
 * start (every waypoint, and points along each leg so a long ocean leg bends as drawn), and the
 * place on it nearest a pointer, found on the chart's own pixels (as the navigator sees it), with
 * the distance along the route there. Her time there is the schedule's (the plan's legs and
 * speeds), so dropping her on a waypoint gives that waypoint's ETA.
 */

export interface RouteSample {
  lat: number;
  /** Continuous along the route (a route across 180° runs past it), as the route is drawn. */
  lon: number;
  distanceNm: number;
}

/** Each route's samples, once: the layer picker and the ship's drag ask for the same route's. */
const samplesByRoute = new WeakMap<ComputedRoute, readonly RouteSample[]>();

/** Points no farther apart than a 1/1000 of the route (at least 0.5 nm), every waypoint among them. */
export function routeSamples(route: ComputedRoute): readonly RouteSample[] {
  let samples = samplesByRoute.get(route);
  if (samples === undefined) {
    samples = sampleRoute(route);
    samplesByRoute.set(route, samples);
  }
  return samples;
}

function sampleRoute(route: ComputedRoute): RouteSample[] {
  const spacingNm = Math.max(0.5, route.totalDistanceNm / 1000);
  const samples: RouteSample[] = [];
  let previousLon: number | null = null;
  function add(distanceNm: number): void {
    const at = routePositionAtDistance(route, distanceNm);
    if (at === undefined) return;
    const lon = previousLon === null ? at.lon : at.lon + 360 * Math.round((previousLon - at.lon) / 360);
    previousLon = lon;
    samples.push({ lat: at.lat, lon, distanceNm });
  }
  if (route.legs.length === 0) {
    add(0);
    return samples;
  }
  for (const leg of route.legs) {
    const parts = Math.max(1, Math.ceil(leg.distanceNm / spacingNm));
    for (let part = 0; part < parts; part += 1) add(leg.startDistanceNm + (part / parts) * leg.distanceNm);
  }
  add(route.totalDistanceNm);
  return samples;
}

export interface Pixel {
  x: number;
  y: number;
}

/**
 * The distance along the route of the point nearest `pointer`, with `project` putting a position
 * on the chart's pixels. The pointer's longitude is taken in the world copy nearest the route.
 */
export function nearestDistanceNm(samples: readonly RouteSample[], pointer: { lat: number; lon: number }, project: (lat: number, lon: number) => Pixel): number | null {
  const first = samples[0];
  if (first === undefined) return null;
  const middle = samples[Math.floor(samples.length / 2)] ?? first;
  const lon = pointer.lon + 360 * Math.round((middle.lon - pointer.lon) / 360);
  const at = project(pointer.lat, lon);
  let best = first.distanceNm;
  let bestSquared = Number.POSITIVE_INFINITY;
  let from = project(first.lat, first.lon);
  if (samples.length === 1) return first.distanceNm;
  for (let index = 1; index < samples.length; index += 1) {
    const a = samples[index - 1] as RouteSample;
    const b = samples[index] as RouteSample;
    const to = project(b.lat, b.lon);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((at.x - from.x) * dx + (at.y - from.y) * dy) / lengthSquared));
    const ex = from.x + t * dx - at.x;
    const ey = from.y + t * dy - at.y;
    const squared = ex * ex + ey * ey;
    if (squared < bestSquared) {
      bestSquared = squared;
      best = a.distanceNm + t * (b.distanceNm - a.distanceNm);
    }
    from = to;
  }
  return best;
}

/** The ship's time at a distance along the route, from the plan's schedule (UTC ms). */
export function timeAtDistanceUtcMs(route: ComputedRoute, etdUtcMs: number, distanceNm: number): number | null {
  const at = routePositionAtDistance(route, distanceNm);
  return at === undefined ? null : etdUtcMs + at.offsetMs;
}
