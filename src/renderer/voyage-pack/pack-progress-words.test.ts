import { describe, expect, it } from 'vitest';
import type { PackStatus } from '../../shared/voyage/voyage-pack';
import { itemProgressWords, packAgeWords, progressWords, staleWords } from './pack-progress-words';

const status: PackStatus = { jobId: 'j', voyageId: 'v', voyageRevision: 1, state: 'running', reason: null, resumeOnReconnect: false, items: [], itemsDone: 4, itemsTotal: 9, creditsEstimated: 412, creditsSpent: 120, creditsUnknown: 0, bytesEstimated: 0, bytes: 1_234_000, planningCredits: 0, createdAtMs: 0, startedAtMs: 0, finishedAtMs: null, runningMs: 60_000, remainingMs: 180_000, oldestFetchedAtMs: 0 };

describe('pack progress in words', () => {
  it('says items, credits, bytes and the time left in one line', () => {
    expect(progressWords(status, 'demo')).toBe('4 of 9 items · 120 simulated credits of 412 spent · 1.2 MB received · about 3 min left');
    expect(progressWords({ ...status, remainingMs: 20_000 }, 'demo')).toMatch(/ · under a minute left$/);
    expect(progressWords({ ...status, state: 'paused' }, 'live')).toBe('4 of 9 items · 120 credits of 412 spent · 1.2 MB received');
    // A request the link cut off is not counted as spent, and not forgotten either.
    expect(progressWords({ ...status, state: 'paused', creditsUnknown: 12 }, 'live')).toBe('4 of 9 items · 120 credits of 412 spent (and up to 12 for requests cut off: charged or not, unknown) · 1.2 MB received');
  });

  it('counts one item or request in the singular', () => {
    expect(packAgeWords({ ...status, itemsDone: 1, itemsTotal: 1 }, 0)).toBe('Packing: 1 of 1 item');
    const item = { requestsDone: 1, requestsTotal: 1, requestsFromCache: 0 } as Parameters<typeof itemProgressWords>[0];
    expect(itemProgressWords(item)).toBe('1 of 1 request');
    expect(itemProgressWords({ ...item, requestsDone: 3, requestsTotal: 11, requestsFromCache: 2 })).toBe('3 of 11 requests, 2 from the cache');
  });

  it('says the age of a finished pack, or where it stopped', () => {
    expect(packAgeWords(null, 0)).toBe('Not prepared for sea');
    expect(packAgeWords({ ...status, state: 'done', oldestFetchedAtMs: 0 }, 3 * 3_600_000)).toBe('Packed, data 3 h old');
    expect(packAgeWords({ ...status, state: 'paused' }, 0)).toBe('Pack paused: 4 of 9 items');
  });

  it('says what went stale, each kind once at its oldest, oldest first', () => {
    const stale = (itemId: string, kind: 'storms' | 'comparedModel' | 'ports', ageMs: number) => ({ itemId, kind, label: itemId, ageMs, thresholdMs: 0 });
    expect(staleWords([stale('a', 'comparedModel', 7 * 3_600_000), stale('s', 'storms', 9 * 3_600_000), stale('b', 'comparedModel', 13 * 3_600_000), stale('p', 'ports', 30_000)])).toBe(
      'Stale: compared models 13 h, storms 9 h, ports under a minute old',
    );
    expect(packAgeWords({ ...status, state: 'done', oldestFetchedAtMs: 0 }, 20_000)).toBe('Packed, data under a minute old');
  });
});
