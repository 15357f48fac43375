import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';

/** The voyage's ETD and ETA as its plan gives them (a voyage edited since packing: its new times). */
export function voyagePlanSpan(voyage: Voyage): { etdUtcMs: number; etaUtcMs: number } {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route: ${planned.message}`);
  return { etdUtcMs: planned.plan.etdUtcMs, etaUtcMs: planned.plan.etaUtcMs };
}
