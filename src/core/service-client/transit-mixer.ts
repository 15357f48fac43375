import WebSocket from 'ws';
import {
  transitMixerModeSchema,
  transitMixerPath,
  transitMixerPlanCredits,
  transitMixerRequestSchema,
  type TransitMixerMode,
  type TransitMixerRequest,
  type TransitOption,
} from '../../shared/service/transit';
import { describeQueryError } from '../../shared/service/query-encoding';
import type { RequestOutcome } from '../../shared/service/request-outcome';
import { ServiceError } from './errors';
import type { KeyGate } from './key-gate';
import { describeThrown, redactKey } from './key-redaction';
import type { RequestLimiter } from './limiter';
import { serviceMessageOf } from './response-reading';
import { creditsOfCloseReason, decodeMixerFrame, encodeMixerRequest, loadMixerProto, type MixerProtoTypes } from './transit-mixer-codec';

/**
 * The transit mixer: one WebSocket per plan request. Options arrive as an async iterable until the
 * server closes. A frame that cannot be decoded or has the wrong shape is skipped and counted; an
 * abnormal end (refused key, oversize frame, broken connection, silence) ends the iteration with a
 * ServiceError after the options already received. Nothing rejects unless someone is iterating,
 * so no failure can become an unhandled rejection.
 */

export interface TransitMixerOptions {
  mode?: TransitMixerMode;
  /** Largest message accepted; ws's own default (100 MiB) is far beyond any plan. */
  maxPayloadBytes?: number;
  handshakeTimeoutMs?: number;
  /** Longest silence between two messages before the stream is given up. */
  idleTimeoutMs?: number;
  /** Where the .proto lies when it cannot be found from this module (bundled app). */
  protoPath?: string;
}

export interface TransitMixerStats {
  received: number;
  badFrames: number;
  /** Where the skipped frames' shape was wrong (field paths, each once, the first 20). */
  badFieldPaths: string[];
}

export interface TransitMixerStream extends AsyncIterable<TransitOption> {
  stats(): TransitMixerStats;
  /** Stops listening; the iteration ends normally. */
  close(): void;
}

export interface MixerConnection {
  baseUrl: string;
  keyGate: KeyGate;
  limiter: RequestLimiter;
  ledger?: ((entry: { operation: string; credits: number; creditsSpent: number | null; atMs: number; status: number | null; cached: false; bytesReceived: number | null; outcome: RequestOutcome }) => void) | undefined;
  log?: ((line: { level: 'info' | 'warn'; message: string }) => void) | undefined;
}

const operation = 'transitMixer';
export const defaultMixerMaxPayloadBytes = 1024 * 1024;
const defaultHandshakeTimeoutMs = 10_000;
const defaultIdleTimeoutMs = 60_000;
// 1000 normal, 1005 closed without a status: both are "no further results".
const normalCloseCodes = new Set([1000, 1005]);

/**
 * The socket's address. `mode` goes only when it is not the spec's default (proto): the vendor's
 * code never sends it, and nothing is sent that neither the user nor the spec asked for.
 */
export function mixerUrl(baseUrl: string, mode: TransitMixerMode, key: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${transitMixerPath}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  url.search = '';
  if (mode !== transitMixerModeSchema.parse(undefined)) url.searchParams.append('mode', mode);
  url.searchParams.append('api_key', key);
  return url.toString();
}

function frameBytes(data: WebSocket.RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}

export function openTransitMixer(
  connection: MixerConnection,
  request: TransitMixerRequest,
  options: TransitMixerOptions = {},
): TransitMixerStream {
  const mode = options.mode ?? 'proto';
  const checked = transitMixerRequestSchema.safeParse(request);
  if (!checked.success) {
    throw new ServiceError({
      code: 'invalid_parameter',
      operation,
      message: `${operation} was not sent: ${describeQueryError(checked.error, request)}.`,
    });
  }
  const types: MixerProtoTypes | undefined =
    mode === 'proto' ? loadMixerProto(options.protoPath) : undefined;
  const outgoing = encodeMixerRequest(mode, checked.data, types);

  const stats: TransitMixerStats = { received: 0, badFrames: 0, badFieldPaths: [] };
  const queue: TransitOption[] = [];
  let finished = false;
  let failure: ServiceError | undefined;
  let wake: (() => void) | undefined;
  let socket: WebSocket | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let closedByUs = false;
  let sentKey: string | null = null;

  function notify(): void {
    const resume = wake;
    wake = undefined;
    resume?.();
  }

  function finish(error?: ServiceError): void {
    if (finished) return;
    finished = true;
    failure = error;
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    if (error !== undefined) {
      connection.log?.({ level: 'warn', message: error.message });
    } else {
      connection.log?.({
        level: 'info',
        message: `stream ended: ${stats.received} options, ${stats.badFrames} bad frames skipped`,
      });
    }
    if (socket !== undefined && socket.readyState !== WebSocket.CLOSED) {
      if (error === undefined) socket.close(1000);
      else socket.terminate();
    }
    notify();
  }

  function fail(code: ServiceError['code'], message: string, status?: number): void {
    finish(new ServiceError({ code, operation, status, message: redactKey(message, sentKey) }));
  }

  function armIdleTimer(): void {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    const idleMs = options.idleTimeoutMs ?? defaultIdleTimeoutMs;
    idleTimer = setTimeout(() => {
      fail('timeout', `The transit planner sent nothing for ${Math.round(idleMs / 1000)} s; the plan was given up.`);
    }, idleMs);
  }

  function onUnexpectedResponse(status: number, bodyText: string): void {
    let serviceMessage: string | undefined;
    try {
      serviceMessage = serviceMessageOf(JSON.parse(bodyText) as unknown);
    } catch {
      serviceMessage = undefined;
    }
    const said = redactKey(serviceMessage ?? 'no reason given', sentKey);
    if (status === 401 && sentKey !== null) {
      connection.keyGate.rejected(sentKey, said);
      finish(
        new ServiceError({
          code: 'auth',
          operation,
          status,
          serviceMessage: said,
          message: `The service refused the API key (${said}). No request is sent until the key is changed in the settings.`,
        }),
      );
      return;
    }
    fail(status === 429 ? 'rate_limited' : 'http_status', `The transit planner refused the connection with HTTP ${status}: ${said}.`, status);
  }

  async function connect(): Promise<void> {
    // Before queueing for the limiter, so a refused key does not take a slot.
    connection.keyGate.keyFor(operation);
    await connection.limiter.acquire();
    if (finished) return;
    sentKey = connection.keyGate.keyFor(operation);
    const ws = new WebSocket(mixerUrl(connection.baseUrl, mode, sentKey), {
      maxPayload: options.maxPayloadBytes ?? defaultMixerMaxPayloadBytes,
      handshakeTimeout: options.handshakeTimeoutMs ?? defaultHandshakeTimeoutMs,
      perMessageDeflate: false,
      followRedirects: false,
    });
    socket = ws;
    const atMs = Date.now();
    let ledgerWritten = false;
    let openedStatus: number | null = null;
    // Every frame's payload as received (the handshake's headers and frame headers not counted).
    let bytesReceived: number | null = null;
    // Written once the exchange is over: the estimate (a refused handshake or no connection costs
    // nothing) beside what the mixer says it charged in its close reason, where it says it; and how
    // it ended: refused, unreached, a stream the link cut (charged or not, nobody can tell), or a
    // stream the mixer closed as it should.
    const writeLedger = (status: number | null, outcome: RequestOutcome, charged: number | null = null): void => {
      if (ledgerWritten) return;
      ledgerWritten = true;
      const credits = status === 401 || outcome === 'unreached' ? 0 : transitMixerPlanCredits;
      // The close can come after the app shut its store (a plan running at quit): a ledger that
      // cannot be written is said in the log, never thrown from a socket event.
      try {
        connection.ledger?.({ operation, credits, creditsSpent: charged, atMs, status, cached: false, bytesReceived, outcome });
      } catch (error) {
        connection.log?.({ level: 'warn', message: `the credits of this stream were not recorded: ${describeThrown(error, sentKey)}` });
      }
    };

    ws.on('unexpected-response', (req, res) => {
      writeLedger(res.statusCode ?? null, 'refused');
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 64 * 1024) chunks.push(chunk);
      });
      res.on('error', () => onUnexpectedResponse(res.statusCode ?? 0, ''));
      res.on('end', () => {
        onUnexpectedResponse(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
        req.destroy();
      });
    });
    ws.on('open', () => {
      openedStatus = 101;
      bytesReceived = 0;
      armIdleTimer();
      ws.send(outgoing, { binary: typeof outgoing !== 'string' });
    });
    ws.on('message', (data, isBinary) => {
      if (finished) return;
      armIdleTimer();
      const frame = frameBytes(data);
      bytesReceived = (bytesReceived ?? 0) + frame.length;
      const decoded = decodeMixerFrame(mode, frame, isBinary, types);
      if (decoded.ok) {
        stats.received += 1;
        queue.push(decoded.option);
        notify();
      } else {
        stats.badFrames += 1;
        if (decoded.fieldPath !== undefined && !stats.badFieldPaths.includes(decoded.fieldPath) && stats.badFieldPaths.length < 20) stats.badFieldPaths.push(decoded.fieldPath);
        connection.log?.({ level: 'warn', message: `skipped a frame: ${decoded.problem}` });
      }
    });
    ws.on('error', (error: Error & { code?: string }) => {
      writeLedger(openedStatus, openedStatus === null && error.code === 'ECONNREFUSED' ? 'unreached' : 'cut_off');
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        stats.badFrames += 1;
        const limitKiB = Math.round((options.maxPayloadBytes ?? defaultMixerMaxPayloadBytes) / 1024);
        fail('stream_failed', `The transit planner sent a message larger than ${limitKiB} KiB; the stream was stopped.`);
      } else if (/handshake has timed out/i.test(error.message)) {
        fail('timeout', 'The transit planner did not accept the connection in time.');
      } else {
        fail('network', `The connection to the transit planner failed: ${describeThrown(error, sentKey)}.`);
      }
    });
    ws.on('close', (code, reason) => {
      const charged = creditsOfCloseReason(reason.toString('utf8'));
      writeLedger(openedStatus, charged !== null || normalCloseCodes.has(code) ? 'answered' : 'cut_off', charged);
      if (closedByUs || normalCloseCodes.has(code)) {
        finish();
      } else {
        fail('stream_failed', `The transit planner closed the stream abnormally (code ${code}${reason.length > 0 ? `: ${reason.toString('utf8')}` : ''}).`);
      }
    });
  }

  connect().catch((thrown: unknown) => {
    finish(
      thrown instanceof ServiceError
        ? thrown
        : new ServiceError({ code: 'network', operation, message: describeThrown(thrown, sentKey) }),
    );
  });

  function close(): void {
    closedByUs = true;
    finish();
  }

  return {
    stats: () => ({ ...stats, badFieldPaths: [...stats.badFieldPaths] }),
    close,
    [Symbol.asyncIterator](): AsyncIterator<TransitOption> {
      return {
        async next(): Promise<IteratorResult<TransitOption>> {
          for (;;) {
            const option = queue.shift();
            if (option !== undefined) return { done: false, value: option };
            if (finished) {
              if (failure !== undefined) {
                const error = failure;
                failure = undefined;
                throw error;
              }
              return { done: true, value: undefined };
            }
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        },
        async return(): Promise<IteratorResult<TransitOption>> {
          close();
          return { done: true, value: undefined };
        },
      };
    },
  };
}
