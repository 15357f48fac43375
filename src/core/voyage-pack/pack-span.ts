import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';

/** The voyage's ETD and ETA as its plan gives them (a voyage edited since packing: its new times). */
export function voyagePlanSpan(voyage: Voyage): { etdUtcMs: number; etaUtcMs: number } {
  const { etdUtcMs, etaUtcMs } = voyagePlanOf(voyage);
  return { etdUtcMs, etaUtcMs };
}

/** The voyage's plan as it is now (a voyage edited since packing: its new route and times). */
export function voyagePlanOf(voyage: Voyage): VoyagePlan {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route: ${planned.message}`);
  return planned.plan;
}
