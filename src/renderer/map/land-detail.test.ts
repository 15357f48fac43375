import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
// Natural Earth 1:50m land (public domain), as the world-atlas package ships it and the chart draws it.
import landText from 'world-atlas/land-50m.json?raw';
import { detailZoom, forEachKeptRing, FULL_DETAIL_ZOOM, LAND_TOLERANCE_PX, landRings, toleranceAtZoom0, type LandRings } from './land-detail';
import { landPolygons } from './land-topology';

const topology = JSON.parse(landText) as Topology;
const world = landRings(landPolygons(topology, topology.objects.land!));

/** Douglas-Peucker as written down: keep both ends, then the farthest point while it lies beyond the tolerance. */
function douglasPeucker(points: readonly { x: number; y: number }[], tolerance: number): number[] {
  const kept = new Set([0, points.length - 1]);
  const split = (first: number, last: number) => {
    const a = points[first]!;
    const b = points[last]!;
    let farthest = -1;
    let farthestDistance = -1;
    for (let index = first + 1; index < last; index += 1) {
      const distance = distanceToChord(points[index]!, a, b);
      if (distance > farthestDistance) {
        farthestDistance = distance;
        farthest = index;
      }
    }
    if (farthest < 0 || farthestDistance <= tolerance) return;
    kept.add(farthest);
    split(first, farthest);
    split(farthest, last);
  };
  split(0, points.length - 1);
  return [...kept].sort((a, b) => a - b);
}

function distanceToChord(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - a.x - along * dx, p.y - a.y - along * dy);
}

function ringPoints(rings: LandRings, ring: number): { x: number; y: number }[] {
  const start = ring === 0 ? 0 : rings.ringEnds[ring - 1]!;
  const points = [];
  for (let index = start; index < rings.ringEnds[ring]!; index += 1) points.push({ x: rings.xy[2 * index]!, y: rings.xy[2 * index + 1]! });
  return points;
}

function keptRings(rings: LandRings, tolerance: number): number[][] {
  const kept: number[][] = [];
  forEachKeptRing(rings, tolerance, (points) => kept.push([...points]));
  return kept;
}

describe('the land at the detail of a zoom', () => {
  it('keeps, at each zoom, exactly the points Douglas-Peucker keeps at its tolerance, ring by ring', () => {
    expect(world.ringEnds.length).toBeGreaterThan(1_000);
    for (const zoom of [2, 4]) {
      const tolerance = toleranceAtZoom0(zoom);
      const ours = new Map(keptRings(world, tolerance).map((points) => [points[0], points]));
      // Every 7th of Natural Earth's 1,421 rings, checked against Douglas-Peucker run afresh at that tolerance.
      for (let ring = 0; ring < world.ringEnds.length; ring += 7) {
        const start = ring === 0 ? 0 : world.ringEnds[ring - 1]!;
        const expected = douglasPeucker(ringPoints(world, ring), tolerance).map((index) => index + start);
        const drawn = ours.get(start);
        // A ring with no area left is not drawn at all.
        if (drawn === undefined) expect(expected.length).toBeLessThanOrEqual(3);
        else expect(drawn).toEqual(expected);
      }
    }
  });

  it('draws an ocean crossing with a quarter of the points, none of the coast moved by more than a third of a pixel', () => {
    const all = world.xy.length / 2;
    const atZoom2 = keptRings(world, toleranceAtZoom0(2));
    const points = atZoom2.reduce((sum, ring) => sum + ring.length, 0);
    expect(points).toBeLessThan(all * 0.3);
    expect(points).toBeGreaterThan(all * 0.1);
    // Every point left out lies within the tolerance, in zoom-2 pixels, of the chord drawn in its place.
    let farthestPx = 0;
    for (const ring of atZoom2) {
      for (let k = 1; k < ring.length; k += 1) {
        const a = { x: world.xy[2 * ring[k - 1]!]!, y: world.xy[2 * ring[k - 1]! + 1]! };
        const b = { x: world.xy[2 * ring[k]!]!, y: world.xy[2 * ring[k]! + 1]! };
        for (let index = ring[k - 1]! + 1; index < ring[k]!; index += 1) {
          farthestPx = Math.max(farthestPx, distanceToChord({ x: world.xy[2 * index]!, y: world.xy[2 * index + 1]! }, a, b) * 2 ** 2);
        }
      }
    }
    expect(farthestPx).toBeGreaterThan(LAND_TOLERANCE_PX / 2);
    expect(farthestPx).toBeLessThanOrEqual(LAND_TOLERANCE_PX + 1e-6);
    // Close in, the whole coast.
    expect(keptRings(world, toleranceAtZoom0(FULL_DETAIL_ZOOM)).reduce((sum, ring) => sum + ring.length, 0)).toBeGreaterThan(all * 0.97);
  });

  it('leaves out an island smaller than the tolerance, and draws it close in', () => {
    // A closed ring 0.05 zoom-0 pixels across: a fifth of a pixel at zoom 2, 3 px at zoom 6.
    const island = landRings([[[{ lat: 10, lng: 10 }, { lat: 10.03, lng: 10 }, { lat: 10.03, lng: 10.07 }, { lat: 10, lng: 10.07 }, { lat: 10, lng: 10 }]]]);
    expect(keptRings(island, toleranceAtZoom0(2))).toEqual([]);
    expect(keptRings(island, toleranceAtZoom0(FULL_DETAIL_ZOOM))).toEqual([[0, 1, 2, 3, 4]]);
  });

  it('makes one path for each whole zoom, and the whole land from zoom 6', () => {
    expect(detailZoom(2)).toBe(2);
    expect(detailZoom(3.99)).toBe(3);
    expect(detailZoom(FULL_DETAIL_ZOOM + 4)).toBe(FULL_DETAIL_ZOOM);
    expect(toleranceAtZoom0(FULL_DETAIL_ZOOM)).toBe(0);
    expect(toleranceAtZoom0(3) * 2 ** 3).toBeCloseTo(LAND_TOLERANCE_PX, 12);
    // The land's edges: its polygons start west of 180°, some reach past it (Chukotka).
    expect(world.westPx).toBeGreaterThanOrEqual(0);
    expect(world.eastPx).toBeGreaterThan(256);
  });
});
