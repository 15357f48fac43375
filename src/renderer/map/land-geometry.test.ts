import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import landText from 'world-atlas/land-50m.json?raw';
import { closeAroundPole, landWorldCopies, preparePolygons, unwrapRing, worldCopyShiftsDeg, type LatLng } from './land-geometry';

/** The longest step in longitude between neighbours, except along the pole itself (the chart's edge). */
const largestJumpDeg = (ring: readonly LatLng[]) =>
  ring.slice(1).reduce((largest, point, i) => {
    const previous = ring[i] ?? point;
    if (Math.abs(point.lat) === 90 && Math.abs(previous.lat) === 90) return largest;
    return Math.max(largest, Math.abs(point.lng - previous.lng));
  }, 0);

describe('land geometry across the antimeridian', () => {
  it('unwraps an island that straddles 180° (Taveuni, Fiji) so it stays a few miles wide', () => {
    const fiji = [
      [-180, -16.49],
      [180, -16.54],
      [179.99, -16.52],
      [179.95, -16.5],
      [-180, -16.49],
    ];
    const ring = unwrapRing(fiji);
    expect(largestJumpDeg(ring)).toBeLessThan(1);
    const [island] = preparePolygons([[fiji]]);
    const lngs = (island?.[0] ?? []).map((point) => point.lng);
    expect(Math.max(...lngs) - Math.min(...lngs)).toBeLessThan(1);
    expect(Math.min(...lngs)).toBeGreaterThanOrEqual(-180);
  });

  it('closes a ring that goes round the South Pole along latitude -90, not across the chart', () => {
    const antarctica = [
      [-180, -84.3],
      [-90, -72],
      [0, -70],
      [90, -66],
      [179.6, -84.2],
      [-180, -84.3],
    ];
    const closed = closeAroundPole(unwrapRing(antarctica));
    expect(closed.slice(-2)).toEqual([
      { lat: -90, lng: 180 },
      { lat: -90, lng: -180 },
    ]);
    expect(largestJumpDeg(closed)).toBeLessThanOrEqual(180);
  });

  it('drops the sliver topojson leaves along the pole', () => {
    const sliver = [
      [-180, -89.999],
      [178, -89.999],
      [0, -89.999],
      [-178, -89.999],
      [-180, -89.999],
    ];
    const outline = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(preparePolygons([[outline, sliver]])[0]).toHaveLength(1);
  });

  it('prepares all of Natural Earth 1:50m land with no jump anywhere and three world copies', () => {
    const topology = JSON.parse(landText) as Topology;
    const land = topology.objects.land;
    if (!land) throw new Error('land-50m.json has no "land" object');
    const copies = landWorldCopies(feature(topology, land));
    expect(copies).toHaveLength(worldCopyShiftsDeg.length);
    const world = copies[1] ?? [];
    expect(world.length).toBeGreaterThan(1000);
    for (const polygon of world) {
      for (const ring of polygon) expect(largestJumpDeg(ring)).toBeLessThanOrEqual(180);
      const west = Math.min(...(polygon[0] ?? []).map((point) => point.lng));
      expect(west).toBeGreaterThanOrEqual(-180);
      expect(west).toBeLessThan(180);
    }
    // Antarctica is the one polygon that reaches the pole, and it spans the whole turn.
    const polar = world.filter((polygon) => (polygon[0] ?? []).some((point) => point.lat === -90));
    expect(polar).toHaveLength(1);
    const antarcticaLngs = (polar[0]?.[0] ?? []).map((point) => point.lng);
    expect(Math.max(...antarcticaLngs) - Math.min(...antarcticaLngs)).toBeGreaterThanOrEqual(359.9);
    // The copies are the same world moved by a whole turn.
    expect(copies[2]?.[0]?.[0]?.[0]?.lng).toBeCloseTo((world[0]?.[0]?.[0]?.lng ?? NaN) + 360, 9);
  });
});
