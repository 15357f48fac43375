import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { CrewPlan } from '../../shared/shore/crew-plan';
import { createVoyageStore, type VoyageStore } from './external-store';

export type { CrewPlan, CrewPlanStatus } from '../../shared/shore/crew-plan';

/**
 * Crew journey plans, per voyage: what was asked (direction, place, port, the ship time it was
 * planned against) and every option as the mixer's events bring it. Kept outside the Shore tab,
 * so a plan streams on while another tab is open; kept in passage.db (listCrewJourneyPlans /
 * saveCrewJourneyPlan), so plans made before a restart or going offline are still there with
 * their age. The page's storage would not do: the web host's address changes per launch.
 */

const noPlans: readonly CrewPlan[] = [];
export const crewJourneys: VoyageStore<readonly CrewPlan[]> = createVoyageStore(noPlans);

const voyageOfPlan = new Map<string, string>();
const loadedVoyages = new Set<string>();
let storeBridge: PassageBridge | null = null;

function keep(voyageId: string, planId: string): void {
  const plan = crewJourneys.get(voyageId).find((each) => each.planId === planId);
  // Not saved (voyage not in the store, store refused): the plan stays on screen for this session.
  if (plan && storeBridge) void storeBridge.saveCrewJourneyPlan({ voyageId, plan });
}

/** Reads a voyage's kept plans once per session, beside any made here meanwhile. */
export function useCrewPlansLoaded(bridge: PassageBridge, voyageId: string): void {
  useEffect(
    function loadCrewPlans() {
      storeBridge = bridge;
      if (loadedVoyages.has(voyageId)) return;
      loadedVoyages.add(voyageId);
      void bridge.listCrewJourneyPlans({ voyageId }).then((result) => {
        if (!result.ok) {
          loadedVoyages.delete(voyageId);
          return;
        }
        // A plan that was streaming when Passage closed ended there: what arrived is what there is.
        const kept = result.value.map((plan) =>
          plan.status === 'streaming' ? { ...plan, status: 'incomplete' as const, message: 'Incomplete: Passage closed while the plan was streaming; what had arrived is kept.' } : plan,
        );
        crewJourneys.set(voyageId, (plans) => {
          const here = new Set(plans.map((plan) => plan.planId));
          return [...plans, ...kept.filter((plan) => !here.has(plan.planId))].sort((a, b) => b.plannedAtMs - a.plannedAtMs);
        });
        for (const plan of kept) voyageOfPlan.set(plan.planId, voyageId);
      });
    },
    [bridge, voyageId],
  );
}

export function addCrewPlan(voyageId: string, plan: CrewPlan): void {
  voyageOfPlan.set(plan.planId, voyageId);
  crewJourneys.set(voyageId, (plans) => [plan, ...plans]);
  keep(voyageId, plan.planId);
}

export function updateCrewPlan(planId: string, change: (plan: CrewPlan) => CrewPlan): void {
  const voyageId = voyageOfPlan.get(planId);
  if (voyageId === undefined) return;
  crewJourneys.set(voyageId, (plans) => plans.map((plan) => (plan.planId === planId ? change(plan) : plan)));
  keep(voyageId, planId);
}

export function removeCrewPlan(voyageId: string, planId: string): void {
  crewJourneys.set(voyageId, (plans) => plans.filter((plan) => plan.planId !== planId));
  voyageOfPlan.delete(planId);
  void storeBridge?.deleteCrewJourneyPlan({ voyageId, planId });
}

/** Feeds the mixer's events into the plans they belong to; mounted once by the workstation. */
export function useCrewJourneyFeed(bridge: PassageBridge): void {
  useEffect(
    function followCrewJourneys() {
      storeBridge = bridge;
      const offOption = bridge.on('crewJourneyOption', ({ planId, option, receivedAtMs }) => {
        updateCrewPlan(planId, (plan) => ({ ...plan, options: [...plan.options, { option, receivedAtMs }] }));
      });
      const offEnded = bridge.on('crewJourneyEnded', ({ planId, end, message }) => {
        updateCrewPlan(planId, (plan) => ({ ...plan, status: end, message }));
      });
      return function stopFollowing() {
        offOption();
        offEnded();
      };
    },
    [bridge],
  );
}
