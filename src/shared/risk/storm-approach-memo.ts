/**
 * A storm's closest approach and clearance, kept for as long as nothing they read has changed.
 * They read the voyage only inside the moments it shares with the storm's track: the samples there
 * (positions and times) and the ship's position at any time there (the exact search). Those follow
 * from the legs sailed in that window (each leg's solved track, times and index) and the departure;
 * so an edit elsewhere on a long voyage (a leg after the storm has passed, or before it with the
 * same times) finds them here instead of searching every moment of the storm's time again. The
 * answer kept is the one a computation from nothing gives: every input is compared.
 */
import type { StormDistance } from '../voyage/vessel-profile';
import { firstAtOrAfter } from './sorted-search';
import type { StormTrack } from './storm-track';
import type { VoyageTimeline } from './voyage-timeline';

/**
 * Everything of the voyage and the profile that an approach over [fromUtcMs, untilUtcMs] reads,
 * value by value to `visit`, until it answers false (then false).
 */
function eachApproachInput(timeline: VoyageTimeline, distance: StormDistance, fromUtcMs: number, untilUtcMs: number, visit: (value: unknown) => boolean): boolean {
  const { route, etdUtcMs, stepMs } = timeline;
  // Not the arrival time: a window that reaches it ends there (untilUtcMs), and its last leg is listed.
  for (const value of [etdUtcMs, stepMs, fromUtcMs, untilUtcMs, distance.hurricane, distance.tropicalStorm, distance.depression, distance.severity]) if (!visit(value)) return false;
  const untilOffsetMs = untilUtcMs - etdUtcMs;
  for (let index = firstAtOrAfter(route.legs, fromUtcMs - etdUtcMs, (leg) => leg.endOffsetMs); index < route.legs.length; index += 1) {
    const leg = route.legs[index];
    if (leg === undefined || leg.startOffsetMs > untilOffsetMs) break;
    if (!(visit(leg.index) && visit(leg.track) && visit(leg.startOffsetMs) && visit(leg.endOffsetMs) && visit(leg.durationHours) && visit(leg.speedKn) && visit(leg.startDistanceNm))) return false;
  }
  return true;
}

const kept = new WeakMap<StormTrack, { inputs: unknown[]; value: unknown }>();

/**
 * `compute()` for this storm against the voyage over [fromUtcMs, untilUtcMs], or what it gave
 * last time when every input is the same (compared one by one, none copied while they match).
 */
export function keptApproach<T>(track: StormTrack, timeline: VoyageTimeline, distance: StormDistance, fromUtcMs: number, untilUtcMs: number, compute: () => T): T {
  const last = kept.get(track);
  if (last !== undefined) {
    let at = 0;
    const same = eachApproachInput(timeline, distance, fromUtcMs, untilUtcMs, (value) => Object.is(value, last.inputs[at++]));
    if (same && at === last.inputs.length) return last.value as T;
  }
  const value = compute();
  const inputs: unknown[] = [];
  eachApproachInput(timeline, distance, fromUtcMs, untilUtcMs, (each) => inputs.push(each) > 0);
  kept.set(track, { inputs, value });
  return value;
}
