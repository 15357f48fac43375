import { describe, expect, it } from 'vitest';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { askAgainInMs, soonestAskAgainMs } from './ask-again-when-stale';

const minuteMs = 60_000;
// On the app's clock, which the renderer's need not match: only differences are read.
const appNowMs = Date.UTC(2026, 10, 25, 9, 0);

function provenance(fields: Partial<AnswerProvenance>): AnswerProvenance {
  return { operation: 'trafficOverview', dataSource: 'demo', source: 'live', fetchedAtMs: appNowMs, ageMs: 0, stale: false, modelRunMs: null, credits: 1, ...fields };
}

describe('asking again when the freshness rule says', () => {
  it('asks again when the answer stops being fresh, from the moment it was served', () => {
    expect(askAgainInMs([provenance({ freshUntilMs: appNowMs + 5 * minuteMs })])).toBe(5 * minuteMs);
    // Served from the cache 2 minutes after it was fetched: 3 minutes left.
    expect(askAgainInMs([provenance({ source: 'cache', fetchedAtMs: appNowMs - 2 * minuteMs, ageMs: 2 * minuteMs, freshUntilMs: appNowMs + 3 * minuteMs })])).toBe(3 * minuteMs);
  });

  it('follows an override of the rule in the settings, carried by the answer', () => {
    expect(askAgainInMs([provenance({ freshUntilMs: appNowMs + 2 * minuteMs })])).toBe(2 * minuteMs);
  });

  it('asks both feeds again as the first of them turns stale', () => {
    expect(askAgainInMs([provenance({ freshUntilMs: appNowMs + 5 * minuteMs }), provenance({ operation: 'trafficGeo', freshUntilMs: appNowMs + 4 * minuteMs })])).toBe(4 * minuteMs);
  });

  it('sets no timer while an answer is missing, offline, or when no answer says how long it is fresh', () => {
    expect(askAgainInMs([provenance({ freshUntilMs: appNowMs + minuteMs }), null])).toBeNull();
    expect(askAgainInMs([provenance({ source: 'offline-cache', stale: true, freshUntilMs: appNowMs - minuteMs })])).toBeNull();
    expect(askAgainInMs([provenance({})])).toBeNull();
  });

  it('never spins: an answer already stale is asked again after a floor', () => {
    expect(askAgainInMs([provenance({ freshUntilMs: appNowMs })])).toBe(soonestAskAgainMs);
  });
});
