import type { LatLon } from '../../shared/geo';

/**
 * The route's legs drawn as a few polylines, each holding a run of consecutive legs, instead of
 * one polyline per leg: a 5,000-waypoint route opened as 5,000 Leaflet layers (plus as many
 * markers) and took half a second to build them. An edit redraws only the runs whose legs it
 * changed, found by identity (route-drawing.ts keeps an untouched leg's points array).
 */

/** Legs per polyline: 50 layers for 5,000 legs, and a drag redraws at most a hundred short legs. */
export const legsPerChunk = 100;

export function chunkOfLeg(legIndex: number, perChunk = legsPerChunk): number {
  return Math.floor(legIndex / perChunk);
}

export function chunkCount(legCount: number, perChunk = legsPerChunk): number {
  return Math.ceil(legCount / perChunk);
}

/** The legs of one chunk, in route order. */
export function legsOfChunk<T>(legs: readonly T[], chunk: number, perChunk = legsPerChunk): T[] {
  return legs.slice(chunk * perChunk, (chunk + 1) * perChunk);
}

/**
 * Which chunks must be drawn again to go from `drawn` (what each leg was drawn from; null where
 * the chart was changed by hand, as a drag does) to `next`: every chunk holding a leg that is not
 * the same array as before, and every chunk that is new. Chunks past the new end are not listed:
 * the caller removes them.
 */
export function chunksToRedraw(drawn: readonly (object | null)[], next: readonly object[], perChunk = legsPerChunk): number[] {
  const changed: number[] = [];
  const count = chunkCount(next.length, perChunk);
  for (let chunk = 0; chunk < count; chunk += 1) {
    const fullEnd = (chunk + 1) * perChunk;
    const end = Math.min(next.length, fullEnd);
    // A chunk that held fewer legs (the route grew) or more (it shrank into this chunk) changed too.
    let same = Math.min(drawn.length, fullEnd) === end;
    for (let leg = chunk * perChunk; same && leg < end; leg += 1) same = drawn[leg] === next[leg];
    if (!same) changed.push(chunk);
  }
  return changed;
}

/**
 * A chunk's legs as one line of [lat, lon] pairs for Leaflet: each leg starts where the one before
 * ends, so its first point is dropped where it repeats that end. Leaflet converts, projects and
 * clips every point of a polyline, and each leg as a part of its own repeated every joint (2,000
 * points for 1,000 short legs where 1,001 draw the same line); one line is also joined at its
 * waypoints rather than capped.
 */
export function joinedLegs(legs: readonly (readonly LatLon[])[]): [number, number][] {
  const line: [number, number][] = [];
  let last: LatLon | undefined;
  for (const leg of legs) {
    const first = leg[0];
    const repeats = last !== undefined && first !== undefined && last.lat === first.lat && last.lon === first.lon;
    for (let index = repeats ? 1 : 0; index < leg.length; index += 1) {
      const point = leg[index]!;
      line.push([point.lat, point.lon]);
    }
    last = leg.at(-1) ?? last;
  }
  return line;
}
