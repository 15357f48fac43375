// A real shipping route answer from the demo service's own handler, sized for the service-parse
// benchmark: the route is laid with src/shared/geo and the answer comes from the same code that
// serves /v1/marine/shipping/route, so its values, nulls and nesting are the service's own.
import { computeRoute, routePositionAtDistance, type RouteWaypoint } from '../../src/shared/geo';
import { endpoints } from '../../src/shared/service/endpoints';
import { shippingElementInfo, shippingElementKeys } from '../../src/shared/service/shipping';
import { runOperation } from '../../src/demo-service/operation-handlers';
import type { ServiceState } from '../../src/demo-service/service-state';

/** Rotterdam to New York by the Channel: about 3,300 nm, some ten days at 14 kn. */
const passage: RouteWaypoint[] = [
  { lat: 51.95, lon: 4.05, name: 'Maas entrance' },
  { lat: 51.05, lon: 1.6, name: 'Dover Strait' },
  { lat: 49.85, lon: -5.4, name: 'off Lizard' },
  { lat: 41.2, lon: -50, name: 'south of the Grand Banks' },
  { lat: 40.45, lon: -73.8, name: 'Ambrose' },
];

/**
 * `count` waypoints evenly spaced along the passage, as the shipping route takes them (lats,
 * lons), and the passage's length for choosing a speed.
 */
export function waypointsAlongPassage(count: number): { lats: number[]; lons: number[]; distanceNm: number } {
  const route = computeRoute({ waypoints: passage, legs: passage.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 14 })) });
  const lats: number[] = [];
  const lons: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const position = routePositionAtDistance(route, (route.totalDistanceNm * index) / (count - 1));
    if (position === undefined) throw new Error('the passage has no waypoints');
    lats.push(Math.round(position.lat * 1e4) / 1e4);
    lons.push(Math.round(position.lon * 1e4) / 1e4);
  }
  return { lats, lons, distanceNm: route.totalDistanceNm };
}

export interface ShippingRouteBody {
  text: string;
  positions: number;
  elementsWithData: number;
}

/**
 * The answer's text for a route with exactly `positions` positions (waypoints plus the demo
 * service's added model steps) and the first `elementCount` available elements, at 14 kn from the
 * latest model run's first step.
 */
export function shippingRouteBody(positions: number, elementCount: number, clockMs: number): ShippingRouteBody {
  const state: ServiceState = { world: { seed: 1, scenarioCyclones: [] }, nowMs: () => clockMs, origin: 'http://127.0.0.1:0' };
  const elements = shippingElementKeys.filter((key) => shippingElementInfo(key).available).slice(0, elementCount);
  if (elements.length < elementCount) throw new Error(`the shipping table has only ${elements.length} available elements`);
  const answerFor = (waypointCount: number) => {
    const { lats, lons } = waypointsAlongPassage(waypointCount);
    const query = endpoints.shippingRoute.query.parse({ lats, lons, speeds: [14], elements });
    const answer = runOperation('shippingRoute', query, state);
    if (!answer.ok) throw new Error(`the demo service refused the benchmark route: ${answer.message}`);
    return answer.body as { points: unknown[]; elements: Array<{ data: unknown[] }> };
  };
  // The service adds a position at every model step, so the waypoint count that gives exactly
  // `positions` is found by stepping towards it (steps land between waypoints only once each).
  let waypointCount = Math.max(2, positions - 150);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = answerFor(waypointCount);
    const gap = positions - body.points.length;
    if (gap === 0) {
      return { text: JSON.stringify(body), positions: body.points.length, elementsWithData: body.elements.filter((element) => element.data.length === positions).length };
    }
    waypointCount += gap > 0 ? Math.max(1, Math.floor(gap / 2)) : Math.min(-1, Math.ceil(gap / 2));
  }
  throw new Error(`no waypoint count near ${waypointCount} gives a route of exactly ${positions} positions`);
}
