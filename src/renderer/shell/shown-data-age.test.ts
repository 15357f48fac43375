import { describe, expect, it } from 'vitest';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { shownDataSummary } from './shown-data-age';

const now = Date.UTC(2026, 10, 23, 12);
function provenance(ageMinutes: number, patch: Partial<AnswerProvenance> = {}): AnswerProvenance {
  return {
    operation: 'storms',
    dataSource: 'demo',
    source: 'cache',
    fetchedAtMs: now - ageMinutes * 60_000,
    ageMs: ageMinutes * 60_000,
    stale: false,
    modelRunMs: null,
    credits: 1,
    ...patch,
  };
}

describe('shownDataSummary', () => {
  it('says nothing when nothing of the service is on screen', () => {
    expect(shownDataSummary([], now)).toBeNull();
  });

  it('names the oldest figure and what came from the cache offline', () => {
    const summary = shownDataSummary(
      [
        { label: 'ports', provenance: provenance(3) },
        { label: 'storms', provenance: provenance(75, { source: 'offline-cache', stale: true }) },
      ],
      now,
    );
    expect(summary).toEqual({ text: 'Data age: 1 h 15 min (storms) · from cache: storms (demo data)', stale: true });
  });
});
