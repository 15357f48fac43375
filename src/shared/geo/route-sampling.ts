/**
 * The ship's positions at fixed time steps from departure to arrival: what a forecast along the
 * route asks the service for (the weather where the ship will be, when it will be there).
 */
import { routePositionAtOffset, type ComputedRoute, type RoutePosition } from './route';

export interface RouteSample extends RoutePosition {
  timeUtcMs: number;
}

export interface RouteSamplingOptions {
  etdUtcMs: number;
  stepMinutes: number;
  /** also sample at each waypoint's ETA (in time order, without duplicates); default false */
  includeWaypoints?: boolean;
}

/** Refuse a step so small that the list would not be useful to anyone (and would take long). */
export const MAX_ROUTE_SAMPLES = 100_000;

/** Throws a RangeError for a departure that is not whole ms, a step not above 0, or one giving too many samples. */
export function checkRouteSampling(route: ComputedRoute, options: RouteSamplingOptions): void {
  const { etdUtcMs, stepMinutes } = options;
  if (!Number.isSafeInteger(etdUtcMs)) throw new RangeError(`etdUtcMs must be whole Unix milliseconds, not ${etdUtcMs}`);
  if (!Number.isFinite(stepMinutes) || stepMinutes <= 0) throw new RangeError(`time step must be above 0 minutes, not ${stepMinutes}`);
  const totalMs = route.waypoints.at(-1)?.offsetMs ?? 0;
  if (totalMs / (stepMinutes * 60_000) + 2 + route.waypoints.length > MAX_ROUTE_SAMPLES) {
    throw new RangeError(`a ${stepMinutes}-minute step over ${Math.round(totalMs / 60_000)} minutes gives more than ${MAX_ROUTE_SAMPLES} samples`);
  }
}

/**
 * Positions at departure, every `stepMinutes` after it, and at arrival (always included, even
 * when it falls between steps). Empty for a route without waypoints.
 */
export function sampleRouteByTime(route: ComputedRoute, options: RouteSamplingOptions): RouteSample[] {
  const { etdUtcMs, stepMinutes } = options;
  checkRouteSampling(route, options);
  if (route.waypoints.length === 0) return [];
  const stepMs = stepMinutes * 60_000;
  const totalMs = route.waypoints.at(-1)?.offsetMs ?? 0;

  const offsets = new Set<number>();
  // Multiply rather than add, so the hundredth step is not off by accumulated rounding.
  for (let i = 0; i * stepMs < totalMs; i += 1) offsets.add(Math.round(i * stepMs));
  offsets.add(totalMs);
  if (options.includeWaypoints === true) for (const waypoint of route.waypoints) offsets.add(waypoint.offsetMs);

  const samples: RouteSample[] = [];
  for (const offsetMs of [...offsets].sort((a, b) => a - b)) {
    const position = routePositionAtOffset(route, offsetMs);
    if (position !== undefined) samples.push({ ...position, timeUtcMs: etdUtcMs + offsetMs });
  }
  return samples;
}
