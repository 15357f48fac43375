import { MAX_ROUTE_WAYPOINTS } from '../../shared/voyage/route-file';

/**
 * What an imported route file may be. RTZ asks for files under 400 kB, but a 10,000-waypoint
 * route with legs and a schedule is about 3 MB, so the cap sits above that and far below what
 * could hurt the app. The time limit bounds the worker that parses the text: a file that takes
 * longer is refused, the app stays responsive.
 */
export interface RouteFileLimits {
  maxBytes: number;
  maxWaypoints: number;
  parseTimeLimitMs: number;
  /** heap of the parse worker; an XML bomb that slips past the checks dies here, not in the app */
  workerHeapMb: number;
}

export const defaultRouteFileLimits: RouteFileLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxWaypoints: MAX_ROUTE_WAYPOINTS,
  parseTimeLimitMs: 2_000,
  workerHeapMb: 128,
};
