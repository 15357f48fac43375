import { describe, expect, it } from 'vitest';
import type { PackItem, PackItemKind, PackStatus } from '../../shared/voyage/voyage-pack';
import { offlineChecklist } from './offline-checklist';

const hourMs = 3_600_000;

function item(kind: PackItemKind, state: PackItem['state'], fetchedAtMs: number | null = null): PackItem {
  return { itemId: kind, kind, label: kind, ticked: state !== 'skipped', state, requestsDone: 0, requestsTotal: 1, creditsEstimated: 0, creditsSpent: 0, creditsUnknown: 0, requestsFromCache: 0, bytesEstimated: 0, bytes: 0, oldestFetchedAtMs: fetchedAtMs, message: null, sizeCheck: null };
}

function status(items: PackItem[]): PackStatus {
  return { jobId: 'j', voyageId: 'v', voyageRevision: 1, state: 'done', reason: null, resumeOnReconnect: false, items, itemsDone: 0, itemsTotal: 0, creditsEstimated: 0, creditsSpent: 0, creditsUnknown: 0, bytesEstimated: 0, bytes: 0, planningCredits: 0, createdAtMs: 0, startedAtMs: 0, finishedAtMs: 0, runningMs: 0, remainingMs: 0, oldestFetchedAtMs: null };
}

describe('the offline checklist', () => {
  it('says each view works offline with the age of its oldest data, and what it will lack', () => {
    const now = 10 * hourMs;
    const rows = offlineChecklist(
      status([item('routeForecast', 'done', now - 2 * hourMs), item('ensemble', 'done', now - 3 * hourMs), item('departures', 'done', now - 2 * hourMs), item('storms', 'done', now - hourMs), item('mapLayer', 'skipped'), item('portWeather', 'done', now - hourMs), item('ports', 'done', now - 5 * hourMs)]),
      now,
    );
    const row = (view: string) => rows.find((each) => each.view === view)!;
    expect(row('Forecast tab')).toEqual({ view: 'Forecast tab', ready: true, ageMs: 3 * hourMs, words: 'Works offline, without the compared models.' });
    expect(row('Risk tab')).toMatchObject({ ready: true, ageMs: 3 * hourMs, words: 'Works offline.' });
    expect(row('Chart')).toMatchObject({ ready: true, ageMs: 5 * hourMs, words: 'Works offline, without the weather map.' });
    expect(row('Printed plan')).toMatchObject({ ready: true, ageMs: 5 * hourMs });
    expect(row('Shore tab')).toMatchObject({ ready: false, ageMs: null });
  });

  it('says a view is not ready while an item it needs failed or was unticked', () => {
    const rows = offlineChecklist(status([item('routeForecast', 'failed'), item('ensemble', 'skipped'), item('storms', 'done', 0), item('ports', 'done', 0)]), hourMs);
    expect(rows.find((each) => each.view === 'Forecast tab')).toMatchObject({ ready: false, words: 'Not ready: the route forecast not packed.' });
    expect(rows.find((each) => each.view === 'Risk tab')).toMatchObject({ ready: false, ageMs: hourMs, words: 'Not ready: the ensemble not packed.' });
    expect(rows.find((each) => each.view === 'Printed plan')!.words).toBe('Not ready: the route forecast, the ensemble not packed.');
  });
});
