import type { Settings } from '../../shared/settings/settings';
import type { ConnectionStatus, DataSource, ServiceAnswer } from '../../shared/service/answer-provenance';
import { requestOnTheWire } from '../../shared/service/request-on-the-wire';
import {
  endpoints,
  type OperationName,
  type OperationQuery,
  type OperationResponse,
  type ParsedOperationQuery,
} from '../../shared/service/endpoints';
import { createRequestLimiter, type RequestLimiter } from '../service-client/limiter';
import { createServiceClient, type LedgerEntry, type QueryArgs, type ServiceClient, type ServiceLogLine } from '../service-client/service-client';
import type { FetchFunction } from '../service-client/http-transport';
import type { CacheQuery } from '../store/cache-key';
import { createCachedFetcher, type CachedFetcher, type CachedFetchOptions } from '../store/cached-fetcher';
import { recordCreditUse } from '../store/credit-ledger-table';
import type { WritableDatabase } from '../store/database';
import { createFreshnessPolicy } from '../store/freshness';
import { findCacheEntriesOfQuery, findCacheEntry } from '../store/response-cache-table';
import { StoreError } from '../store/store-errors';
import { answerModelRunMs } from './answer-model-run';
import { fetchLayerImageBytes, layerImageOperation, LayerImageError, radarImageOperation } from './layer-image-fetch';
import { createConnectivity, type Connectivity } from './connectivity';
import { canConnect } from './reachability';

/**
 * The one way the app asks the service: the client (validated queries and answers, the one
 * limiter, retries, the key) under the response cache (fresh answers cost nothing, offline answers
 * come from cache.db), with every request and every cache hit written to the credit ledger, and
 * every answer handed on with its provenance.
 */

/** Which service to ask. Demo and live answers never mix: each has its own part of the cache. */
export interface ServiceSource {
  dataSource: DataSource;
  /** null: no service configured; every call says so. */
  baseUrl: string | null;
  /** Read before every request, so a replaced key is used at once and never stored here. */
  getKey: () => string | null;
}

export interface ServiceDataOptions {
  cacheDb: WritableDatabase;
  passageDb: WritableDatabase;
  source: ServiceSource;
  now: () => number;
  settings: () => Settings;
  onConnectionChange?: (status: ConnectionStatus) => void;
  log?: (line: string) => void;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/** pinForVoyageId keeps the answer for the voyage's offline pack; cacheOnly never asks the service. */
export type FetchOptions = CachedFetchOptions;

/** One map layer image: its bytes (base64), what kind of image, and the step it shows. */
export interface LayerImage {
  imageBase64: string;
  mediaType: string;
  timestamp: number;
}

export interface ServiceData {
  /**
   * The image of one step of a map layer, through the cache like every answer: keyed by the
   * layers query and the step (not by the URL, which may change between launches), fetched at the
   * URL the layers answer names for that step.
   */
  fetchLayerImage(query: OperationQuery<'weatherMapsLayers'>, timestamp: number, options?: FetchOptions): Promise<ServiceAnswer<LayerImage>>;
  /** One radar frame's image, cached like a layer image: keyed by the radar query and the frame's time. */
  fetchRadarImage(query: OperationQuery<'weatherRadar'>, timeSec: number, options?: FetchOptions): Promise<ServiceAnswer<LayerImage>>;
  fetch<N extends OperationName>(operation: N, query: OperationQuery<N>, options?: FetchOptions): Promise<ServiceAnswer<OperationResponse<N>>>;
  /** Credits the request would cost if it had to be sent (throws for a query that would be refused). */
  estimateCredits<N extends OperationName>(operation: N, query: OperationQuery<N>): number;
  /** Credits still to spend: 0 when a fresh answer is cached. */
  creditsToFetch<N extends OperationName>(operation: N, query: OperationQuery<N>): number;
  /** Whether a fresh answer to this question is in cache.db: a fetch would ask nothing. */
  freshInCache<N extends OperationName>(operation: N, query: OperationQuery<N>): boolean;
  /**
   * The layers answers in cache.db that ask what this query asks (model, run, element, level,
   * unit, grayscale, of the same service) over any box and zoom, its own among them.
   */
  cachedLayerAnswers(query: OperationQuery<'weatherMapsLayers'>): CachedLayerAnswer[];
  /** Whether a step's image of this layer is in cache.db (at any age). */
  layerImageCached(query: OperationQuery<'weatherMapsLayers'>, timestamp: number): boolean;
  connection(): ConnectionStatus;
  setOfflineMode(offline: boolean): void;
  source(): ServiceSource;
  /** Demo or live, another base URL or key: takes effect for the next request, no restart. */
  setSource(source: ServiceSource): void;
  /** The client of the current source, for the key test and the mixer; null without a service. */
  client(): ServiceClient | null;
  /** A client for another source, on the same limiter and ledger (the key test asks before switching). */
  clientFor(source: ServiceSource): ServiceClient | null;
  /** The app's one limiter, for every other path to the service (the platform proxy). */
  readonly limiter: RequestLimiter;
  applySettings(settings: Settings): void;
  /**
   * Checks, without a request, whether the service's host can be reached, and updates the
   * connection status (and its event) when that changed. Also runs by itself every minute.
   */
  checkReachable(): Promise<void>;
  close(): void;
}

/** A cached layers answer, by the query that fetched it. */
export interface CachedLayerAnswer {
  query: OperationQuery<'weatherMapsLayers'>;
  fetchedAtMs: number;
  fresh: boolean;
}

/** What a layers query asks besides its box and zoom: answers alike in these show the same field. */
const layerFieldsBesideBox = ['model', 'run', 'element', 'level', 'unit', 'grayscale'] as const;

/** Part of each cache key: the same question to the demo and to the live service are two answers. */
const sourceField = '~source';
/** Stale answers refreshed when the service is back, at most, so a reconnect never floods the limiter. */
const refreshOnReconnect = 20;
const reachabilityEveryMs = 60_000;
const reachabilityTimeoutMs = 3_000;

export class NoServiceError extends Error {
  readonly code = 'no_service';
  constructor() {
    super('No service is configured: choose the demo service, or enter the live service address and key in the settings.');
    this.name = 'NoServiceError';
  }
}

function perMinute(settings: Settings) {
  return { requests: settings.rateLimitPerMinute, windowMs: 60_000 };
}

export function createServiceData(options: ServiceDataOptions): ServiceData {
  const { now } = options;
  const log = options.log ?? (() => {});
  const limiter = createRequestLimiter({ rate: perMinute(options.settings()) });
  let source = options.source;
  let client = makeClient(source);
  const connectivity: Connectivity = createConnectivity({
    dataSource: source.dataSource,
    onChange(status, previous) {
      options.onConnectionChange?.(status);
      if (status.reachable && !previous.reachable && !status.offlineMode) refreshStaleInBackground();
      if (!status.offlineMode && previous.offlineMode) refreshStaleInBackground();
    },
  });

  function makeClient(of: ServiceSource): ServiceClient | null {
    if (of.baseUrl === null) return null;
    return createServiceClient({
      baseUrl: of.baseUrl,
      getKey: of.getKey,
      limiter,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      ledger: (entry: LedgerEntry) => recordCreditUse(options.passageDb, entry),
      log: (line: ServiceLogLine) => log(`service ${line.level}: ${line.operation}: ${line.message}`),
    });
  }

  const freshness = () => createFreshnessPolicy({ overridesMinutes: options.settings().freshnessOverridesMinutes });
  const fetcher: CachedFetcher = createCachedFetcher({
    cacheDb: options.cacheDb,
    now,
    isOnline: () => connectivity.mayAsk(),
    freshness,
    maxBytes: () => options.settings().cacheMaxMegabytes * 1024 * 1024,
    onServedFromCache: ({ operation, atMs }) =>
      recordCreditUse(options.passageDb, { operation, credits: 0, atMs, cached: true, status: null }),
    async fetchLive(operation, keyedQuery) {
      if (operation === layerImageOperation) return fetchLayerImageLive(keyedQuery);
      if (operation === radarImageOperation) return fetchRadarImageLive(keyedQuery);
      const { [sourceField]: askedOf, ...query } = keyedQuery;
      // refreshStale replays cached questions; never answer a demo question with live data or back.
      if (askedOf !== source.dataSource) {
        throw new Error(`a ${String(askedOf)} answer is not refreshed while the ${source.dataSource} service is in use`);
      }
      if (client === null) throw new NoServiceError();
      const name = operation as OperationName;
      const { value: body, warnings } = await client.read(name, ...([query] as QueryArgs<typeof name>));
      return {
        body,
        warnings,
        credits: client.estimateCredits(name, ...([query] as QueryArgs<typeof name>)),
        modelRunMs: answerModelRunMs(body),
      };
    },
  });

  /** The layers answer (cached, or asked and paid once) names the step's URL; its bytes are kept. */
  async function fetchLayerImageLive(keyedImageQuery: CacheQuery) {
    const { time, ...listingQuery } = keyedImageQuery;
    const listing = await fetcher.fetch('weatherMapsLayers', listingQuery);
    const body = listing.body as OperationResponse<'weatherMapsLayers'>;
    const layer = body.layers.find((each) => each.timestamp === time);
    if (layer === undefined) throw new LayerImageError('layer_step_missing', `the layer has no step at ${String(time)} (Unix seconds); it has ${body.layers.length} steps`);
    return fetchImageAt(layerImageOperation, layer.imageUrl, layer.timestamp, listing.modelRunMs);
  }

  /** The radar answer (cached, or asked and paid once) names the frame's URL; its bytes are kept. */
  async function fetchRadarImageLive(keyedImageQuery: CacheQuery) {
    const { time, ...radarQuery } = keyedImageQuery;
    const nowcast = await fetcher.fetch('weatherRadar', radarQuery);
    const body = nowcast.body as OperationResponse<'weatherRadar'>;
    const frame = body.layers.find((each) => each.time === time);
    if (frame === undefined) throw new LayerImageError('layer_step_missing', `the radar nowcast has no frame at ${String(time)} (Unix seconds); it has ${body.layers.length} frames`);
    return fetchImageAt(radarImageOperation, frame.image.url, frame.time, nowcast.modelRunMs);
  }

  async function fetchImageAt(operation: string, url: string, timestamp: number, modelRunMs: number | null) {
    const atMs = now();
    try {
      const image = await fetchLayerImageBytes(url, { limiter, fetch: options.fetch, timeoutMs: options.timeoutMs });
      recordCreditUse(options.passageDb, { operation, credits: 0, atMs, cached: false, status: image.status, bytesReceived: image.bytesReceived });
      return {
        body: { imageBase64: Buffer.from(image.bytes).toString('base64'), mediaType: image.mediaType, timestamp },
        credits: 0,
        modelRunMs,
      };
    } catch (error) {
      recordCreditUse(options.passageDb, { operation, credits: 0, atMs, cached: false, status: error instanceof LayerImageError ? (error.status ?? null) : null });
      throw error;
    }
  }

  async function fetchLayerImage(query: OperationQuery<'weatherMapsLayers'>, timestamp: number, fetchOptions: FetchOptions = {}): Promise<ServiceAnswer<LayerImage>> {
    const answer = await fetchKeyed(layerImageOperation, { ...keyedQuery('weatherMapsLayers', query), time: timestamp }, fetchOptions);
    return answer as ServiceAnswer<LayerImage>;
  }

  async function fetchRadarImage(query: OperationQuery<'weatherRadar'>, timeSec: number, fetchOptions: FetchOptions = {}): Promise<ServiceAnswer<LayerImage>> {
    const answer = await fetchKeyed(radarImageOperation, { ...keyedQuery('weatherRadar', query), time: timeSec }, fetchOptions);
    return answer as ServiceAnswer<LayerImage>;
  }

  let checking: Promise<void> | null = null;
  function checkReachable(): Promise<void> {
    const baseUrl = source.baseUrl;
    if (baseUrl === null || !connectivity.mayAsk()) return Promise.resolve();
    // Many views ask at once when a page loads: one handshake under way answers them all.
    checking ??= canConnect(baseUrl, reachabilityTimeoutMs)
      .then((reachable) => {
        // The source may have changed while the handshake was under way: its verdict is not ours.
        if (source.baseUrl !== baseUrl) return;
        if (reachable) connectivity.reached(now());
        else connectivity.unreachable(now());
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  }
  const reachabilityTimer = setInterval(() => void checkReachable(), reachabilityEveryMs);
  reachabilityTimer.unref();

  function refreshStaleInBackground(): void {
    fetcher
      .refreshStale(refreshOnReconnect)
      .then(({ refreshed, failed }) => log(`back online: ${refreshed} stale answers refreshed, ${failed} not`))
      .catch((error: unknown) => log(`refreshing stale answers failed: ${String(error)}`));
  }

  /**
   * The query as it goes on the wire (the service's forms, its defaults left to it), keyed by the
   * source it is asked of.
   */
  function keyedQuery<N extends OperationName>(operation: N, query: OperationQuery<N>): CacheQuery {
    const parsed = endpoints[operation].query.safeParse(query ?? {});
    // An invalid query is refused by the client with a message naming the parameter; key it as given.
    const base = (parsed.success ? requestOnTheWire(operation, parsed.data as ParsedOperationQuery<N>) : query ?? {}) as CacheQuery;
    return { ...base, [sourceField]: source.dataSource };
  }

  async function fetch<N extends OperationName>(operation: N, query: OperationQuery<N>, fetchOptions: FetchOptions = {}) {
    return (await fetchKeyed(operation, keyedQuery(operation, query), fetchOptions)) as ServiceAnswer<OperationResponse<N>>;
  }

  async function fetchKeyed(operation: string, keyed: CacheQuery, fetchOptions: FetchOptions): Promise<ServiceAnswer<unknown>> {
    const asked = source.dataSource;
    const mayAsk = connectivity.mayAsk();
    try {
      const answer = await fetcher.fetch(operation, keyed, fetchOptions);
      if (mayAsk && answer.source === 'live') connectivity.reached(now());
      if (mayAsk && answer.source === 'offline-cache') connectivity.unreachable(now());
      return {
        value: answer.body,
        provenance: {
          operation,
          dataSource: asked,
          source: answer.source,
          fetchedAtMs: answer.fetchedAtMs,
          ageMs: Math.round(answer.ageMs),
          stale: answer.stale,
          freshUntilMs: answer.freshUntilMs,
          modelRunMs: answer.modelRunMs,
          credits: answer.credits,
          ...(answer.warnings === undefined ? {} : { readWarnings: [...answer.warnings] }),
        },
      };
    } catch (error) {
      if (mayAsk && error instanceof StoreError && error.code === 'offline_nothing_cached') connectivity.unreachable(now());
      else if (mayAsk && typeof (error as { status?: unknown }).status === 'number') connectivity.reached(now());
      throw error;
    }
  }

  function estimateCredits<N extends OperationName>(operation: N, query: OperationQuery<N>): number {
    if (client === null) throw new NoServiceError();
    return client.estimateCredits(operation, ...([query] as QueryArgs<N>));
  }

  function cachedLayerAnswers(query: OperationQuery<'weatherMapsLayers'>): CachedLayerAnswer[] {
    const keyed = keyedQuery('weatherMapsLayers', query);
    const fields: Record<string, string | number | null> = { [sourceField]: source.dataSource };
    for (const name of layerFieldsBesideBox) {
      const value = keyed[name];
      fields[name] = typeof value === 'string' || typeof value === 'number' ? value : null;
    }
    const policy = freshness();
    const nowMs = now();
    return findCacheEntriesOfQuery(options.cacheDb, 'weatherMapsLayers', fields).map((entry) => {
      const { [sourceField]: _askedOf, ...asked } = JSON.parse(entry.queryJson) as Record<string, unknown>;
      return { query: asked as OperationQuery<'weatherMapsLayers'>, fetchedAtMs: entry.fetchedAtMs, fresh: policy.isFresh(entry, nowMs) };
    });
  }

  function layerImageCached(query: OperationQuery<'weatherMapsLayers'>, timestamp: number): boolean {
    return findCacheEntry(options.cacheDb, fetcher.keyFor(layerImageOperation, { ...keyedQuery('weatherMapsLayers', query), time: timestamp })) !== undefined;
  }

  return {
    fetch,
    fetchLayerImage,
    freshInCache: (operation, query) => fetcher.isFresh(operation, keyedQuery(operation, query)),
    cachedLayerAnswers,
    layerImageCached,
    fetchRadarImage,
    estimateCredits,
    creditsToFetch(operation, query) {
      const credits = estimateCredits(operation, query);
      return fetcher.isFresh(operation, keyedQuery(operation, query)) ? 0 : credits;
    },
    connection: () => connectivity.status(),
    setOfflineMode: (offline) => connectivity.setOfflineMode(offline),
    source: () => source,
    setSource(next) {
      source = next;
      client = makeClient(next);
      connectivity.setDataSource(next.dataSource);
    },
    client: () => client,
    clientFor: makeClient,
    limiter,
    applySettings: (settings) => limiter.setRate(perMinute(settings)),
    checkReachable,
    close: () => clearInterval(reachabilityTimer),
  };
}
