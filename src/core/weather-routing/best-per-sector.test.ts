import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestPerSector } from './best-per-sector';

/**
 * The pruning must keep what checking every candidate would: per sector the least score, the
 * earliest added of equal scores, nothing where every candidate is refused. Checked against the
 * plain loop over random candidates with many ties (scores on a coarse grid) and refusals.
 */

interface Candidate {
  sector: number;
  bound: number;
  /** added to the bound for the score; null: refused (land, a hard limit along the step) */
  extra: number | null;
}

function plainLoop(candidates: readonly Candidate[], sectorCount: number): Array<number> {
  const kept: Array<{ index: number; score: number } | undefined> = new Array(sectorCount);
  candidates.forEach((candidate, index) => {
    if (candidate.extra === null) return;
    const score = candidate.bound + candidate.extra;
    const current = kept[candidate.sector];
    if (current === undefined || score < current.score) kept[candidate.sector] = { index, score };
  });
  return Array.from({ length: sectorCount }, (_, sector) => kept[sector]?.index ?? -1);
}

const candidate = fc.record({
  sector: fc.integer({ min: 0, max: 4 }),
  bound: fc.integer({ min: 0, max: 6 }).map((steps) => steps / 2),
  extra: fc.option(fc.integer({ min: 0, max: 3 }).map((steps) => steps / 2), { nil: null, freq: 3 }),
});

describe('the best candidate per sector, checked in order of its bound', () => {
  it('keeps exactly what checking every candidate keeps', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), (candidates) => {
        const { winner } = bestPerSector(
          { count: candidates.length, sectorOf: (index) => candidates[index]!.sector, lowerBoundOf: (index) => candidates[index]!.bound },
          5,
          (index) => {
            const extra = candidates[index]!.extra;
            return extra === null ? Number.NaN : candidates[index]!.bound + extra;
          },
        );
        expect(Array.from(winner)).toEqual(plainLoop(candidates, 5));
      }),
      { numRuns: 500 },
    );
  });

  it('checks only the candidates that could still win', () => {
    // Ten candidates in one sector, the first with the least bound and no penalty: one check.
    const bounds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let checks = 0;
    const { winner, score } = bestPerSector({ count: bounds.length, sectorOf: () => 0, lowerBoundOf: (index) => bounds[index]! }, 1, (index) => {
      checks += 1;
      return bounds[index]!;
    });
    expect(winner[0]).toBe(0);
    expect(score[0]).toBe(1);
    expect(checks).toBe(1);
  });
});
