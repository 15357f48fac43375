import { describe, expect, it } from 'vitest';
import { rhumbDirect } from '../../shared/geo';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { ensembleGridNm, ensembleRoutePositions, turningWaypoints } from './route-positions-sampled';

const etdUtcMs = Date.UTC(2026, 10, 25, 12);
const speedKn = 12;

/**
 * A passage of `legs` equal rhumb legs from 40°N 20°W bending steadily by `bendDeg` in all (a
 * gentle curve, as a GPX track of a real passage is), with a zigzag of `zigzagDeg` either side
 * on every leg, as a recorded track wanders.
 */
function curvedPassage(legs: number, legNm: number, bendDeg: number, zigzagDeg = 0): VoyagePlan {
  const waypoints = [{ id: 'w0', name: 'W0', lat: 40, lon: -20 }];
  for (let index = 0; index < legs; index += 1) {
    const from = waypoints[index]!;
    const course = 250 + (bendDeg * index) / legs + (index % 2 === 0 ? zigzagDeg : -zigzagDeg);
    const next = rhumbDirect(from, course, legNm);
    waypoints.push({ id: `w${index + 1}`, name: `W${index + 1}`, lat: next.lat, lon: next.lon });
  }
  const planned = planVoyage({ waypoints, legs: Array.from({ length: legs }, () => ({ geometry: 'rhumb' as const, speedKn })), departure: { mode: 'departAt', etdUtcMs } });
  if (!planned.ok) throw new Error(planned.message);
  return planned.plan;
}

describe('ensemble positions along the route', () => {
  it('a 5,000-waypoint track of 0.6 nm legs asks about as many positions as a 10-waypoint route of the same length and time', () => {
    // About 3,000 nm at 12 kn: 250 h.
    const track = curvedPassage(5_000, 0.6, 60, 3);
    const route = curvedPassage(10, 300, 60);
    expect(track.route.totalDistanceNm).toBeCloseTo(route.route.totalDistanceNm, -1);
    const fromTrack = ensembleRoutePositions(track, 12);
    const fromRoute = ensembleRoutePositions(route, 12);
    // 20 steps of 12 h, departure and arrival, and the bend's turns: the same for both, not 5,000.
    expect(fromRoute.length).toBeGreaterThanOrEqual(22);
    expect(fromTrack.length).toBeLessThanOrEqual(fromRoute.length + 2);
    expect(fromTrack.length).toBeGreaterThanOrEqual(fromRoute.length - 2);
    for (const positions of [fromTrack, fromRoute]) {
      expect(positions[0]).toMatchObject({ offsetMs: 0, waypointIndex: 0, legIndex: 0 });
      expect(positions.at(-1)?.timeUtcMs).toBe(positions === fromTrack ? track.etaUtcMs : route.etaUtcMs);
      // In time order, none twice.
      const times = positions.map((position) => position.timeUtcMs);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
    }
  });

  it('asks at a sharp turn, and merges positions closer than the model grid', () => {
    const waypoints = [
      { id: 'a', name: 'A', lat: 50, lon: -5 },
      { id: 'b', name: 'B', lat: 50, lon: -10 },
      { id: 'c', name: 'C', lat: 45, lon: -10 },
    ];
    const planned = planVoyage({ waypoints, legs: [{ geometry: 'rhumb', speedKn }, { geometry: 'rhumb', speedKn }], departure: { mode: 'departAt', etdUtcMs } });
    if (!planned.ok) throw new Error(planned.message);
    expect(turningWaypoints(planned.plan.route)).toEqual([1]);
    const positions = ensembleRoutePositions(planned.plan, 6, 15);
    expect(positions.filter((position) => position.waypointIndex !== null).map((position) => position.waypointIndex)).toEqual([0, 1, 2]);
    // The turn is at about 193 nm (16 h): the 18 h position, 24 nm later, stays; none lies within 15 nm of another.
    const distances = positions.map((position) => ((position.timeUtcMs - etdUtcMs) / 3_600_000) * speedKn);
    for (let index = 1; index < distances.length; index += 1) expect(distances[index]! - distances[index - 1]!).toBeGreaterThanOrEqual(15 - 1e-6);
    // A coarse grid swallows the time steps near the turn and the ends.
    const coarse = ensembleRoutePositions(planned.plan, 6, 100);
    expect(coarse.length).toBeLessThan(positions.length);
  });

  it('reads the grid from the catalogue resolution, else assumes 0.25 degrees', () => {
    expect(ensembleGridNm('0.25 degrees')).toBe(15);
    expect(ensembleGridNm('0.125°')).toBe(7.5);
    expect(ensembleGridNm('18 km')).toBeCloseTo(9.72, 2);
    expect(ensembleGridNm(null)).toBe(15);
    expect(ensembleGridNm('global')).toBe(15);
  });
});
