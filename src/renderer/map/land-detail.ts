import type { LandPolygon } from './land-geometry';
import { worldPixelAtZoom0 } from './land-projection';

/**
 * The land at the detail a zoom can show. Natural Earth's 1:50m land is about 60,000 points; a
 * chart zoomed out to an ocean crossing puts several of them in every pixel, and a canvas without
 * a GPU fills and strokes them all, once per world copy: 30 ms at zoom 2 in Chromium on this kind
 * of machine (and 48 ms in the task that opened a transpacific voyage), where the 16,000 or so
 * points that differ there by more than a third of a pixel took 8 ms. So each point carries the largest
 * tolerance at which Douglas-Peucker keeps it, worked out once, and a zoom's path keeps the
 * points that matter at that zoom's tolerance.
 */
export interface LandRings {
  /** x, y of every point in zoom-0 world pixels (map/land-projection.ts), ring after ring. */
  xy: Float64Array;
  /** Where each ring ends, in points (exclusive): ring r is points ringEnds[r - 1] (or 0) to ringEnds[r]. */
  ringEnds: Uint32Array;
  /** Per point, the largest tolerance in zoom-0 pixels at which Douglas-Peucker still keeps it (Infinity: a ring's ends). */
  keptBelow: Float32Array;
  /** The land's west and east edges in zoom-0 pixels: rings unwrapped across 180° reach past 256. */
  westPx: number;
  eastPx: number;
}

/** Screen pixels a simplified coast may lie from the real one: under the coast's own line. */
export const LAND_TOLERANCE_PX = 0.3;
/** From this zoom the whole land is drawn: at zoom 6 simplifying would drop about one point in twelve. */
export const FULL_DETAIL_ZOOM = 6;

/**
 * The zoom whose detail a view at `zoom` draws: whole zooms, so that a path is made once for all
 * the fractional zooms above it (the tolerance there is at most twice LAND_TOLERANCE_PX).
 */
export function detailZoom(zoom: number): number {
  return Math.min(FULL_DETAIL_ZOOM, Math.floor(zoom));
}

/** The tolerance in zoom-0 pixels of a detail zoom (detailZoom): none at full detail. */
export function toleranceAtZoom0(zoom: number): number {
  return zoom >= FULL_DETAIL_ZOOM ? 0 : LAND_TOLERANCE_PX / 2 ** zoom;
}

/** The land's rings in zoom-0 pixels with each point's tolerance; the polygons may come one at a time, each let go once read. */
export function landRings(world: Iterable<LandPolygon>): LandRings {
  const xy: number[] = [];
  const ringEnds: number[] = [];
  for (const polygon of world) {
    for (const ring of polygon) {
      for (const point of ring) {
        const { x, y } = worldPixelAtZoom0(point.lat, point.lng);
        xy.push(x, y);
      }
      ringEnds.push(xy.length / 2);
    }
  }
  const rings = { xy: Float64Array.from(xy), ringEnds: Uint32Array.from(ringEnds), keptBelow: new Float32Array(xy.length / 2), westPx: Infinity, eastPx: -Infinity };
  let start = 0;
  for (const end of rings.ringEnds) {
    markTolerances(rings.xy, rings.keptBelow, start, end);
    start = end;
  }
  for (let index = 0; index < xy.length; index += 2) {
    rings.westPx = Math.min(rings.westPx, xy[index]!);
    rings.eastPx = Math.max(rings.eastPx, xy[index]!);
  }
  return rings;
}

/**
 * Douglas-Peucker run to the end on points [start, end): each point gets its distance from the
 * chord it splits, capped by the tolerance of the point that made that chord, so that a point
 * kept at a tolerance has the points it hangs from kept too; the result for any tolerance is
 * then the points whose value exceeds it, as Douglas-Peucker would have kept them.
 */
function markTolerances(xy: Float64Array, keptBelow: Float32Array, start: number, end: number): void {
  if (end <= start) return;
  keptBelow[start] = Infinity;
  keptBelow[end - 1] = Infinity;
  const stack: number[] = [start, end - 1, Infinity];
  while (stack.length > 0) {
    const cap = stack.pop()!;
    const last = stack.pop()!;
    const first = stack.pop()!;
    if (last - first < 2) continue;
    const ax = xy[2 * first]!;
    const ay = xy[2 * first + 1]!;
    const dx = xy[2 * last]! - ax;
    const dy = xy[2 * last + 1]! - ay;
    const lengthSquared = dx * dx + dy * dy;
    let farthest = first + 1;
    let farthestSquared = -1;
    for (let index = first + 1; index < last; index += 1) {
      const px = xy[2 * index]! - ax;
      const py = xy[2 * index + 1]! - ay;
      // A closed ring's chord is a point (its ends are one): the distance is then to that point.
      const along = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
      const ox = px - along * dx;
      const oy = py - along * dy;
      const squared = ox * ox + oy * oy;
      if (squared > farthestSquared) {
        farthestSquared = squared;
        farthest = index;
      }
    }
    const tolerance = Math.min(cap, Math.sqrt(farthestSquared));
    keptBelow[farthest] = tolerance;
    stack.push(first, farthest, tolerance, farthest, last, tolerance);
  }
}

/**
 * Visits each ring as Douglas-Peucker keeps it at `tolerance` (zoom-0 pixels), as the indices of
 * its points; a ring left with no area (fewer than three distinct points) is not visited: an
 * island smaller than the tolerance is not drawn.
 */
export function forEachKeptRing(rings: LandRings, tolerance: number, visit: (points: readonly number[]) => void): void {
  let start = 0;
  const kept: number[] = [];
  for (const end of rings.ringEnds) {
    kept.length = 0;
    for (let index = start; index < end; index += 1) if (rings.keptBelow[index]! > tolerance) kept.push(index);
    const first = kept[0];
    const last = kept.at(-1);
    const closed = first !== undefined && last !== undefined && rings.xy[2 * first] === rings.xy[2 * last] && rings.xy[2 * first + 1] === rings.xy[2 * last + 1];
    if (kept.length - (closed ? 1 : 0) >= 3) visit(kept);
    start = end;
  }
}
