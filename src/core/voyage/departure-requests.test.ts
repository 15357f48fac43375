import { describe, expect, it } from 'vitest';
import { rhumbDirect } from '../../shared/geo';
import { routeCredits } from '../../shared/service/credits';
import { voyageSchema, type Voyage } from '../../shared/voyage/voyage';
import { departureRequests } from './departure-comparison';

const etdUtcMs = Date.UTC(2026, 10, 25, 12);

/** About 3,000 nm at 12 kn in `legs` equal legs, bending 60° in all, zigzagging `zigzagDeg` either side like a recorded track. */
function passage(legs: number, legNm: number, zigzagDeg = 0): Voyage {
  const waypoints = [{ id: 'w0', name: 'W0', lat: 40, lon: -20 }];
  for (let index = 0; index < legs; index += 1) {
    const next = rhumbDirect(waypoints[index]!, 250 + (60 * index) / legs + (index % 2 === 0 ? zigzagDeg : -zigzagDeg), legNm);
    waypoints.push({ id: `w${index + 1}`, name: `W${index + 1}`, lat: next.lat, lon: next.lon });
  }
  return voyageSchema.parse({
    id: 'v',
    name: 'Long passage',
    waypoints,
    legs: Array.from({ length: legs }, () => ({ geometry: 'rhumb', speedKn: 12 })),
    departure: { mode: 'departAt', etdUtcMs },
    vesselProfileId: 'default',
    revision: 1,
    createdAtMs: etdUtcMs,
    updatedAtMs: etdUtcMs,
  });
}

describe('departure comparison requests', () => {
  it('asks a 5,000-waypoint track at positions sampled along it: about what the passage needs, not one per waypoint', () => {
    const track = departureRequests(passage(5_000, 0.6, 3), { voyageId: 'v', everyHours: 6, windowHours: 24 });
    const planned = departureRequests(passage(10, 300), { voyageId: 'v', everyHours: 6, windowHours: 24 });
    expect(track).toHaveLength(5);
    const trackCredits = track.reduce((sum, request) => sum + routeCredits({ lats: request.built.query.lats, elements: request.built.query.elements ?? [] }), 0);
    // Whole, every departure would send 5,001 positions.
    // Every hour of about 250 h, and the bend's four 15° turns; the ±3° wander counts as none.
    for (const request of track) expect(request.built.query.lats.length).toBeLessThan(260);
    expect(trackCredits).toBeLessThan(5 * 5_001);
    // Every departure asks the same positions, its times moved by the departure's shift.
    const [first, last] = [track[0]!, track.at(-1)!];
    expect(last.built.query.lats).toEqual(first.built.query.lats);
    expect(last.built.query.times.map((time, index) => time - first.built.query.times[index]!)).toEqual(first.built.query.times.map(() => 24 * 3600));
    // From departure to arrival, ending at the track's last waypoint.
    expect(first.built.voyageWaypointOfPosition[0]).toBe(0);
    expect(first.built.voyageWaypointOfPosition.at(-1)).toBe(5_000);
    expect(first.built.query.times.at(-1)! - first.built.query.times[0]!).toBe(Math.round((first.plan.etaUtcMs - first.plan.etdUtcMs) / 1000));
    // A planned 10-waypoint route is still asked whole, as the forecast tab asks it.
    expect(planned[0]!.built.query.lats).toHaveLength(11);
  });
});
