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

/**
 * Fewer than two waypoints is not yet a route; a bad leg is named in the message.
 *
 * `previous`, the plan of the same voyage before an edit, keeps the solved track of every leg the
 * edit did not touch (computeRoute's incremental path), so an edit of a 5,000-waypoint route
 * solves two legs, not 4,999. The plan is the same as without it.
 */
export function planVoyage(voyage: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>, previous?: VoyagePlan): VoyagePlanResult {
  if (voyage.waypoints.length < 2) return { ok: false, message: 'A route needs at least two waypoints.' };
  try {
    const route = computeRoute(voyage, previous?.route);
    const schedule = previous !== undefined && route.legs === previous.route.legs && sameDeparture(previous.schedule, voyage.departure) ? previous.schedule : scheduleFor(route.legs, voyage.departure);
    return { ok: true, plan: { route, schedule, etdUtcMs: schedule.etdUtcMs, etaUtcMs: schedule.etaUtcMs } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether `departure` gives `schedule` again for the same legs: the legs fix every waypoint's time
 * after the departure, so the same departure (however the voyage is timed) is the same schedule.
 */
function sameDeparture(schedule: WaypointSchedule, departure: Voyage['departure']): boolean {
  return departure.mode === 'departAt' ? schedule.etdUtcMs === departure.etdUtcMs : schedule.etaUtcMs === departure.etaUtcMs;
}

/** UTC ms at which the ship is `offsetMs` after departure. */
export function timeAtOffset(plan: VoyagePlan, offsetMs: number): number {
  return plan.etdUtcMs + offsetMs;
}

/**
 * Whether two plans put the ship at the same place at the same time throughout: same departure,
 * the same solved track for every leg and the same times at its ends. A name typed in the route
 * table changes the plan but not this; views that only follow the ship (storm approaches) keep
 * what they computed. Comparing is linear and cheap; recomputing such a view is not.
 */
export function sameTrackAndTimes(a: VoyagePlan, b: VoyagePlan): boolean {
  if (a === b) return true;
  if (a.etdUtcMs !== b.etdUtcMs || a.route.legs.length !== b.route.legs.length) return false;
  if (a.route.legs === b.route.legs) return true;
  return a.route.legs.every((leg, index) => {
    const other = b.route.legs[index];
    return other !== undefined && leg.track === other.track && leg.startOffsetMs === other.startOffsetMs && leg.endOffsetMs === other.endOffsetMs;
  });
}
