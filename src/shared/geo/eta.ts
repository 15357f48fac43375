/**
 * Times at the waypoints: ETA at each from a departure time, or the departure needed to arrive at
 * a required time (planning backwards). Times are Unix milliseconds UTC, whole numbers, like
 * `etdUtcMs` in the voyage schema.
 *
 * Each waypoint's offset from departure is rounded to a whole millisecond once, from the exact
 * cumulative duration; times are then departure + offset in integer arithmetic. So planning
 * backwards (departure = arrival - last offset) and sailing forwards from that departure give
 * back the required arrival to the millisecond, and every waypoint time agrees both ways.
 */
import { MS_PER_HOUR } from './units';

/** What a schedule needs of a leg; a ComputedLeg (route.ts) is one. */
export interface TimedLeg {
  distanceNm: number;
  speedKn: number;
}

export interface WaypointSchedule {
  etdUtcMs: number;
  /** arrival at the last waypoint */
  etaUtcMs: number;
  /** one per waypoint: [0] is the departure, the last is the arrival */
  waypointEtaUtcMs: number[];
}

/** The two ways a voyage is timed (same shape as the voyage schema's departure). */
export type DepartureTime = { mode: 'departAt'; etdUtcMs: number } | { mode: 'arriveBy'; etaUtcMs: number };

/** Hours to sail `distanceNm` at `speedKn`. */
export function legDurationHours(distanceNm: number, speedKn: number): number {
  if (!Number.isFinite(speedKn) || speedKn <= 0) throw new RangeError(`speed must be above 0 kn, not ${speedKn}`);
  if (!Number.isFinite(distanceNm) || distanceNm < 0) throw new RangeError(`distance must be 0 nm or more, not ${distanceNm}`);
  return distanceNm / speedKn;
}

/** Milliseconds from departure to each waypoint (length legs + 1, first 0), whole numbers. */
export function waypointOffsetsMs(legs: readonly TimedLeg[]): number[] {
  const offsets = [0];
  let hours = 0;
  legs.forEach((leg, index) => {
    try {
      hours += legDurationHours(leg.distanceNm, leg.speedKn);
    } catch (error) {
      throw new RangeError(`leg ${index + 1}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    offsets.push(Math.round(hours * MS_PER_HOUR));
  });
  return offsets;
}

function checkTime(name: string, timeUtcMs: number): void {
  if (!Number.isSafeInteger(timeUtcMs)) throw new RangeError(`${name} must be whole Unix milliseconds, not ${timeUtcMs}`);
}

/** ETA at every waypoint when leaving the first at `etdUtcMs`. */
export function scheduleFromDeparture(legs: readonly TimedLeg[], etdUtcMs: number): WaypointSchedule {
  checkTime('etdUtcMs', etdUtcMs);
  const waypointEtaUtcMs = waypointOffsetsMs(legs).map((offsetMs) => etdUtcMs + offsetMs);
  return { etdUtcMs, etaUtcMs: waypointEtaUtcMs.at(-1) ?? etdUtcMs, waypointEtaUtcMs };
}

/** The departure, and every waypoint time, that arrive at the last waypoint at `requiredEtaUtcMs`. */
export function scheduleForArrival(legs: readonly TimedLeg[], requiredEtaUtcMs: number): WaypointSchedule {
  checkTime('requiredEtaUtcMs', requiredEtaUtcMs);
  const offsets = waypointOffsetsMs(legs);
  const etdUtcMs = requiredEtaUtcMs - (offsets.at(-1) ?? 0);
  return { etdUtcMs, etaUtcMs: requiredEtaUtcMs, waypointEtaUtcMs: offsets.map((offsetMs) => etdUtcMs + offsetMs) };
}

/** The schedule for either way of timing a voyage. */
export function scheduleFor(legs: readonly TimedLeg[], departure: DepartureTime): WaypointSchedule {
  return departure.mode === 'departAt'
    ? scheduleFromDeparture(legs, departure.etdUtcMs)
    : scheduleForArrival(legs, departure.etaUtcMs);
}
