import { describe, expect, it } from 'vitest';
import { rhumbLeg } from '../../shared/geo/rhumb';
import { proposalRoute } from './proposal-route';
import { noGoObstacles, pointInArea } from './routing-obstacles';

// A routed track that goes round the north side of a no-go box: with a loose tolerance,
// Douglas-Peucker alone would join its ends by legs that cut the box's corners.

const HOUR_MS = 3_600_000;
const box = [
  { lat: -1, lon: 2 },
  { lat: -1, lon: 4 },
  { lat: 0.6, lon: 4 },
  { lat: 0.6, lon: 2 },
];
// Along the equator, up over the box at 0.8°N from 1.8°E to 4.2°E, and down again: a position every 0.2°.
const path = [
  ...[0, 0.4, 0.8, 1.2, 1.6].map((lon) => ({ lat: 0, lon })),
  ...Array.from({ length: 13 }, (_, index) => ({ lat: 0.8, lon: 1.8 + index * 0.2 })),
  ...[4.4, 4.8, 5.2, 5.6, 6].map((lon) => ({ lat: 0, lon })),
];
const track = path.map((position, index) => ({ ...position, timeUtcMs: index * HOUR_MS }));
const ends = { firstName: 'West', lastName: 'East' };

/** Every position along the proposal's legs, a mile apart. */
function sailed(proposal: ReturnType<typeof proposalRoute>) {
  return proposal.legs.flatMap((_, index) => rhumbLeg(proposal.waypoints[index]!, proposal.waypoints[index + 1]!).trackPoints(1));
}

describe('a proposal kept clear of what the router went round', () => {
  it('splits a leg that would cut into a no-go area at the track position farthest from it', () => {
    const loose = proposalRoute(track, 40, 'rhumb', ends);
    expect(sailed(loose).some((position) => pointInArea(position, box))).toBe(true);

    const obstacles = noGoObstacles([box]);
    const clear = proposalRoute(track, 40, 'rhumb', ends, (from, to) => !obstacles.blocked(from, to));
    expect(sailed(clear).filter((position) => pointInArea(position, box))).toEqual([]);
    expect(clear.waypoints.length).toBeGreaterThan(loose.waypoints.length);
    // Only what it takes: still far fewer waypoints than the track has positions, the ends kept.
    expect(clear.waypoints.length).toBeLessThan(track.length / 2);
    expect([clear.waypoints[0]!.name, clear.waypoints.at(-1)!.name]).toEqual(['West', 'East']);
  });

  it('reads the check at the times she would be there: a hazard gone by then splits nothing', () => {
    const passedBy = proposalRoute(track, 40, 'rhumb', ends, (_, to) => !(pointInArea(to, box) && to.timeUtcMs < 0));
    expect(passedBy.waypoints.length).toBe(proposalRoute(track, 40, 'rhumb', ends).waypoints.length);
  });
});
