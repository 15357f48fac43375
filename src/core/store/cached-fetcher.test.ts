import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCacheDb } from './cache-db';
import { pinCacheKeys, unpinVoyage } from './cache-pins-table';
import { createCachedFetcher, type FetchLive, type LiveAnswer } from './cached-fetcher';
import { creditTotals, recordCreditUse } from './credit-ledger-table';
import { sql, type WritableDatabase } from './database';
import { openPassageDb } from './passage-db';
import { cacheTotalBytes, countCacheEntries, findCacheEntry } from './response-cache-table';

let folder: string;
let cacheDb: WritableDatabase;
let passageDb: WritableDatabase;
let nowMs: number;
let online: boolean;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-fetcher-'));
  cacheDb = openCacheDb(folder);
  passageDb = openPassageDb(folder);
  nowMs = Date.UTC(2026, 10, 22, 6);
  online = true;
});
afterEach(() => {
  cacheDb.close();
  passageDb.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Stands in for the service client: every request it makes is written to the ledger. */
function fakeService(answer: (operation: string, query: unknown) => LiveAnswer = () => ({ body: { storms: ['ALPHA'] }, credits: 1 })) {
  const requests: string[] = [];
  const fetchLive: FetchLive = async (operation, query) => {
    requests.push(operation);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!online) throw Object.assign(new Error('The service cannot be reached'), { code: 'offline' });
    const result = answer(operation, query);
    recordCreditUse(passageDb, { operation, credits: result.credits, atMs: nowMs, cached: false, status: 200 });
    return result;
  };
  return { requests, fetchLive };
}

function fetcherFor(fetchLive: FetchLive, maxBytes?: number) {
  return createCachedFetcher({
    cacheDb,
    fetchLive,
    now: () => nowMs,
    isOnline: () => online,
    onServedFromCache: ({ operation, atMs }) => recordCreditUse(passageDb, { operation, credits: 0, atMs, cached: true, status: null }),
    ...(maxBytes === undefined ? {} : { maxBytes: () => maxBytes }),
  });
}

describe('cached fetcher', () => {
  it('answers a second identical call from the cache: no request, no credit', async () => {
    const service = fakeService(() => ({ body: { forecast: [1, 2, 3] }, credits: 3 }));
    const fetcher = fetcherFor(service.fetchLive);
    const first = await fetcher.fetch('storms', { lat: 10, lon: 20 });
    nowMs += 60_000;
    const second = await fetcher.fetch('storms', { lon: 20, lat: 10 });
    expect(service.requests).toHaveLength(1);
    expect(first.source).toBe('live');
    expect(second).toMatchObject({ source: 'cache', body: { forecast: [1, 2, 3] }, ageMs: 60_000, stale: false });
    const totals = creditTotals(passageDb, nowMs);
    expect(totals.todayCredits).toBe(3);
    expect(totals.byOperation).toMatchObject([{ operation: 'storms', credits: 3, requests: 1, servedFromCache: 1, reported: null }]);
  });

  it('passes the reading warnings with the fresh fetch only: a cached answer does not say them again', async () => {
    const warning = 'storms: storms[1].path: 1 item left out ([0]) because storms[1].path[0].latitude: expected number';
    const service = fakeService(() => ({ body: { storms: ['ALPHA'] }, credits: 1, warnings: [warning] }));
    const fetcher = fetcherFor(service.fetchLive);
    const fresh = await fetcher.fetch('storms', {});
    nowMs += 60_000;
    const cached = await fetcher.fetch('storms', {});
    expect(fresh).toMatchObject({ source: 'live', warnings: [warning] });
    expect(cached.source).toBe('cache');
    expect(cached.warnings).toBeUndefined();
  });

  it('fetches a stale answer again when online, and serves it with its age when offline', async () => {
    let version = 0;
    const service = fakeService(() => ({ body: { version: ++version }, credits: 1 }));
    const fetcher = fetcherFor(service.fetchLive);
    await fetcher.fetch('storms', { lat: 1 });
    nowMs += 31 * 60_000;
    const refreshed = await fetcher.fetch('storms', { lat: 1 });
    expect(refreshed).toMatchObject({ source: 'live', body: { version: 2 } });
    expect(countCacheEntries(cacheDb)).toBe(1);

    nowMs += 5 * 60 * 60_000;
    online = false;
    const offline = await fetcher.fetch('storms', { lat: 1 });
    expect(offline).toMatchObject({ source: 'offline-cache', stale: true, body: { version: 2 }, ageMs: 5 * 60 * 60_000 });
    expect(service.requests).toHaveLength(2);
  });

  it('falls back to the cached answer when the live request fails for want of a network', async () => {
    const service = fakeService();
    const fetcher = fetcherFor(service.fetchLive);
    await fetcher.fetch('trafficOverview', {});
    nowMs += 10 * 60_000;
    online = false; // the fake service fails, but the fetcher still believes it is online
    const answer = await createCachedFetcher({ cacheDb, fetchLive: service.fetchLive, now: () => nowMs, isOnline: () => true }).fetch(
      'trafficOverview',
      {},
    );
    expect(answer).toMatchObject({ source: 'offline-cache', stale: true, ageMs: 10 * 60_000 });
  });

  it('cache only: a stale answer is served as it is, online, and nothing is ever asked', async () => {
    const service = fakeService(() => ({ body: { version: 1 }, credits: 4 }));
    const fetcher = fetcherFor(service.fetchLive);
    await fetcher.fetch('storms', { lat: 1 });
    nowMs += 3 * 60 * 60_000;
    expect(fetcher.isFresh('storms', { lat: 1 })).toBe(false);
    const answer = await fetcher.fetch('storms', { lat: 1 }, { cacheOnly: true });
    expect(answer).toMatchObject({ source: 'cache', stale: true, body: { version: 1 }, ageMs: 3 * 60 * 60_000 });
    await expect(fetcher.fetch('storms', { lat: 2 }, { cacheOnly: true })).rejects.toMatchObject({ code: 'nothing_cached' });
    expect(service.requests).toHaveLength(1);
    expect(creditTotals(passageDb, nowMs).todayCredits).toBe(4);
  });

  it('says plainly when it is offline with nothing cached', async () => {
    online = false;
    const fetcher = fetcherFor(fakeService().fetchLive);
    await expect(fetcher.fetch('portList', { country: 'NO' })).rejects.toThrow(/^offline, nothing cached for this portList$/);
  });

  it('never stores an answer that failed', async () => {
    const fetcher = fetcherFor(async () => {
      throw Object.assign(new Error('storms answered 200 with an error'), { code: 'embedded_error' });
    });
    await expect(fetcher.fetch('storms', {})).rejects.toThrow('storms answered 200 with an error');
    expect(countCacheEntries(cacheDb)).toBe(0);
  });

  it('makes one request and one row for 50 identical calls at once', async () => {
    const service = fakeService();
    const fetcher = fetcherFor(service.fetchLive);
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetcher.fetch('storms', { lat: 5, lon: 5 })));
    expect(service.requests).toHaveLength(1);
    expect(countCacheEntries(cacheDb)).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(creditTotals(passageDb, nowMs).todayRequests).toBe(1);
  });

  it('keeps image bytes as bytes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const fetcher = fetcherFor(fakeService(() => ({ body: png, credits: 1 })).fetchLive);
    await fetcher.fetch('weatherRadar', { z: 3 });
    const cached = await fetcher.fetch('weatherRadar', { z: 3 });
    expect(cached.source).toBe('cache');
    expect([...(cached.body as Uint8Array)]).toEqual([...png]);
  });

  it('evicts the least recently used answers over the size cap but never a pinned one', async () => {
    const bigBody = { text: 'x'.repeat(100_000) };
    const fetcher = fetcherFor(fakeService(() => ({ body: bigBody, credits: 1 })).fetchLive, 350_000);
    pinCacheKeys(cacheDb, 'voyage-1', [fetcher.keyFor('portList', { id: 0 })]);
    for (let id = 0; id < 8; id += 1) {
      nowMs += 1000;
      await fetcher.fetch('portList', { id });
    }
    expect(cacheTotalBytes(cacheDb)).toBeLessThanOrEqual(350_000);
    expect(findCacheEntry(cacheDb, fetcher.keyFor('portList', { id: 0 }))).toBeDefined();
    expect(findCacheEntry(cacheDb, fetcher.keyFor('portList', { id: 7 }))).toBeDefined();
    expect(findCacheEntry(cacheDb, fetcher.keyFor('portList', { id: 1 }))).toBeUndefined();

    unpinVoyage(cacheDb, 'voyage-1');
    nowMs += 1000;
    await fetcher.fetch('portList', { id: 8 });
    expect(findCacheEntry(cacheDb, fetcher.keyFor('portList', { id: 0 }))).toBeUndefined();
  });

  it('refreshes stale pinned and recently used answers once back online', async () => {
    const service = fakeService();
    const fetcher = fetcherFor(service.fetchLive);
    await fetcher.fetch('storms', { basin: 'pinned' }, { pinForVoyageId: 'v1' });
    await fetcher.fetch('storms', { basin: 'recent' });
    nowMs += 2 * 24 * 60 * 60_000; // both stale; only the pinned one is still "in use"
    await fetcher.fetch('trafficOverview', {}); // a fresh one, not to be refetched
    online = false;
    expect(await fetcher.refreshStale(10)).toEqual({ refreshed: 0, failed: 0 });
    online = true;
    service.requests.length = 0;
    expect(await fetcher.refreshStale(10)).toEqual({ refreshed: 1, failed: 0 });
    expect(service.requests).toEqual(['storms']);
    expect(findCacheEntry(cacheDb, fetcher.keyFor('storms', { basin: 'pinned' }))?.fetchedAtMs).toBe(nowMs);
  });

  it('stores no key: the cache file never holds the API key', async () => {
    const fetcher = fetcherFor(fakeService().fetchLive);
    await fetcher.fetch('storms', { lat: 1, api_key: 'CANARY-KEY-123' });
    const rows = cacheDb.all<{ cache_key: string; query_json: string }>(sql`SELECT cache_key, query_json FROM cache_entries`);
    expect(JSON.stringify(rows)).not.toContain('CANARY');
  });
});
