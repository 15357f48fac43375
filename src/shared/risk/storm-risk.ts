/**
 * The storm side of a voyage in one call: every storm of a /v1/storms answer against the planned
 * voyage, and the smallest clearance over all of them (what departure comparison ranks by).
 */
import type { Storm } from '../service/storms';
import type { ComputedRoute } from '../geo';
import type { StormDistance, VesselProfile } from '../voyage/vessel-profile';
import { dangerArea } from './danger-area';
import { stormCone } from './storm-cone';
import { stormEncounter, type AnalysedStorm, type StormClearance, type StormEncounter, type StormVerdict } from './storm-cpa';
import { stormTrack } from './storm-track';
import { stormsNearVoyage, type StormsNearVoyage } from './storms-near-voyage';
import { voyageTimeline, type VoyageTimeline } from './voyage-timeline';

/** Track, danger area and cone of one storm of the answer fetched at `fetchedUtcMs`. */
export function analyseStorm(storm: Storm, fetchedUtcMs: number): AnalysedStorm {
  const track = stormTrack(storm, fetchedUtcMs);
  return { track, dangerArea: dangerArea(track), cone: stormCone(storm) };
}

/** Every storm against the voyage, in the answer's order. */
export function stormEncounters(timeline: VoyageTimeline, storms: readonly AnalysedStorm[], distance: StormDistance): StormEncounter[] {
  return storms.map((storm) => stormEncounter(timeline, storm, distance));
}

export interface NearStormEncounters<S> extends StormsNearVoyage<S> {
  /** per near storm, in the order of `near` */
  encounters: StormEncounter[];
}

/**
 * The storms near the planned voyage and each one's encounter: what the Risk tab, the chart and
 * the Forecast tab show. Pass the route an edit produced (computeRoute or planVoyage with the plan
 * before it): its untouched legs keep their samples and what was found along them, so only the
 * changed legs are sampled and screened again (voyage-leg-samples.ts).
 */
export function nearStormEncounters<S>(
  route: ComputedRoute,
  etdUtcMs: number,
  storms: readonly S[],
  analysedOf: (storm: S) => AnalysedStorm,
  profile: Pick<VesselProfile, 'stormNearDistanceNm' | 'stormDistanceNm'>,
): NearStormEncounters<S> {
  return runSteps(nearStormEncounterSteps(route, etdUtcMs, storms, analysedOf, profile));
}

/** Work that pauses (yields) between its steps, and what it gives at the end. */
export type Steps<T> = Generator<void, T, void>;

/** Every step of `steps` at once, and what they give. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * nearStormEncounters in steps: a pause after the voyage's timeline, and before each near storm's
 * encounter. A 5,000-waypoint voyage's storms held one task for 80-150 ms; the renderer runs one
 * step a task, so that no frame waits for all of them (renderer/state/storm-risk.ts).
 */
export function* nearStormEncounterSteps<S>(
  route: ComputedRoute,
  etdUtcMs: number,
  storms: readonly S[],
  analysedOf: (storm: S) => AnalysedStorm,
  profile: Pick<VesselProfile, 'stormNearDistanceNm' | 'stormDistanceNm'>,
): Steps<NearStormEncounters<S>> {
  const timeline = voyageTimeline(route, etdUtcMs);
  yield;
  const { near, notNear } = stormsNearVoyage(timeline, storms, profile.stormNearDistanceNm, (storm) => analysedOf(storm).track);
  const encounters: StormEncounter[] = [];
  for (const storm of near) {
    yield;
    encounters.push(stormEncounter(timeline, analysedOf(storm), profile.stormDistanceNm));
  }
  return { near, notNear, encounters };
}

export interface VoyageStormClearance extends StormClearance {
  stormId: string;
  stormName: string;
  verdict: StormVerdict;
  /** whether the voyage enters any storm's danger area or cone */
  entersDangerArea: boolean;
  entersCone: boolean;
}

/**
 * The storm the voyage passes with the least margin against the profile's distance, or null when
 * no storm shares a moment with the voyage. Ranking departures by marginNm (largest first) puts
 * the one that keeps furthest from trouble first.
 */
export function voyageStormClearance(encounters: readonly StormEncounter[]): VoyageStormClearance | null {
  let worst: VoyageStormClearance | null = null;
  for (const encounter of encounters) {
    const { clearance } = encounter;
    if (clearance === null || (worst !== null && worst.marginNm <= clearance.marginNm)) continue;
    worst = { ...clearance, stormId: encounter.stormId, stormName: encounter.stormName, verdict: encounter.verdict, entersDangerArea: false, entersCone: false };
  }
  if (worst === null) return null;
  return {
    ...worst,
    entersDangerArea: encounters.some((encounter) => encounter.dangerAreaEntry !== null),
    entersCone: encounters.some((encounter) => encounter.coneEntry !== null),
  };
}
