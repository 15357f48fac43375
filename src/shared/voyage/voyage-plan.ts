import { computeRoute, scheduleFor, type ComputedRoute, type WaypointSchedule } from '../geo';
import type { Voyage } from './voyage';

/**
 * What follows from a voyage as laid: every leg solved on the ellipsoid and the time at every
 * waypoint. The route editor, the forecast, the risk views and the report all read this one
 * computation, so they can never disagree about where the ship is when.
 */
export interface VoyagePlan {
  route: ComputedRoute;
  schedule: WaypointSchedule;
  /** Departure and arrival as UTC ms, whichever way the voyage is timed. */
  etdUtcMs: number;
  etaUtcMs: number;
}

export type VoyagePlanResult = { ok: true; plan: VoyagePlan } | { ok: false; message: string };

/** Fewer than two waypoints is not yet a route; a bad leg is named in the message. */
export function planVoyage(voyage: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>): VoyagePlanResult {
  if (voyage.waypoints.length < 2) return { ok: false, message: 'A route needs at least two waypoints.' };
  try {
    const route = computeRoute(voyage);
    const schedule = scheduleFor(route.legs, voyage.departure);
    return { ok: true, plan: { route, schedule, etdUtcMs: schedule.etdUtcMs, etaUtcMs: schedule.etaUtcMs } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** UTC ms at which the ship is `offsetMs` after departure. */
export function timeAtOffset(plan: VoyagePlan, offsetMs: number): number {
  return plan.etdUtcMs + offsetMs;
}
