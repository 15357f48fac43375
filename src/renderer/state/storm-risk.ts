import { useEffect } from 'react';
import { nearStormEncounterSteps, runSteps, type Steps, type StormEncounter } from '../../shared/risk';
import type { VoyagePlanResult } from '../../shared/voyage/voyage-plan';
import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { ShownStorm } from '../risk/use-storms';
import { openVoyage, sameMotion, type OpenVoyageInstance } from '../route/open-voyage';
import { createExternalStore, useExternalStore } from './external-store';
import { afterNextPaint, inBackground } from '../shell/use-after-paint';

export interface VoyageStormRisk {
  /** per near storm, in the order of `near`; null when there is no plan to compare */
  encounters: readonly StormEncounter[] | null;
  /** the storms near this voyage (storms-near-voyage.ts), all of them while there is no plan */
  near: readonly ShownStorm[];
  /** the others, listed apart */
  notNear: readonly ShownStorm[];
  /** the profile's storm near distance, nm */
  nearDistanceNm: number;
  /** why there is nothing to compare, in words */
  reason: string | null;
  /** the profile's name, or that the default distances stand in while it is unknown */
  profileNote: string;
}

/** Every storm against the voyage as planned (null: no voyage open), in steps (shared/risk nearStormEncounterSteps). */
function* stormRiskSteps(plan: VoyagePlanResult | null, profile: VesselProfile | null, storms: readonly ShownStorm[]): Steps<VoyageStormRisk> {
  const used = profile ?? defaultVesselProfile;
  const profileNote = profile === null ? `default distances (${defaultVesselProfile.name}) until the vessel profile is read` : `profile ${profile.name}`;
  const nearDistanceNm = used.stormNearDistanceNm;
  const unplanned = { encounters: null, near: storms, notNear: [], nearDistanceNm, profileNote };
  if (plan === null) return { ...unplanned, reason: 'No voyage is open.' };
  if (!plan.ok) return { ...unplanned, reason: `The voyage cannot be planned: ${plan.message}` };
  const { encounters, near, notNear } = yield* nearStormEncounterSteps(plan.plan.route, plan.plan.etdUtcMs, storms, (each) => each.analysed, used);
  return { encounters, near, notNear, nearDistanceNm, reason: null, profileNote };
}

/** Every storm against the voyage as planned (null: no voyage open), at once. */
export function stormRiskOf(plan: VoyagePlanResult | null, profile: VesselProfile | null, storms: readonly ShownStorm[]): VoyageStormRisk {
  return runSteps(stormRiskSteps(plan, profile, storms));
}

/**
 * The storm risk of the open voyage, read by the Risk and Forecast tabs, the meteogram and the
 * chart's closest-approach lines. One value for the open voyage: the feed replaces it whenever
 * another voyage is opened.
 */
export const stormRiskStore = createExternalStore<VoyageStormRisk>(stormRiskOf(null, null, []));

export function useStormRisk(): VoyageStormRisk {
  return useExternalStore(stormRiskStore);
}

/** What the risk was computed from: the same values (by identity) compute nothing. */
interface Inputs {
  plan: VoyagePlanResult | null;
  profile: VesselProfile | null;
  storms: readonly ShownStorm[];
}

/**
 * Called once by the workstation: every storm against the open voyage as planned, in the renderer
 * from the plan, so an edit of the route or the departure changes the CPA with no call to make.
 * It follows the open voyage's store itself, not through React (the workstation is not re-rendered
 * by an edit), and computes after the frame that shows the edit is painted: a keystroke or a drop
 * paints the table and the route first. The plan is the open voyage's (planned with the plan before
 * it), so only the legs an edit changed are sampled and screened again (shared/risk
 * voyage-leg-samples.ts); a plan that only renames waypoints computes nothing. One step a task
 * (the voyage's timeline, the screening, each near storm's encounter), each of background
 * priority so that a forecast's answer or an input goes first, the result set once at the end;
 * new inputs drop the steps left of the last ones.
 */
export function useStormRiskFeed(storms: readonly ShownStorm[], instance: OpenVoyageInstance = openVoyage): void {
  useEffect(
    function followTheOpenVoyage() {
      let computed: Inputs | null = null;
      let pending: (() => void) | null = null;
      let cancelStep: (() => void) | undefined;
      const current = (): Inputs => {
        const { plan, profile } = instance.view.get();
        return { plan, profile, storms };
      };
      const compute = () => {
        const inputs = current();
        if (computed !== null && inputs.storms === computed.storms && inputs.profile === computed.profile && sameMotion(inputs.plan, computed.plan)) return;
        computed = inputs;
        cancelStep?.();
        const steps = stormRiskSteps(inputs.plan, inputs.profile, inputs.storms);
        const step = () => {
          const next = steps.next();
          if (next.done) stormRiskStore.set(next.value);
          else cancelStep = inBackground(step);
        };
        cancelStep = inBackground(step);
      };
      const computeAfterPaint = () => {
        pending ??= afterNextPaint(() => {
          pending = null;
          compute();
        });
      };
      compute();
      const unsubscribe = instance.store.subscribe(computeAfterPaint);
      return function stopFollowing() {
        unsubscribe();
        pending?.();
        cancelStep?.();
      };
    },
    [storms, instance],
  );
}
