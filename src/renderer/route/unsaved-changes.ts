import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';

/**
 * Whether the open voyage differs from the one saved, as a navigator means it: a change of what
 * is planned. Switching "Depart at" to "Arrive by" keeps the route's times (the arrival it had
 * becomes the one required), so it is only another way to enter the same timing: not an unsaved
 * change, and nothing drawn for the saved voyage (leg colouring, forecast) is dropped for it.
 */
export function hasUnsavedChanges(current: Voyage, saved: Voyage): boolean {
  if (current === saved) return false;
  for (const key of Object.keys(current) as (keyof Voyage)[]) {
    if (key !== 'departure' && current[key] !== saved[key]) return true;
  }
  if (Object.keys(saved).length !== Object.keys(current).length) return true;
  return !sameTimes(current, saved);
}

/** Plans agree to the second: planning back from an arrival may land a few ms off the departure. */
const sameWithinMs = 1_000;

function sameTimes(current: Voyage, saved: Voyage): boolean {
  const a = current.departure;
  const b = saved.departure;
  if (a.mode === 'departAt' && b.mode === 'departAt') return a.etdUtcMs === b.etdUtcMs;
  if (a.mode === 'arriveBy' && b.mode === 'arriveBy') return a.etaUtcMs === b.etaUtcMs;
  const planA = planVoyage(current);
  const planB = planVoyage(saved);
  if (!planA.ok || !planB.ok) return false;
  return Math.abs(planA.plan.etdUtcMs - planB.plan.etdUtcMs) < sameWithinMs && Math.abs(planA.plan.etaUtcMs - planB.plan.etaUtcMs) < sameWithinMs;
}
