/**
 * One candidate departure against the storms known now: the ship's timeline on the route as
 * planned, moved to that departure, against every storm's track (forecast positions included),
 * reduced to what departure comparison ranks by.
 */
import type { ComputedRoute } from '../geo';
import type { DepartureStormClearance } from '../voyage/departure-ranking';
import type { StormDistance } from '../voyage/vessel-profile';
import type { AnalysedStorm } from './storm-cpa';
import { stormEncounters, voyageStormClearance } from './storm-risk';
import { voyageTimeline } from './voyage-timeline';

/** Null when no storm shares a moment with the voyage leaving at `etdUtcMs`. */
export function departureStormClearance(route: ComputedRoute, etdUtcMs: number, storms: readonly AnalysedStorm[], distance: StormDistance): DepartureStormClearance | null {
  const encounters = stormEncounters(voyageTimeline(route, etdUtcMs), storms, distance);
  const worst = voyageStormClearance(encounters);
  if (worst === null) return null;
  return {
    stormName: worst.stormName,
    timeUtcMs: worst.timeUtcMs,
    distanceNm: worst.distanceNm,
    requiredNm: worst.requiredNm,
    marginNm: worst.marginNm,
    hardCount: encounters.filter((encounter) => encounter.verdict === 'hard').length,
    softCount: encounters.filter((encounter) => encounter.verdict === 'soft').length,
  };
}
