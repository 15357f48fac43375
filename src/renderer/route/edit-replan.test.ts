import { describe, expect, it } from 'vitest';
import { routeTrackPoints } from '../../shared/geo';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { appendWaypoint, deleteWaypoint, insertWaypoint, moveWaypoint, setRouteEnd, updateLeg, updateWaypoint } from './route-edits';

/**
 * The open voyage re-plans each edit from the plan before it (open-voyage.tsx): planVoyage with
 * `previous`. Through the route table's and the chart's own edit functions, the result must be
 * exactly the plan solved from scratch, while only the legs the edit touched are solved again.
 */

const size = 1_000;
const voyage: Pick<Voyage, 'waypoints' | 'legs' | 'departure'> = {
  // Rotterdam out across the Atlantic and into the Pacific, past 180°, with great circles and rhumbs.
  waypoints: Array.from({ length: size }, (_, index) => ({ id: `wp-${index + 1}`, name: `WP ${index + 1}`, lat: 50 - (index * 60) / size + 5 * Math.sin(index / 7), lon: ((4 - (index * 300) / size + 540) % 360) - 180 })),
  legs: Array.from({ length: size - 1 }, (_, index) => ({ geometry: index % 3 === 0 ? ('rhumb' as const) : ('greatCircle' as const), speedKn: 11 + (index % 6) })),
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 10, 25, 6) },
};

function solved(route: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>, previous?: VoyagePlan): VoyagePlan {
  const result = planVoyage(route, previous);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

/** Everything the table, the chart, the forecast and the report read from a plan. */
function readable(plan: VoyagePlan) {
  return {
    schedule: plan.schedule,
    etdUtcMs: plan.etdUtcMs,
    etaUtcMs: plan.etaUtcMs,
    waypoints: plan.route.waypoints,
    totalDistanceNm: plan.route.totalDistanceNm,
    totalDurationHours: plan.route.totalDurationHours,
    legs: plan.route.legs.map(({ track, ...leg }) => ({ ...leg, quarter: track.positionAtNm(track.distanceNm / 4) })),
    drawn: routeTrackPoints(plan.route, 20),
  };
}

const edits: { name: string; change(route: typeof voyage): typeof voyage; solvedLegs: number }[] = [
  { name: 'a waypoint dragged and dropped', change: (route) => moveWaypoint(route, 500, { lat: 21.3, lon: -150.2 }), solvedLegs: 2 },
  { name: 'a latitude typed in the table', change: (route) => updateWaypoint(route, 10, (each) => ({ ...each, lat: each.lat + 0.5 })), solvedLegs: 2 },
  { name: 'a name typed', change: (route) => updateWaypoint(route, 700, (each) => ({ ...each, name: `${each.name}x` })), solvedLegs: 0 },
  { name: 'a speed typed', change: (route) => updateLeg(route, 300, { speedKn: 9.5 }), solvedLegs: 0 },
  { name: 'a leg made a great circle', change: (route) => updateLeg(route, 0, { geometry: 'greatCircle' }), solvedLegs: 1 },
  { name: 'a waypoint inserted on a leg', change: (route) => insertWaypoint(route, 250, { lat: 33.1, lon: -20.4 }), solvedLegs: 2 },
  { name: 'a waypoint deleted', change: (route) => deleteWaypoint(route, 600), solvedLegs: 1 },
  { name: 'the last waypoint deleted', change: (route) => deleteWaypoint(route, size - 1), solvedLegs: 0 },
  { name: 'a waypoint appended', change: (route) => appendWaypoint(route, { lat: 20, lon: 120 }, 13), solvedLegs: 1 },
  { name: 'a port made the departure', change: (route) => setRouteEnd(route, 'departure', { lat: 51.95, lon: 4.05 }, 'Maas entrance', 13), solvedLegs: 1 },
  { name: 'an arrival after planning backwards', change: (route) => ({ ...route, departure: { mode: 'arriveBy', etaUtcMs: Date.UTC(2027, 1, 1, 12) } }), solvedLegs: 0 },
];

describe('re-planning after an edit, as the open voyage does', () => {
  const before = solved(voyage);
  for (const { name, change, solvedLegs } of edits) {
    it(`gives the plan solved from scratch after ${name}, solving ${solvedLegs} leg(s) again`, () => {
      const edited = change(voyage);
      const incremental = solved(edited, before);
      expect(readable(incremental)).toEqual(readable(solved(edited)));
      const oldTracks = new Set(before.route.legs.map((leg) => leg.track));
      expect(incremental.route.legs.filter((leg) => !oldTracks.has(leg.track))).toHaveLength(solvedLegs);
    });
  }

  it('undoing an edit from the edited plan gives the original plan again', () => {
    const edited = solved(moveWaypoint(voyage, 42, { lat: 10, lon: 10 }), before);
    expect(readable(solved(voyage, edited))).toEqual(readable(before));
  });
});
