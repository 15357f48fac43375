import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegGeometry } from './leg';
import { computeRoute, routeTrackPoints, type ComputedRoute, type Route, type RouteLeg, type RouteWaypoint } from './route';

/**
 * computeRoute(next, previous) after one edit must give exactly what computeRoute(next) gives,
 * while solving again only the legs the edit touched.
 */

const spacingNm = 15;

/** Everything a caller reads from a computed route, without the track objects themselves. */
function readable(route: ComputedRoute) {
  return {
    waypoints: route.waypoints,
    totalDistanceNm: route.totalDistanceNm,
    totalDurationHours: route.totalDurationHours,
    legs: route.legs.map(({ track, ...leg }) => ({ ...leg, track: { from: track.from, to: track.to, geometry: track.geometry, distanceNm: track.distanceNm }, middle: track.positionAtNm(track.distanceNm / 2) })),
    drawn: routeTrackPoints(route, spacingNm),
  };
}

type Edit =
  | { kind: 'move'; index: number; lat: number | undefined; lon: number | undefined }
  | { kind: 'insert'; index: number; lat: number; lon: number }
  | { kind: 'delete'; index: number }
  | { kind: 'speed'; index: number; speedKn: number }
  | { kind: 'geometry'; index: number }
  | { kind: 'rename'; index: number };

function applyEdit(route: Route, edit: Edit): Route {
  const waypoints = [...route.waypoints];
  const legs = [...route.legs];
  const at = (length: number) => edit.index % length;
  switch (edit.kind) {
    case 'move': {
      const index = at(waypoints.length);
      const old = waypoints[index] ?? { name: '', lat: 0, lon: 0 };
      waypoints[index] = { name: old.name, lat: edit.lat ?? old.lat, lon: edit.lon ?? old.lon };
      break;
    }
    case 'insert': {
      // Into leg i, as a click on the leg does: the new leg keeps the split leg's geometry and speed.
      const index = at(legs.length);
      const split = legs[index] ?? { geometry: 'rhumb', speedKn: 12 };
      waypoints.splice(index + 1, 0, { name: 'inserted', lat: edit.lat, lon: edit.lon });
      legs.splice(index, 0, { ...split });
      break;
    }
    case 'delete': {
      if (waypoints.length <= 2) return route;
      const index = at(waypoints.length);
      waypoints.splice(index, 1);
      legs.splice(Math.min(index, legs.length - 1), 1);
      break;
    }
    case 'speed': {
      const index = at(legs.length);
      legs[index] = { geometry: legs[index]?.geometry ?? 'rhumb', speedKn: edit.speedKn };
      break;
    }
    case 'geometry': {
      const index = at(legs.length);
      const leg = legs[index] ?? { geometry: 'rhumb', speedKn: 12 };
      legs[index] = { ...leg, geometry: leg.geometry === 'rhumb' ? 'greatCircle' : 'rhumb' };
      break;
    }
    case 'rename': {
      const index = at(waypoints.length);
      waypoints[index] = { ...(waypoints[index] ?? { lat: 0, lon: 0 }), name: 'renamed' };
      break;
    }
  }
  return { waypoints, legs };
}

const latitude = fc.double({ min: -70, max: 70, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const waypoint: fc.Arbitrary<RouteWaypoint> = fc.record({ name: fc.constant('wp'), lat: latitude, lon: longitude });
const leg: fc.Arbitrary<RouteLeg> = fc.record({ geometry: fc.constantFrom<LegGeometry>('rhumb', 'greatCircle'), speedKn: fc.double({ min: 5, max: 25, noNaN: true }) });
const route: fc.Arbitrary<Route> = fc
  .array(waypoint, { minLength: 2, maxLength: 12 })
  .chain((waypoints) => fc.array(leg, { minLength: waypoints.length - 1, maxLength: waypoints.length - 1 }).map((legs) => ({ waypoints, legs })));
const index = fc.nat({ max: 1000 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  // A drag along a parallel or a meridian changes one coordinate only.
  fc.record({ kind: fc.constant('move' as const), index, lat: fc.option(latitude, { nil: undefined }), lon: fc.option(longitude, { nil: undefined }) }),
  fc.record({ kind: fc.constant('insert' as const), index, lat: latitude, lon: longitude }),
  fc.record({ kind: fc.constant('delete' as const), index }),
  fc.record({ kind: fc.constant('speed' as const), index, speedKn: fc.double({ min: 5, max: 25, noNaN: true }) }),
  fc.record({ kind: fc.constant('geometry' as const), index }),
  fc.record({ kind: fc.constant('rename' as const), index }),
);

describe('computeRoute after an edit (with the previous route)', () => {
  it('gives exactly what a full computation gives, for any single edit or run of edits', () => {
    fc.assert(
      fc.property(route, fc.array(edit, { minLength: 1, maxLength: 4 }), (start, edits) => {
        let current = start;
        let computed = computeRoute(start);
        routeTrackPoints(computed, spacingNm);
        for (const next of edits) {
          current = applyEdit(current, next);
          computed = computeRoute(current, computed);
          expect(readable(computed)).toEqual(readable(computeRoute(current)));
        }
      }),
      { numRuns: 300 },
    );
  });

  const long: Route = {
    waypoints: Array.from({ length: 40 }, (_, i) => ({ name: `WP${i + 1}`, lat: 10 + i * 0.5, lon: 170 + i * 0.6 })),
    legs: Array.from({ length: 39 }, (_, i) => ({ geometry: i % 2 === 0 ? 'greatCircle' : 'rhumb', speedKn: 14 })),
  };
  const tracks = (computed: ComputedRoute) => computed.legs.map((computedLeg) => computedLeg.track);

  it('solves again only the two legs that meet at a moved waypoint', () => {
    const before = computeRoute(long);
    const after = computeRoute(applyEdit(long, { kind: 'move', index: 20, lat: 21, lon: -177 }), before);
    const changed = tracks(after).flatMap((track, i) => (track === tracks(before)[i] ? [] : [i]));
    expect(changed).toEqual([19, 20]);
  });

  it('keeps every leg a move did not change as the same object, and all of them after a rename', () => {
    const before = computeRoute(long);
    const moved = computeRoute(applyEdit(long, { kind: 'move', index: 20, lat: 21, lon: -177 }), before);
    const kept = moved.legs.flatMap((computedLeg, i) => (computedLeg === before.legs[i] ? [] : [i]));
    // The two legs meeting there, and every later one (its distance from the start and times moved).
    expect(kept).toEqual(Array.from({ length: 20 }, (_, i) => i + 19));
    const renamed = computeRoute(applyEdit(long, { kind: 'rename', index: 7 }), before);
    expect(renamed.legs).toBe(before.legs);
    expect(renamed.waypoints[7]?.name).toBe('renamed');
    expect(renamed.legs[6]?.to).toEqual({ lat: long.waypoints[7]?.lat, lon: long.waypoints[7]?.lon });
  });

  it('after an insert or a delete, keeps the legs on both sides of it, shifted', () => {
    const before = computeRoute(long);
    const inserted = computeRoute(applyEdit(long, { kind: 'insert', index: 10, lat: 15.2, lon: 176.1 }), before);
    const oldTracks = tracks(before);
    const newTracks = tracks(inserted);
    expect(newTracks).toHaveLength(40);
    expect(newTracks.slice(0, 10)).toEqual(oldTracks.slice(0, 10));
    newTracks.slice(0, 10).forEach((track, i) => expect(track).toBe(oldTracks[i]));
    newTracks.slice(12).forEach((track, i) => expect(track).toBe(oldTracks[i + 11]));
    expect(newTracks[10]).not.toBe(oldTracks[10]);

    const deleted = computeRoute(applyEdit(long, { kind: 'delete', index: 30 }), before);
    const afterDelete = tracks(deleted);
    afterDelete.slice(0, 29).forEach((track, i) => expect(track).toBe(oldTracks[i]));
    afterDelete.slice(30).forEach((track, i) => expect(track).toBe(oldTracks[i + 31]));
  });

  it('a new speed solves nothing again but moves every later ETA', () => {
    const before = computeRoute(long);
    const after = computeRoute(applyEdit(long, { kind: 'speed', index: 5, speedKn: 7 }), before);
    tracks(after).forEach((track, i) => expect(track).toBe(tracks(before)[i]));
    expect(after.waypoints[5]?.offsetMs).toBe(before.waypoints[5]?.offsetMs);
    expect(after.waypoints[6]?.offsetMs ?? 0).toBeGreaterThan(before.waypoints[6]?.offsetMs ?? 0);
    expect((after.waypoints[39]?.offsetMs ?? 0) - (before.waypoints[39]?.offsetMs ?? 0)).toBe((after.waypoints[6]?.offsetMs ?? 0) - (before.waypoints[6]?.offsetMs ?? 0));
  });

  it('draws with a new point spacing when asked for one, not with the kept points', () => {
    const before = computeRoute(long);
    const coarse = routeTrackPoints(before, 50);
    const fine = routeTrackPoints(computeRoute(long, before), 5);
    expect(fine.length).toBeGreaterThan(coarse.length);
    expect(fine).toEqual(routeTrackPoints(computeRoute(long), 5));
  });
});
