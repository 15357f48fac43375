import { describe, expect, it } from 'vitest';
import { defaultPackStaleAfter } from '../settings/pack-settings';
import { staleItems } from './pack-staleness';
import type { PackItem, PackItemKind, PackStatus } from './voyage-pack';

const hourMs = 3_600_000;

function item(itemId: string, kind: PackItemKind, fetchedAtMs: number | null, state: PackItem['state'] = 'done'): PackItem {
  return { itemId, kind, label: itemId, ticked: state !== 'skipped', state, requestsDone: 1, requestsTotal: 1, creditsEstimated: 0, creditsSpent: 0, creditsUnknown: 0, requestsFromCache: 0, bytesEstimated: 0, bytes: 0, oldestFetchedAtMs: fetchedAtMs, message: null, sizeCheck: null };
}

function pack(items: PackItem[]): PackStatus {
  return { jobId: 'j', voyageId: 'v', voyageRevision: 1, state: 'done', reason: null, resumeOnReconnect: false, items, itemsDone: 0, itemsTotal: 0, creditsEstimated: 0, creditsSpent: 0, creditsUnknown: 0, bytesEstimated: 0, bytes: 0, planningCredits: 0, createdAtMs: 0, startedAtMs: 0, finishedAtMs: 0, runningMs: 0, remainingMs: 0, oldestFetchedAtMs: null };
}

describe('a pack going stale', () => {
  it('holds each kind to its own threshold: storms after hours, ports after weeks', () => {
    const now = 100 * 24 * hourMs;
    const status = pack([
      item('route-forecast', 'routeForecast', now - 11 * hourMs),
      item('storms', 'storms', now - 7 * hourMs),
      item('departures', 'departures', now - 13 * hourMs),
      item('ports', 'ports', now - 41 * 24 * hourMs),
      item('places', 'places', now - 43 * 24 * hourMs),
      // Never packed or left out: nothing to go stale.
      item('ensemble', 'ensemble', null, 'failed'),
      item('layer', 'mapLayer', now - 99 * hourMs, 'skipped'),
    ]);
    expect(staleItems(status, defaultPackStaleAfter, now).map((each) => [each.itemId, each.ageMs / hourMs, each.thresholdMs / hourMs])).toEqual([
      ['places', 43 * 24, 42 * 24],
      ['departures', 13, 12],
      ['storms', 7, 6],
    ]);
    expect(staleItems(status, { ...defaultPackStaleAfter, forecastHours: 24, stormsHours: 8, portsDays: 60 }, now)).toEqual([]);
  });
});
