import { useMemo } from 'react';
import { stormEncounters, voyageTimeline, type StormEncounter } from '../../shared/risk';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { useOpenVoyage } from '../route/open-voyage';
import type { ShownStorm } from './use-storms';

export interface VoyageStormRisk {
  /** per storm, in the order of the storms answer; null when there is no plan to compare */
  encounters: readonly StormEncounter[] | null;
  /** why there is nothing to compare, in words */
  reason: string | null;
  /** the profile's name, or that the default distances stand in while it is unknown */
  profileNote: string;
}

/**
 * Every storm against the open voyage as planned, in the renderer from the plan: an edit of the
 * route or the departure changes the CPA at once, with no call to make.
 */
export function useStormEncounters(storms: readonly ShownStorm[]): VoyageStormRisk {
  const { voyage, plan, profile } = useOpenVoyage();
  return useMemo(() => {
    const used = profile ?? defaultVesselProfile;
    const profileNote = profile === null ? `default distances (${defaultVesselProfile.name}) until the vessel profile is read` : `profile ${profile.name}`;
    if (voyage === null || plan === null) return { encounters: null, reason: 'No voyage is open.', profileNote };
    if (!plan.ok) return { encounters: null, reason: `The voyage cannot be planned: ${plan.message}`, profileNote };
    const timeline = voyageTimeline(plan.plan.route, plan.plan.etdUtcMs);
    return { encounters: stormEncounters(timeline, storms.map((each) => each.analysed), used.stormDistanceNm), reason: null, profileNote };
  }, [voyage, plan, profile, storms]);
}
