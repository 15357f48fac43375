// Issue 6: what the chart and the route table need after one edit of a 1,000-waypoint route (a
// waypoint dragged): every leg solved, ETA at every waypoint, and the polyline that draws the
// route with great circles as curves. Target under 5 ms, so that a drag keeps up with the mouse.
import { computeRoute, routeTrackPoints, scheduleFromDeparture, type ComputedRoute, type LegGeometry, type Route } from '../../src/shared/geo';
import { rotterdamToJuanDeFucaViaSuez, waypointsAlong } from './passages';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route geometry after one edit (issue 6)';

const waypointCount = 1_000;
/** Close enough that a great-circle leg draws as its curve at any chart scale a navigator uses. */
const drawingSpacingNm = 10;
const runs = 200;
const warmUps = 20;
const etdUtcMs = Date.UTC(2026, 0, 10, 6);

/** 1,000 waypoints from Rotterdam to Juan de Fuca; two legs in three great circles, speeds 12 to 16 kn. */
function longRoute(): Route {
  const { waypoints } = waypointsAlong(rotterdamToJuanDeFucaViaSuez, waypointCount);
  const legs = waypoints.slice(1).map((_, index) => ({ geometry: (index % 3 === 0 ? 'rhumb' : 'greatCircle') as LegGeometry, speedKn: 12 + (index % 5) }));
  return { waypoints, legs };
}

/** The route with waypoint 500 dragged a little further on each frame, as the mouse moves it. */
function dragged(route: Route, frame: number): Route {
  const waypoints = [...route.waypoints];
  const index = waypointCount / 2;
  const original = route.waypoints[index];
  if (original === undefined) throw new Error('no waypoint to drag');
  waypoints[index] = { ...original, lat: original.lat + 0.002 * frame, lon: original.lon + 0.003 * frame };
  return { waypoints, legs: route.legs };
}

interface Drawn {
  route: ComputedRoute;
  pointCount: number;
  arrivalUtcMs: number;
}

function afterEdit(route: Route, previous: ComputedRoute | undefined): Drawn {
  const computed = computeRoute(route, previous);
  const points = routeTrackPoints(computed, drawingSpacingNm);
  const schedule = scheduleFromDeparture(computed.legs, etdUtcMs);
  return { route: computed, pointCount: points.length, arrivalUtcMs: schedule.etaUtcMs };
}

function timeFrames(route: Route, reusePrevious: boolean): { timingsMs: number[]; last: Drawn } {
  let last = afterEdit(route, undefined);
  const timingsMs: number[] = [];
  for (let frame = 1; frame <= warmUps + runs; frame += 1) {
    const next = dragged(route, frame);
    const started = performance.now();
    last = afterEdit(next, reusePrevious ? last.route : undefined);
    if (frame > warmUps) timingsMs.push(performance.now() - started);
  }
  return { timingsMs, last };
}

export function run(): Promise<Figure[]> {
  const route = longRoute();
  const full = timeFrames(route, false);
  const edited = timeFrames(route, true);
  if (full.last.arrivalUtcMs !== edited.last.arrivalUtcMs || full.last.pointCount !== edited.last.pointCount) {
    throw new Error('recomputing only the changed legs gave another route than a full computation');
  }
  const fullP50 = percentile(full.timingsMs, 50);
  const editedP50 = percentile(edited.timingsMs, 50);
  const size = `${waypointCount.toLocaleString('en')} waypoints, ${Math.round(full.last.route.totalDistanceNm).toLocaleString('en')} nm, ${full.last.pointCount.toLocaleString('en')} drawing points every ${drawingSpacingNm} nm or less`;
  return Promise.resolve([
    { name: `one waypoint dragged, changed legs only (computeRoute with the previous route), ${size}, p50`, value: editedP50, unit: 'ms', target: '< 5 ms', meets: editedP50 < 5, note: `${runs} frames` },
    { name: 'changed legs only, p95', value: percentile(edited.timingsMs, 95), unit: 'ms' },
    { name: 'same edit, every leg solved and sampled again, p50', value: fullP50, unit: 'ms', target: '< 5 ms', meets: fullP50 < 5 },
    { name: 'every leg again, p95', value: percentile(full.timingsMs, 95), unit: 'ms' },
  ]);
}
