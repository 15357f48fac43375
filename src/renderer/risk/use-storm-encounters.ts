import { useDeferredValue, useMemo } from 'react';
import { nearStormEncounters, type StormEncounter } from '../../shared/risk';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { useOpenVoyage } from '../route/open-voyage';
import { useSteadyMotion } from '../route/use-steady-motion';
import type { ShownStorm } from './use-storms';

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

/**
 * Every storm against the open voyage as planned, in the renderer from the plan: an edit of the
 * route or the departure changes the CPA at once, with no call to make. "At once" is the frame
 * after the edit's own: the plan is taken deferred, so a keystroke or a drop paints the table and
 * the route first, and an edit that moves the ship nowhere (a name) computes nothing. The plan is
 * the open voyage's (planned with the plan before it), so only the legs an edit changed are
 * sampled and screened again (shared/risk voyage-leg-samples.ts).
 */
export function useStormEncounters(storms: readonly ShownStorm[]): VoyageStormRisk {
  const { plan: planNow, profile } = useOpenVoyage();
  const plan = useSteadyMotion(useDeferredValue(planNow));
  return useMemo(() => {
    const used = profile ?? defaultVesselProfile;
    const profileNote = profile === null ? `default distances (${defaultVesselProfile.name}) until the vessel profile is read` : `profile ${profile.name}`;
    const nearDistanceNm = used.stormNearDistanceNm;
    const unplanned = { encounters: null, near: storms, notNear: [], nearDistanceNm, profileNote };
    if (plan === null) return { ...unplanned, reason: 'No voyage is open.' };
    if (!plan.ok) return { ...unplanned, reason: `The voyage cannot be planned: ${plan.message}` };
    const { encounters, near, notNear } = nearStormEncounters(plan.plan.route, plan.plan.etdUtcMs, storms, (each) => each.analysed, used);
    return { encounters, near, notNear, nearDistanceNm, reason: null, profileNote };
  }, [plan, profile, storms]);
}
