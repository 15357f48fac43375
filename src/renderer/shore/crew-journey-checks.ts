import type { TransitTrip } from '../../shared/service/transit';

/**
 * Whether a planned journey still serves the ship: relief crew must be at the port the margin
 * before the ETD; off-signers leave the margin after the ETA. A journey planned against another
 * ship time than the present one, or older than the set age, is not offered as current.
 */

export type CrewDirection = 'relief' | 'offSigners';

export interface PlannedAgainst {
  direction: CrewDirection;
  /** The ship time the plan was made against: the ETD (relief) or the ETA (off-signers). */
  shipTimeUtcMs: number;
  marginMinutes: number;
  plannedAtMs: number;
}

/** Journeys older than this are kept and shown, but no longer as current. */
export const journeyMaxAgeHours = 6;

export function targetTimeUtcMs(against: Pick<PlannedAgainst, 'direction' | 'shipTimeUtcMs' | 'marginMinutes'>): number {
  const marginMs = against.marginMinutes * 60_000;
  return against.direction === 'relief' ? against.shipTimeUtcMs - marginMs : against.shipTimeUtcMs + marginMs;
}

/** When the journey starts and ends: the expected times (real-time) where given, else the aimed. The reader requires one of each. */
export function tripTimes(trip: TransitTrip): { startMs: number; endMs: number } {
  const startMs = Date.parse(trip.expectedStartTime ?? trip.aimedStartTime ?? '');
  const endMs = Date.parse(trip.expectedEndTime ?? trip.aimedEndTime ?? '');
  return { startMs, endMs };
}

/** Relief: arrives by ETD − margin; off-signers: leaves at ETA + margin or later. Against the present ship time. */
export function meetsMargin(trip: TransitTrip, direction: CrewDirection, shipTimeUtcMs: number, marginMinutes: number): { meets: boolean; spareMinutes: number } {
  const target = targetTimeUtcMs({ direction, shipTimeUtcMs, marginMinutes });
  const { startMs, endMs } = tripTimes(trip);
  const spareMs = direction === 'relief' ? target - endMs : startMs - target;
  return { meets: spareMs >= 0, spareMinutes: Math.round(spareMs / 60_000) };
}

export interface PlanCurrency {
  current: boolean;
  /** Why not, in words; null when current. */
  reason: string | null;
}

export function planCurrency(against: PlannedAgainst, shipTimeNowUtcMs: number | null, nowMs: number, formatTime: (ms: number) => string): PlanCurrency {
  const shipWord = against.direction === 'relief' ? 'ETD' : 'ETA';
  if (shipTimeNowUtcMs === null) return { current: false, reason: `the ship's ${shipWord} at this port is no longer known` };
  // A minute's tolerance: re-solving the same route can move a time by rounding only.
  if (Math.abs(shipTimeNowUtcMs - against.shipTimeUtcMs) >= 60_000) {
    return { current: false, reason: `planned against the old ${shipWord} ${formatTime(against.shipTimeUtcMs)}; the ${shipWord} is now ${formatTime(shipTimeNowUtcMs)}: plan again` };
  }
  const ageMs = nowMs - against.plannedAtMs;
  if (ageMs > journeyMaxAgeHours * 3_600_000) {
    return { current: false, reason: `planned more than ${journeyMaxAgeHours} h ago: timetables and delays may have changed, plan again` };
  }
  return { current: true, reason: null };
}
