import { describe, expect, it } from 'vitest';
import { planVoyage } from './voyage-plan';

const etd = Date.UTC(2026, 10, 24, 6);
const waypoints = [
  { id: 'a', name: 'Hoek van Holland', lat: 51.98, lon: 4.05 },
  { id: 'b', name: 'Dover Strait', lat: 51.0, lon: 1.5 },
  { id: 'c', name: 'Ushant', lat: 48.5, lon: -5.5 },
];
const legs = [
  { geometry: 'rhumb' as const, speedKn: 12 },
  { geometry: 'greatCircle' as const, speedKn: 15 },
];

describe('planVoyage', () => {
  it('times every waypoint from the departure, and the departure from a required arrival', () => {
    const forwards = planVoyage({ waypoints, legs, departure: { mode: 'departAt', etdUtcMs: etd } });
    expect(forwards.ok).toBe(true);
    if (!forwards.ok) return;
    const { plan } = forwards;
    expect(plan.etdUtcMs).toBe(etd);
    expect(plan.schedule.waypointEtaUtcMs).toHaveLength(3);
    // Leg 1 at 12 kn: its duration is distance / speed.
    const leg1 = plan.route.legs[0]!;
    expect(plan.schedule.waypointEtaUtcMs[1]! - etd).toBe(Math.round((leg1.distanceNm / 12) * 3_600_000));
    const backwards = planVoyage({ waypoints, legs, departure: { mode: 'arriveBy', etaUtcMs: plan.etaUtcMs } });
    expect(backwards.ok && backwards.plan.etdUtcMs).toBe(etd);
  });

  it('says why there is no plan', () => {
    expect(planVoyage({ waypoints: waypoints.slice(0, 1), legs: [], departure: { mode: 'departAt', etdUtcMs: etd } })).toEqual({
      ok: false,
      message: 'A route needs at least two waypoints.',
    });
    const bad = planVoyage({ waypoints, legs: [legs[0]!, { geometry: 'rhumb', speedKn: 0 }], departure: { mode: 'departAt', etdUtcMs: etd } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/leg 2/);
  });
});
