/**
 * The isochrone keeps, in each sector of bearing, the candidate of least score; a candidate's
 * score is only known after its costly checks (land and no-go areas along the step, the weather
 * read every few miles), but a lower bound of it is known at once (its distance to go, and the
 * soft excess sailed before the step: the step can only add to it). So candidates are checked
 * in order of their bound, and a sector stops as soon as the next bound cannot beat the best
 * score found: of some 37 headings a position fans, one or two are checked, not all.
 *
 * The winner is the one the plain loop would keep: least score, and of equal scores the first in
 * the order the candidates were added (the plain loop's "strictly better replaces").
 */
export interface SectorCandidates {
  /** how many candidates were added */
  readonly count: number;
  sectorOf(candidate: number): number;
  lowerBoundOf(candidate: number): number;
}

/**
 * For each sector, the winning candidate (its index, -1 where none passes) and its score.
 * `exactScore` runs the costly checks: NaN when the candidate may not be sailed.
 */
export function bestPerSector(
  candidates: SectorCandidates,
  sectorCount: number,
  exactScore: (candidate: number) => number,
): { winner: Int32Array; score: Float64Array } {
  // Candidates bucketed by sector (a counting sort keeps each bucket in the order added).
  const start = new Int32Array(sectorCount + 1);
  for (let candidate = 0; candidate < candidates.count; candidate += 1) start[candidates.sectorOf(candidate) + 1]! += 1;
  for (let sector = 0; sector < sectorCount; sector += 1) start[sector + 1]! += start[sector]!;
  const fill = start.slice(0, sectorCount);
  const bucketed = new Int32Array(candidates.count);
  for (let candidate = 0; candidate < candidates.count; candidate += 1) bucketed[fill[candidates.sectorOf(candidate)]!++] = candidate;

  const winner = new Int32Array(sectorCount).fill(-1);
  const score = new Float64Array(sectorCount).fill(Number.NaN);
  const checked = new Uint8Array(candidates.count);
  for (let sector = 0; sector < sectorCount; sector += 1) {
    const first = start[sector]!;
    const end = start[sector + 1]!;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (;;) {
      // The unchecked candidate of least bound (the earliest added among equal bounds).
      let next = -1;
      let nextBound = Number.POSITIVE_INFINITY;
      for (let k = first; k < end; k += 1) {
        const candidate = bucketed[k]!;
        if (checked[candidate] === 1) continue;
        const bound = candidates.lowerBoundOf(candidate);
        if (next === -1 || bound < nextBound) {
          next = candidate;
          nextBound = bound;
        }
      }
      if (next === -1) break;
      // Its score is at least its bound: it cannot beat the best unless the bound does (or ties
      // it from earlier in the order).
      if (best !== -1 && (nextBound > bestScore || (nextBound === bestScore && next > best))) break;
      checked[next] = 1;
      const exact = exactScore(next);
      if (Number.isNaN(exact)) continue;
      if (best === -1 || exact < bestScore || (exact === bestScore && next < best)) {
        best = next;
        bestScore = exact;
      }
    }
    winner[sector] = best;
    score[sector] = bestScore;
  }
  return { winner, score };
}
