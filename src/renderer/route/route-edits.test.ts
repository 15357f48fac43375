import { describe, expect, it } from 'vitest';
import { voyageSaveSchema, type Leg, type Waypoint } from '../../shared/voyage/voyage';
import { appendWaypoint, deleteWaypoint, freeWaypointId, insertWaypoint, moveWaypoint, setRouteEnd, updateLeg } from './route-edits';

const empty: { waypoints: Waypoint[]; legs: Leg[] } = { waypoints: [], legs: [] };

/** The store's own check: one leg per pair, ids unique. */
function expectStorable(route: { waypoints: Waypoint[]; legs: Leg[] }) {
  const parsed = voyageSaveSchema.safeParse({ id: 'v', name: 'x', departure: { mode: 'departAt', etdUtcMs: 0 }, vesselProfileId: 'default', revision: 1, ...route });
  expect(parsed.success, parsed.error?.message).toBe(true);
}

describe('route edits', () => {
  it('appends waypoints with legs at the service speed, then like the previous leg', () => {
    let route = appendWaypoint(empty, { lat: 51.9, lon: 4.1 }, 12);
    expect(route.legs).toEqual([]);
    route = appendWaypoint(route, { lat: 50, lon: -2 }, 12);
    route = updateLeg(route, 0, { speedKn: 15, geometry: 'greatCircle' });
    route = appendWaypoint(route, { lat: 40, lon: -30 }, 12);
    expect(route.legs).toEqual([
      { geometry: 'greatCircle', speedKn: 15 },
      { geometry: 'greatCircle', speedKn: 15 },
    ]);
    expect(route.waypoints.map((each) => each.id)).toEqual(['wp-1', 'wp-2', 'wp-3']);
    expectStorable(route);
  });

  it('stores longitudes normalised, whatever world copy the chart was clicked in', () => {
    const route = appendWaypoint(empty, { lat: 10, lon: 190 }, 12);
    expect(route.waypoints[0]?.lon).toBeCloseTo(-170, 9);
  });

  it('inserts into a leg, splitting it into two of the same kind', () => {
    let route = appendWaypoint(appendWaypoint(empty, { lat: 0, lon: 0 }, 12), { lat: 0, lon: 10 }, 12);
    route = updateLeg(route, 0, { speedKn: 9 });
    route = insertWaypoint(route, 0, { lat: 1, lon: 5 });
    expect(route.waypoints.map((each) => each.lon)).toEqual([0, 5, 10]);
    expect(route.legs).toEqual([
      { geometry: 'rhumb', speedKn: 9 },
      { geometry: 'rhumb', speedKn: 9 },
    ]);
    expectStorable(route);
    expect(() => insertWaypoint(route, 5, { lat: 0, lon: 0 })).toThrow(/no leg 6/);
  });

  it('deletes first, middle and last waypoints keeping one leg per pair', () => {
    let route = empty;
    for (let i = 0; i < 5; i += 1) route = appendWaypoint(route, { lat: i, lon: i }, 10 + i);
    route = updateLeg(route, 1, { speedKn: 7 });
    const middle = deleteWaypoint(route, 2);
    expect(middle.legs.map((leg) => leg.speedKn)).toEqual([11, 7, 11]);
    expectStorable(middle);
    expectStorable(deleteWaypoint(route, 0));
    expectStorable(deleteWaypoint(route, 4));
  });

  it('sets a port as departure or arrival, replacing that end once it exists', () => {
    let route = setRouteEnd(empty, 'departure', { lat: 51.9, lon: 4.1 }, 'Rotterdam', 14);
    route = setRouteEnd(route, 'arrival', { lat: 1.26, lon: 103.8 }, 'Singapore', 14);
    route = insertWaypoint(route, 0, { lat: 30, lon: 32.5 });
    route = setRouteEnd(route, 'departure', { lat: 53.5, lon: 9.9 }, 'Hamburg', 14);
    route = setRouteEnd(route, 'arrival', { lat: 22.3, lon: 114.2 }, 'Hong Kong', 14);
    expect(route.waypoints.map((each) => each.name)).toEqual(['Hamburg', 'WP 2', 'Hong Kong']);
    expect(route.legs).toEqual([{ geometry: 'rhumb', speedKn: 14 }, { geometry: 'rhumb', speedKn: 14 }]);
    expectStorable(route);
  });

  it('keeps automatic names in row order through inserts and deletes, and never renames the navigator\'s', () => {
    let route = appendWaypoint(empty, { lat: 50, lon: -10 }, 12);
    route = appendWaypoint(route, { lat: 50, lon: -20 }, 12);
    route = appendWaypoint(route, { lat: 50, lon: -30 }, 12, 'Ocean Station');
    route = appendWaypoint(route, { lat: 50, lon: -40 }, 12);
    expect(route.waypoints.map((each) => each.name)).toEqual(['WP 1', 'WP 2', 'Ocean Station', 'WP 4']);
    route = insertWaypoint(route, 0, { lat: 50, lon: -15 });
    expect(route.waypoints.map((each) => each.name)).toEqual(['WP 1', 'WP 2', 'WP 3', 'Ocean Station', 'WP 5']);
    route = deleteWaypoint(route, 0);
    expect(route.waypoints.map((each) => each.name)).toEqual(['WP 1', 'WP 2', 'Ocean Station', 'WP 4']);
    expectStorable(route);
  });

  it('moves a waypoint, clamping latitude, and refuses one that does not exist', () => {
    const route = moveWaypoint(appendWaypoint(empty, { lat: 0, lon: 0 }, 12), 0, { lat: 95, lon: -200 });
    expect(route.waypoints[0]).toMatchObject({ lat: 90, lon: 160 });
    expect(() => moveWaypoint(route, 3, { lat: 0, lon: 0 })).toThrow(/no waypoint 4/);
  });

  it('finds an unused id even after deletions', () => {
    expect(freeWaypointId([{ id: 'wp-2', name: '', lat: 0, lon: 0 }])).toBe('wp-3');
  });
});
