import type { z } from 'zod';
import {
  creditsFor,
  endpoints,
  operationNames,
  type OperationName,
  type OperationQuery,
  type OperationResponse,
  type ParsedOperationQuery,
} from '../../shared/service/endpoints';
import { describeQueryError, encodeQueryText } from '../../shared/service/query-encoding';
import { requestOnTheWire } from '../../shared/service/request-on-the-wire';
import type { RequestOutcome } from '../../shared/service/request-outcome';
import type { TransitMixerRequest, TransitOption } from '../../shared/service/transit';
import { sleep, systemClock, type Clock } from './clock';
import { ServiceError } from './errors';
import { defaultMaxBodyBytes, sizeText } from './capped-body';
import { parseJsonBody, sendGet, type FetchFunction, type TransportResult } from './http-transport';
import { createKeyGate } from './key-gate';
import { redactKey } from './key-redaction';
import type { RequestLimiter } from './limiter';
import { createInFlightRequests } from './request-coalescing';
import { creditsSpentOf, readFailedStatus, readSuccess, readUnauthorized } from './response-reading';
import { estimateRouteCredits, sendRouteInParts } from './route-in-parts';
import { isRouteOperation } from './route-parts';
import {
  defaultBackoff,
  isRetryable,
  maxRetries,
  parseRetryAfterMs,
  retryDelayMs,
  type AttemptOutcome,
  type BackoffSettings,
} from './retry-policy';
import { openTransitMixer, type TransitMixerOptions, type TransitMixerStream } from './transit-mixer';

/** One request actually sent (retries each count; merged and refused calls do not). */
export interface LedgerEntry {
  operation: string;
  /** The estimate, from the spec's credit rules. */
  credits: number;
  /** What the answer says it cost (`meta.credits`), null when it says nothing. */
  creditsSpent?: number | null;
  atMs: number;
  /** HTTP status, or null when no answer came (network failure, timeout). */
  status: number | null;
  cached: false;
  /** How it ended: only an answered request counts as spent (request-outcome.ts); absent: read from the status. */
  outcome?: RequestOutcome;
  /** Bytes received on the wire (headers and the body as sent, compressed); null when no answer came. */
  bytesReceived: number | null;
}

/** A line about the client's work. Never holds the key, a body or the full URL with its key. */
export interface ServiceLogLine {
  level: 'info' | 'warn';
  operation: string;
  message: string;
}

export interface ServiceClientOptions {
  /** e.g. http://127.0.0.1:5123 or https://service.example/base */
  baseUrl: string;
  /** Read before every request, so a key changed in the settings is used at once. */
  getKey: () => string | null;
  /** The app's one limiter, shared with every other path to the service. */
  limiter: RequestLimiter;
  fetch?: FetchFunction;
  /** Per request, from sending to the last byte of the body. */
  timeoutMs?: number;
  /** The most of one answer that is read (default 64 MiB); past it the call fails and says so. */
  maxBodyBytes?: number;
  ledger?: (entry: LedgerEntry) => void;
  log?: (line: ServiceLogLine) => void;
  clock?: Clock;
  /** For the backoff jitter; tests pass a fixed one. */
  random?: () => number;
  backoff?: BackoffSettings;
}

export const defaultTimeoutMs = 20_000;

/** Operations whose query may be left out (every parameter optional). */
export type QueryArgs<N extends OperationName> =
  Record<string, never> extends OperationQuery<N>
    ? [query?: OperationQuery<N>]
    : [query: OperationQuery<N>];

export type OperationMethods = {
  [N in OperationName]: (...args: QueryArgs<N>) => Promise<OperationResponse<N>>;
};

/** An answer as read, with the parts left out by the reading policy named (field paths). */
export interface ReadResult<T> {
  value: T;
  warnings: string[];
}

export type ServiceClient = OperationMethods & {
  call<N extends OperationName>(operation: N, ...args: QueryArgs<N>): Promise<OperationResponse<N>>;
  /** As call, with the warnings of what could not be read and was left out. */
  read<N extends OperationName>(operation: N, ...args: QueryArgs<N>): Promise<ReadResult<OperationResponse<N>>>;
  /** Credits the call would cost; throws invalid_parameter for a query that would be refused. */
  estimateCredits<N extends OperationName>(operation: N, ...args: QueryArgs<N>): number;
  /** The transit mixer stream (WebSocket), through the same key, limiter, ledger and log. */
  openTransitMixer(request: TransitMixerRequest, options?: TransitMixerOptions): TransitMixerStream;
};

export type { TransitOption };

const keyParameterNames = new Set(['api_key', 'token']);

function refuseParameters(operation: string, message: string): ServiceError {
  return new ServiceError({
    code: 'invalid_parameter',
    operation,
    message: `${operation} was not sent: ${message}.`,
  });
}

/** Checks a query against its schema; nothing is sent for a query that fails. */
function parseQuery<N extends OperationName>(
  operation: N,
  query: unknown,
  currentKey: string | null,
): ParsedOperationQuery<N> {
  const input = query ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw refuseParameters(operation, 'the query must be an object of named parameters');
  }
  const schema: z.ZodObject = endpoints[operation].query;
  const known = new Set(Object.keys(schema.shape));
  for (const name of Object.keys(input)) {
    if (keyParameterNames.has(name)) {
      throw refuseParameters(
        operation,
        `${name} is not a parameter: the client adds the key itself from the settings`,
      );
    }
    if (!known.has(name)) {
      const allowed = known.size === 0 ? 'it takes no parameters' : `allowed: ${[...known].join(', ')}`;
      throw refuseParameters(operation, redactKey(`unknown parameter ${name}; ${allowed}`, currentKey));
    }
  }
  const record = input as Record<string, unknown>;
  const result = schema.safeParse(record);
  if (!result.success) {
    throw refuseParameters(operation, redactKey(describeQueryError(result.error, record), currentKey));
  }
  return result.data as ParsedOperationQuery<N>;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * How the attempt ended, for the ledger: a whole answer (or one too large to read, which the
 * service did send) is answered or refused by its status; no connection reached nothing; a
 * timeout or a connection lost mid-way was cut off, charged or not, nobody can tell.
 */
function ledgerOutcome(result: TransportResult): RequestOutcome {
  if (result.kind === 'response' || result.kind === 'too_large') return result.status >= 200 && result.status <= 299 ? 'answered' : 'refused';
  if (result.kind === 'network' && result.offline) return 'unreached';
  return 'cut_off';
}

function outcomeOf(result: TransportResult): AttemptOutcome {
  if (result.kind === 'response' || result.kind === 'too_large') return { kind: 'status', status: result.status };
  return result.kind === 'timeout' ? { kind: 'timeout' } : { kind: 'network' };
}

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? defaultBackoff;
  const keyGate = createKeyGate(options.getKey);
  const inFlight = createInFlightRequests();

  function log(level: ServiceLogLine['level'], operation: string, message: string): void {
    options.log?.({ level, operation, message: redactKey(message, keyGate.currentKey()) });
  }

  async function sendWithRetries<N extends OperationName>(
    operation: N,
    parsed: ParsedOperationQuery<N>,
    queryText: string,
  ): Promise<ReadResult<OperationResponse<N>>> {
    const endpoint = endpoints[operation];
    const credits = creditsFor(operation, parsed);
    const pathForLog = `${endpoint.path}${queryText === '' ? '' : `?${queryText}`}`;

    for (let attempt = 1; ; attempt += 1) {
      // Checked before waiting (so a refused key does not queue) and again after (another call
      // may have been refused meanwhile).
      keyGate.keyFor(operation);
      await options.limiter.acquire();
      const key = keyGate.keyFor(operation);

      // The key goes last, after the canonical, sorted parameters.
      const keyPair = `${endpoint.key}=${encodeURIComponent(key)}`;
      const atMs = clock.nowMs();
      const result = await sendGet({
        fetch: fetchFunction,
        url: `${joinUrl(options.baseUrl, endpoint.path)}?${queryText === '' ? keyPair : `${queryText}&${keyPair}`}`,
        timeoutMs,
        key,
        maxBodyBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
      });
      const status = result.kind === 'response' || result.kind === 'too_large' ? result.status : null;
      // Parsed once: the credits the answer says it cost go to the ledger, the rest is read below.
      const body = result.kind === 'response' ? parseJsonBody(result.bodyText) : null;
      const creditsSpent = body?.ok === true ? creditsSpentOf(body.value) : null;
      // The 401 body says credits_used: 0, and a request that never reached the service (refused,
      // no route) cannot have cost any; everything else is estimated as the spec's rules say (errs
      // high), beside what the service says it spent where it says it.
      const reachedNothing = result.kind === 'network' && result.offline;
      const bytesReceived = result.kind === 'response' ? result.bytesReceived : null;
      options.ledger?.({ operation, credits: status === 401 || reachedNothing ? 0 : credits, creditsSpent, atMs, status, cached: false, bytesReceived, outcome: ledgerOutcome(result) });
      log(
        status !== null && status < 400 ? 'info' : 'warn',
        operation,
        `GET ${pathForLog} attempt ${attempt}: ${status ?? result.kind} in ${clock.nowMs() - atMs} ms`,
      );

      if (endpoint.noData !== undefined && status === endpoint.noData.status) {
        // The service's way of saying "nothing here" (the climate outside its coverage): an
        // answer, not a fault, so it is neither retried nor thrown, and the cache keeps it.
        log('info', operation, endpoint.noData.words);
        const noData = endpoint.noData as { answer(query: unknown): unknown };
        return { value: noData.answer(parsed) as OperationResponse<N>, warnings: [endpoint.noData.words] } as ReadResult<OperationResponse<N>>;
      }

      const outcome = outcomeOf(result);
      const retryAfterMs =
        result.kind === 'response' ? parseRetryAfterMs(result.retryAfter, clock.nowMs()) : undefined;
      if (isRetryable(outcome) && attempt <= maxRetries) {
        if (retryAfterMs !== undefined && retryAfterMs > backoff.maxRetryAfterMs) {
          // Waiting that long inside one call would freeze the view; say when to try again.
          throw readFailedStatus({
            operation,
            status: status ?? 429,
            bodyText: result.kind === 'response' ? result.bodyText : '',
            key,
            retryAfterMs,
            attempts: attempt,
          });
        }
        const delayMs = retryDelayMs({ retry: attempt, retryAfterMs, random, backoff });
        log('warn', operation, `retrying in ${Math.round(delayMs)} ms`);
        await sleep(clock, delayMs);
        continue;
      }

      if (result.kind === 'timeout') {
        throw new ServiceError({
          code: 'timeout',
          operation,
          attempts: attempt,
          message: `The service did not answer ${operation} within ${Math.round(timeoutMs / 1000)} s (${attempt} attempts).`,
        });
      }
      if (result.kind === 'network') {
        throw new ServiceError({
          code: result.offline ? 'offline' : 'network',
          operation,
          attempts: attempt,
          message: result.offline
            ? `The service cannot be reached (${result.description}). Cached data is shown where there is some.`
            : `The connection failed during ${operation}: ${result.description}.`,
        });
      }
      if (result.kind === 'too_large') {
        throw new ServiceError({
          code: 'malformed_body',
          operation,
          status: result.status,
          attempts: attempt,
          message: `The service's answer to ${operation} is larger than ${sizeText(result.limitBytes)}, the most Passage reads of one answer, so none of it is used.`,
        });
      }
      if (result.status === 401) {
        const error = readUnauthorized(operation, result.bodyText, key);
        keyGate.rejected(key, error.serviceMessage ?? 'no reason given');
        throw error;
      }
      if (result.status < 200 || result.status > 299) {
        throw readFailedStatus({
          operation,
          status: result.status,
          bodyText: result.bodyText,
          key,
          retryAfterMs,
          attempts: attempt,
        });
      }
      const read = readSuccess({
        operation,
        status: result.status,
        body: body ?? parseJsonBody(result.bodyText),
        schema: endpoint.response,
        key,
      });
      if (!read.ok) {
        log('warn', operation, read.error.message);
        throw read.error;
      }
      for (const warning of read.value.warnings) log('warn', operation, warning);
      // Parsed by this operation's own response schema just above.
      return read.value as ReadResult<OperationResponse<N>>;
    }
  }

  async function read<N extends OperationName>(
    operation: N,
    ...args: QueryArgs<N>
  ): Promise<ReadResult<OperationResponse<N>>> {
    const parsed = parseQuery(operation, args[0], keyGate.currentKey());
    // The wire form: only what the caller or the spec asked for (no defaults, no runtime=latest).
    const queryText = encodeQueryText(requestOnTheWire(operation, parsed));
    return inFlight.run(`${operation}?${queryText}`, async () => {
      if (!isRouteOperation(operation)) return sendWithRetries(operation, parsed, queryText);
      // A long route goes in parts under the URL limit, joined into the one answer asked for; the
      // warnings of every part stay with it.
      const warnings: string[] = [];
      const value = await sendRouteInParts({
        operation,
        query: parsed as ParsedOperationQuery<typeof operation>,
        baseAndPath: joinUrl(options.baseUrl, endpoints[operation].path),
        send: async (part) => {
          const partRead = await sendWithRetries(operation, part, encodeQueryText(requestOnTheWire(operation, part)));
          warnings.push(...partRead.warnings);
          return partRead.value;
        },
      });
      return { value, warnings } as ReadResult<OperationResponse<N>>;
    });
  }

  async function call<N extends OperationName>(
    operation: N,
    ...args: QueryArgs<N>
  ): Promise<OperationResponse<N>> {
    return (await read(operation, ...args)).value;
  }

  function estimateCredits<N extends OperationName>(operation: N, ...args: QueryArgs<N>): number {
    const parsed = parseQuery(operation, args[0], keyGate.currentKey());
    if (!isRouteOperation(operation)) return creditsFor(operation, parsed);
    // Every part of a long route is a request of its own, its joining waypoint counted again.
    return estimateRouteCredits(operation, parsed as ParsedOperationQuery<typeof operation>, joinUrl(options.baseUrl, endpoints[operation].path));
  }

  const methods: Partial<Record<OperationName, (query?: unknown) => Promise<unknown>>> = {};
  for (const name of operationNames) {
    methods[name] = (query?: unknown) => call(name, ...([query] as QueryArgs<typeof name>));
  }

  return {
    ...(methods as OperationMethods),
    call,
    read,
    estimateCredits,
    openTransitMixer: (request, mixerOptions) =>
      openTransitMixer(
        {
          baseUrl: options.baseUrl,
          keyGate,
          limiter: options.limiter,
          ledger: options.ledger,
          log: (line) => log(line.level, 'transitMixer', line.message),
        },
        request,
        mixerOptions,
      ),
  };
}
