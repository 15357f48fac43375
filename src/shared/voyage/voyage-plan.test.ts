import { describe, expect, it } from 'vitest';
import type { Departure } from './voyage';
import { planVoyage, sameTrackAndTimes, type VoyagePlan } from './voyage-plan';

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

describe('sameTrackAndTimes', () => {
  const departure = { mode: 'departAt' as const, etdUtcMs: etd };
  const solve = (route: { waypoints: typeof waypoints; legs: typeof legs; departure: Departure }, previous?: VoyagePlan) => {
    const result = planVoyage(route, previous);
    if (!result.ok) throw new Error(result.message);
    return result.plan;
  };
  const before = solve({ waypoints, legs, departure });

  it('holds after a rename, and not after a move, a new speed or a new departure', () => {
    const renamed = solve({ waypoints: [{ ...waypoints[0]!, name: 'Hook' }, ...waypoints.slice(1)], legs, departure }, before);
    expect(sameTrackAndTimes(before, renamed)).toBe(true);
    expect(sameTrackAndTimes(before, solve({ waypoints: [waypoints[0]!, { ...waypoints[1]!, lat: 51.1 }, waypoints[2]!], legs, departure }, before))).toBe(false);
    expect(sameTrackAndTimes(before, solve({ waypoints, legs: [legs[0]!, { ...legs[1]!, speedKn: 14 }], departure }, before))).toBe(false);
    expect(sameTrackAndTimes(before, solve({ waypoints, legs, departure: { mode: 'departAt', etdUtcMs: etd + 60_000 } }, before))).toBe(false);
  });

  it('after a rename keeps the legs and the schedule as they were, and names the waypoint anew', () => {
    const renamed = solve({ waypoints: [waypoints[0]!, { ...waypoints[1]!, name: 'Dover' }, waypoints[2]!], legs, departure }, before);
    expect(renamed.route.legs).toBe(before.route.legs);
    expect(renamed.schedule).toBe(before.schedule);
    expect(renamed.route.waypoints[1]?.name).toBe('Dover');
    const fresh = solve({ waypoints: [waypoints[0]!, { ...waypoints[1]!, name: 'Dover' }, waypoints[2]!], legs, departure });
    const withoutTracks = (plan: VoyagePlan) => ({ ...plan, route: { ...plan.route, legs: plan.route.legs.map(({ track, ...leg }) => ({ ...leg, distanceNm: track.distanceNm })) } });
    expect(withoutTracks(renamed)).toEqual(withoutTracks(fresh));
    // The same departure asked for the other way keeps the schedule too; another one does not.
    expect(solve({ waypoints, legs, departure: { mode: 'arriveBy', etaUtcMs: before.etaUtcMs } }, before).schedule).toBe(before.schedule);
    const later = solve({ waypoints, legs, departure: { mode: 'arriveBy', etaUtcMs: before.etaUtcMs + 60_000 } }, before);
    expect(later.schedule.etdUtcMs).toBe(etd + 60_000);
  });
});
