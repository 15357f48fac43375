/**
 * The planned voyage as positions in time: the route sailed from a departure, sampled at a fixed
 * step, each sample with its unit vector for screening. Built once per voyage and departure, then
 * compared with every storm.
 */
import { routePositionAtOffset, sampleRouteByTime, type ComputedRoute, type RoutePosition, type RouteSample } from '../geo';
import { unitVector, type UnitVector } from './spherical-screen';

export interface VoyageTimeline {
  route: ComputedRoute;
  etdUtcMs: number;
  etaUtcMs: number;
  /** departure, every step, each waypoint's ETA, arrival; in time order */
  samples: readonly RouteSample[];
  sampleVectors: readonly UnitVector[];
}

/** Default step: a ship at 20 kn moves 10 nm, small beside storm distances of 150 nm and more. */
export const DEFAULT_TIMELINE_STEP_MINUTES = 30;

/** Throws a RangeError for a route without waypoints, a departure that is not whole ms, or a step not above 0. */
export function voyageTimeline(route: ComputedRoute, etdUtcMs: number, stepMinutes = DEFAULT_TIMELINE_STEP_MINUTES): VoyageTimeline {
  if (route.waypoints.length === 0) throw new RangeError('a voyage needs at least one waypoint to be compared with storms');
  const samples = sampleRouteByTime(route, { etdUtcMs, stepMinutes, includeWaypoints: true });
  return {
    route,
    etdUtcMs,
    etaUtcMs: etdUtcMs + (route.waypoints.at(-1)?.offsetMs ?? 0),
    samples,
    sampleVectors: samples.map(unitVector),
  };
}

/** The ship's position at a time, clamped to departure and arrival; undefined only for an empty route. */
export function shipPositionAt(timeline: VoyageTimeline, timeUtcMs: number): RoutePosition | undefined {
  return routePositionAtOffset(timeline.route, timeUtcMs - timeline.etdUtcMs);
}
