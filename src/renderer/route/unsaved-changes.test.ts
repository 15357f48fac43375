import { describe, expect, it } from 'vitest';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { rotterdamToLeith } from './rotterdam-leith.fixture';
import { hasUnsavedChanges } from './unsaved-changes';

const saved: Voyage = rotterdamToLeith({ revision: 3 });

describe('unsaved changes', () => {
  it('switching to "Arrive by" with the arrival the route already has is no change', () => {
    const plan = planVoyage(saved);
    if (!plan.ok) throw new Error(plan.message);
    const arriveBy = { ...saved, departure: { mode: 'arriveBy' as const, etaUtcMs: plan.plan.etaUtcMs } };
    expect(hasUnsavedChanges(arriveBy, saved)).toBe(false);
  });

  it('another arrival, a renamed voyage or moved waypoints are changes', () => {
    const plan = planVoyage(saved);
    if (!plan.ok) throw new Error(plan.message);
    expect(hasUnsavedChanges({ ...saved, departure: { mode: 'arriveBy', etaUtcMs: plan.plan.etaUtcMs + 3_600_000 } }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, name: 'Leith' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, waypoints: [...saved.waypoints] }, saved)).toBe(true);
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
  });
});
