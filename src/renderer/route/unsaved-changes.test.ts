import { describe, expect, it } from 'vitest';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { hasUnsavedChanges } from './unsaved-changes';

const saved: Voyage = {
  id: 'v1',
  name: 'Rotterdam to Leith',
  revision: 3,
  createdAtMs: 0,
  updatedAtMs: 0,
  vesselProfileId: 'default',
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 0) },
  waypoints: [
    { id: 'a', name: 'Maas Center', lat: 51.995, lon: 3.97 },
    { id: 'b', name: 'Leith', lat: 56.0, lon: -3.17 },
  ],
  legs: [{ geometry: 'rhumb', speedKn: 12 }],
} as unknown as Voyage;

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
