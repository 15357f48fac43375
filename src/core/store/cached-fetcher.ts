import { cacheKey, canonicalQuery, type CacheQuery } from './cache-key';
import { pinCacheKeys } from './cache-pins-table';
import type { WritableDatabase } from './database';
import { createFreshnessPolicy, type FreshnessPolicy } from './freshness';
import {
  cacheTotalBytes,
  evictLeastRecentlyUsed,
  findCacheEntry,
  readCacheBody,
  refreshCandidates,
  touchCacheEntry,
  writeCacheEntry,
  type CacheBody,
  type CacheEntryMeta,
} from './response-cache-table';
import { StoreError } from './store-errors';

/**
 * Every answer of the service goes through here: served from cache.db while fresh, fetched and
 * stored when not, and served old (and saying so) when the service cannot be reached.
 *
 * Only answers `fetchLive` resolves with are stored, so `fetchLive` must resolve with validated
 * answers only and throw for everything else (the service client does: schema mismatch, embedded
 * `{ error }`, HTTP errors all throw). A thrown answer is never cached.
 */

/** A validated answer: a JSON value, or bytes for an image. */
export interface LiveAnswer {
  body: unknown;
  credits: number;
  modelRunMs?: number | null;
  /** UTC hours of the model's runs (the catalogue's runtimesHours), for forecast freshness. */
  runHoursUtc?: readonly number[] | null;
  /** Parts of the answer the client left out (reading policy), with field paths. */
  warnings?: readonly string[];
}

export type FetchLive = (operation: string, query: CacheQuery) => Promise<LiveAnswer>;

export type AnswerSource = 'live' | 'cache' | 'offline-cache';

export interface CachedAnswer {
  /** The JSON value, or a Uint8Array for bytes. */
  body: unknown;
  fetchedAtMs: number;
  ageMs: number;
  source: AnswerSource;
  modelRunMs: number | null;
  /** True when served past its freshness (only ever with source 'offline-cache'). */
  stale: boolean;
  /** Until when the answer is fresh by the freshness rule (freshness.ts, with the settings' overrides). */
  freshUntilMs: number;
  cacheKey: string;
  /** What the request that fetched it cost. */
  credits: number;
  /** Parts left out when it was read (live answers only: the cache keeps what was read). */
  warnings?: readonly string[];
}

export interface CachedFetcherOptions {
  cacheDb: WritableDatabase;
  fetchLive: FetchLive;
  now: () => number;
  /** False when the app knows it is offline: nothing is attempted, the cache answers. */
  isOnline: () => boolean;
  /** Read at every call, so a change in the settings applies at once. */
  freshness?: () => FreshnessPolicy;
  /** Size cap of cache.db's answers, read after every write (default 1 GiB). */
  maxBytes?: () => number;
  /** Told of every answer served from the cache instead of a request (for the credit ledger). */
  onServedFromCache?: (served: { operation: string; atMs: number }) => void;
  /** How recent a use must be for refreshStale to bother (default 24 h). */
  recentUseWindowMs?: number;
}

export interface CachedFetchOptions {
  /** Keeps the answer through cache eviction for as long as that voyage exists. */
  pinForVoyageId?: string | undefined;
  /**
   * Answer from the cache whatever its age and never ask the service: for what must not spend
   * credits (exports), so an answer turning stale between the cost check and the read cannot buy one.
   */
  cacheOnly?: boolean | undefined;
}

export interface CachedFetcher {
  fetch(operation: string, query: CacheQuery, options?: CachedFetchOptions): Promise<CachedAnswer>;
  keyFor(operation: string, query: CacheQuery): string;
  /** Whether a fetch now would be answered from the cache without a request (for cost estimates). */
  isFresh(operation: string, query: CacheQuery): boolean;
  /**
   * Back online: fetches again up to `limit` stale answers, pinned ones first, then recently used
   * ones. Failures are counted, not thrown.
   */
  refreshStale(limit: number): Promise<{ refreshed: number; failed: number }>;
}

export const defaultCacheMaxBytes = 1024 * 1024 * 1024;
const networkErrorCodes = new Set(['offline', 'network', 'timeout', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);

/** A failure to reach the service, as opposed to an answer that was wrong. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && networkErrorCodes.has(code)) return true;
  // fetch() rejects with TypeError('fetch failed') and the system error as its cause.
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isNetworkFailure(cause);
}

export function offlineNothingCached(operation: string): StoreError {
  return new StoreError('offline_nothing_cached', `offline, nothing cached for this ${operation}`);
}

function nothingCached(operation: string): StoreError {
  return new StoreError('nothing_cached', `nothing cached for this ${operation}, and this read never asks the service`);
}

function toCacheBody(operation: string, body: unknown): CacheBody {
  if (body instanceof Uint8Array) return { kind: 'bytes', bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  const text = JSON.stringify(body);
  if (text === undefined) throw new TypeError(`${operation}: an answer without a body cannot be cached`);
  return { kind: 'json', text };
}

function fromCacheBody(body: CacheBody): unknown {
  return body.kind === 'json' ? (JSON.parse(body.text) as unknown) : body.bytes;
}

export function createCachedFetcher(options: CachedFetcherOptions): CachedFetcher {
  const { cacheDb: db, fetchLive, now } = options;
  const freshness = options.freshness ?? (() => createFreshnessPolicy());
  const maxBytes = options.maxBytes ?? (() => defaultCacheMaxBytes);
  const recentUseWindowMs = options.recentUseWindowMs ?? 24 * 60 * 60 * 1000;
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  // Kept in memory after one SUM: a write then costs no scan of the whole table.
  let totalBytes: number | undefined;

  function serveCached(entry: CacheEntryMeta, source: 'cache' | 'offline-cache', stale: boolean): CachedAnswer | undefined {
    const body = readCacheBody(db, entry.id);
    if (body === undefined) return undefined;
    const nowMs = now();
    touchCacheEntry(db, entry.id, nowMs);
    options.onServedFromCache?.({ operation: entry.operation, atMs: nowMs });
    return {
      body: fromCacheBody(body),
      fetchedAtMs: entry.fetchedAtMs,
      ageMs: Math.max(0, nowMs - entry.fetchedAtMs),
      source,
      modelRunMs: entry.modelRunMs,
      stale,
      freshUntilMs: freshness().freshUntilMs(entry),
      cacheKey: entry.cacheKey,
      credits: entry.credits,
    };
  }

  function store(key: string, operation: string, query: CacheQuery, answer: LiveAnswer, fetchedAtMs: number): void {
    const { growthBytes } = writeCacheEntry(
      db,
      {
        cacheKey: key,
        operation,
        queryJson: JSON.stringify(canonicalQuery(query)),
        body: toCacheBody(operation, answer.body),
        fetchedAtMs,
        modelRunMs: answer.modelRunMs ?? null,
        runHoursUtc: answer.runHoursUtc ?? null,
        credits: answer.credits,
      },
      fetchedAtMs,
    );
    if (totalBytes === undefined) totalBytes = cacheTotalBytes(db);
    else totalBytes += growthBytes;
    const over = totalBytes - maxBytes();
    if (over > 0) totalBytes -= evictLeastRecentlyUsed(db, over).freedBytes;
  }

  async function fetchAndStore(key: string, operation: string, query: CacheQuery): Promise<CachedAnswer> {
    let answer: LiveAnswer;
    try {
      answer = await fetchLive(operation, query);
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const entry = findCacheEntry(db, key);
      const served = entry === undefined ? undefined : serveCached(entry, 'offline-cache', !freshness().isFresh(entry, now()));
      if (served === undefined) throw offlineNothingCached(operation);
      return served;
    }
    const fetchedAtMs = now();
    store(key, operation, query, answer, fetchedAtMs);
    return {
      body: answer.body,
      fetchedAtMs,
      ageMs: 0,
      source: 'live',
      modelRunMs: answer.modelRunMs ?? null,
      stale: false,
      freshUntilMs: freshness().freshUntilMs({ operation, fetchedAtMs, modelRunMs: answer.modelRunMs ?? null, runHoursUtc: answer.runHoursUtc ?? null }),
      cacheKey: key,
      credits: answer.credits,
      ...(answer.warnings === undefined || answer.warnings.length === 0 ? {} : { warnings: answer.warnings }),
    };
  }

  /** Identical calls while one is under way share it: one request, one row. */
  function fetchShared(key: string, operation: string, query: CacheQuery): Promise<CachedAnswer> {
    const existing = inFlight.get(key);
    if (existing !== undefined) return existing;
    const started = fetchAndStore(key, operation, query).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  async function fetch(operation: string, query: CacheQuery, fetchOptions: CachedFetchOptions = {}): Promise<CachedAnswer> {
    const key = cacheKey(operation, query);
    if (fetchOptions.pinForVoyageId !== undefined) pinCacheKeys(db, fetchOptions.pinForVoyageId, [key]);
    const entry = findCacheEntry(db, key);
    if (entry !== undefined && freshness().isFresh(entry, now())) {
      const served = serveCached(entry, 'cache', false);
      if (served !== undefined) return served;
    }
    const online = options.isOnline();
    if (!online || fetchOptions.cacheOnly === true) {
      const served = entry === undefined ? undefined : serveCached(entry, online ? 'cache' : 'offline-cache', true);
      if (served === undefined) throw online ? nothingCached(operation) : offlineNothingCached(operation);
      return served;
    }
    return fetchShared(key, operation, query);
  }

  async function refreshStale(limit: number): Promise<{ refreshed: number; failed: number }> {
    let refreshed = 0;
    let failed = 0;
    if (limit <= 0 || !options.isOnline()) return { refreshed, failed };
    const policy = freshness();
    const nowMs = now();
    // Freshness is decided in code, so look at more rows than needed to find `limit` stale ones.
    const stale = refreshCandidates(db, nowMs - recentUseWindowMs, Math.max(limit * 10, 100))
      .filter((entry) => !policy.isFresh(entry, nowMs))
      .slice(0, limit);
    for (const entry of stale) {
      try {
        const answer = await fetchShared(entry.cacheKey, entry.operation, JSON.parse(entry.queryJson) as CacheQuery);
        if (answer.source === 'live') refreshed += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
    return { refreshed, failed };
  }

  function isFreshNow(operation: string, query: CacheQuery): boolean {
    const entry = findCacheEntry(db, cacheKey(operation, query));
    return entry !== undefined && freshness().isFresh(entry, now());
  }

  return { fetch, keyFor: cacheKey, isFresh: isFreshNow, refreshStale };
}
