// Issue 6: what the chart and the route table need after one edit of a 1,000-waypoint route (a
// waypoint dragged): every leg solved, ETA at every waypoint, and the polyline that draws the
// route with great circles as curves. Target under 5 ms, so that a drag keeps up with the mouse.
//
// Timed as the app runs it: open-voyage.tsx calls planVoyage (src/shared/voyage/voyage-plan.ts)
// on every edit, which solves every leg again; the chart then samples the legs to draw them.
// computeRoute's reuse of a previous route is not timed: no app path passes one (issue 16). The
// table and chart painted after an edit are measured through the app in route-table.bench.ts.
import { routeTrackPoints, type LegGeometry, type Route } from '../../src/shared/geo';
import { planVoyage, type VoyagePlan } from '../../src/shared/voyage/voyage-plan';
import type { Departure } from '../../src/shared/voyage/voyage';
import { rotterdamToJuanDeFucaViaSuez, waypointsAlong } from './passages';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route geometry after one edit (issue 6)';

const waypointCount = 1_000;
/** Close enough that a great-circle leg draws as its curve at any chart scale a navigator uses. */
const drawingSpacingNm = 10;
const runs = 200;
const warmUps = 20;
const departure: Departure = { mode: 'departAt', etdUtcMs: Date.UTC(2026, 0, 10, 6) };

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

function afterEdit(route: Route): { plan: VoyagePlan; pointCount: number } {
  const result = planVoyage({ ...route, departure } as Parameters<typeof planVoyage>[0]);
  if (!result.ok) throw new Error(result.message);
  return { plan: result.plan, pointCount: routeTrackPoints(result.plan.route, drawingSpacingNm).length };
}

export function run(): Promise<Figure[]> {
  const route = longRoute();
  let last = afterEdit(route);
  const timingsMs: number[] = [];
  for (let frame = 1; frame <= warmUps + runs; frame += 1) {
    const next = dragged(route, frame);
    const started = performance.now();
    last = afterEdit(next);
    if (frame > warmUps) timingsMs.push(performance.now() - started);
  }
  const p50 = percentile(timingsMs, 50);
  const size = `${waypointCount.toLocaleString('en')} waypoints, ${Math.round(last.plan.route.totalDistanceNm).toLocaleString('en')} nm, ${last.pointCount.toLocaleString('en')} drawing points every ${drawingSpacingNm} nm or less`;
  return Promise.resolve([
    {
      name: `one waypoint dragged: planVoyage as open-voyage runs it (every leg solved, ETAs) and the drawing points, ${size}, p50`,
      value: p50,
      unit: 'ms',
      target: '< 5 ms',
      meets: p50 < 5,
      note: `${runs} frames; computation only, in Node (no React, table or paint)`,
    },
    { name: 'same, p95', value: percentile(timingsMs, 95), unit: 'ms' },
  ]);
}
