// A real shipping route answer from the demo service's own handler, sized for the service-parse
// benchmark: the route is laid with src/shared/geo and the answer comes from the same code that
// serves /v1/marine/shipping/route, so its values, nulls and nesting are the service's own.
import { endpoints } from '../../src/shared/service/endpoints';
import { shippingElementInfo, shippingElementKeys } from '../../src/shared/service/shipping';
import { runOperation } from '../../src/demo-service/operation-handlers';
import type { ServiceState } from '../../src/demo-service/service-state';
import { rotterdamToNewYork, waypointsAlong } from './passages';

/**
 * `count` waypoints evenly spaced from Rotterdam to New York, as the shipping route takes them
 * (lats, lons, to 4 decimals), and the passage's length for choosing a speed.
 */
export function waypointsAlongPassage(count: number): { lats: number[]; lons: number[]; distanceNm: number } {
  const { waypoints, distanceNm } = waypointsAlong(rotterdamToNewYork, count);
  return { lats: waypoints.map((waypoint) => Math.round(waypoint.lat * 1e4) / 1e4), lons: waypoints.map((waypoint) => Math.round(waypoint.lon * 1e4) / 1e4), distanceNm };
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
