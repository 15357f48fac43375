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
