import { readTextCapped } from './capped-body';
import { describeThrown, redactKey } from './key-redaction';
import { createDeadline, currentLinkBudget, linkPacer, type Deadline } from './link-budget';
import { meteredDispatcher, type WireMeter } from './wire-meter';

/**
 * One HTTP GET, bounded in time from the first byte sent to the last byte read. Answers are read
 * as text first so that a body that is not JSON, or that stops half-way, becomes a clear message
 * rather than a parser's stack trace. The URL holds the key: nothing here logs it, failure
 * descriptions are redacted, and the body is scrubbed of the key before anything reads it (a
 * service may echo its query), so no answer, cache entry or message built from it can hold it.
 */

/** init may carry undici's `dispatcher` (Node's fetch takes it); a stand-in fetch may ignore it. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/**
 * What the client accepts: brotli first (smaller at sea, where bytes cost), then gzip. Node's fetch
 * asks only gzip and deflate by itself, but decodes brotli when the server sends it.
 */
export const acceptedEncodings = 'br, gzip';

export type TransportResult =
  | {
      kind: 'response';
      status: number;
      retryAfter: string | null;
      bodyText: string;
      /** As received (status line, headers, body still compressed); see wire-meter.ts. */
      bytesReceived: number;
    }
  /** The body passed the cap and was not read further. */
  | { kind: 'too_large'; status: number; limitBytes: number }
  | { kind: 'timeout' }
  | { kind: 'network'; offline: boolean; description: string };

/** Connection errors that mean "the service cannot be reached at all", not "it broke mid-way". */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
]);

function errorCode(thrown: unknown): string | undefined {
  let current: unknown = thrown;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

interface GetOptions {
  fetch: FetchFunction;
  url: string;
  timeoutMs: number;
  /** For redacting failure descriptions and scrubbing the body. */
  key: string;
  /** The most bytes of one answer read (after decompression); see capped-body.ts. */
  maxBodyBytes: number;
}

/**
 * A kept-alive connection the service had already closed fails before a byte of the answer with
 * "other side closed" (undici's UND_ERR_SOCKET; after a compressed answer Node's fetch reuses the
 * socket before it sees the close). Nothing reached the service: the GET goes once more, on a new
 * connection, as browsers do.
 */
export async function sendGet(options: GetOptions): Promise<TransportResult> {
  // A link budget's waits push the time limit back (link-budget.ts).
  const deadline = createDeadline(options.timeoutMs);
  try {
    const first = await sendOnce(options, deadline);
    return first.staleConnection ? (await sendOnce(options, deadline)).result : first.result;
  } finally {
    deadline.clear();
  }
}

async function sendOnce(options: GetOptions, deadline: Deadline): Promise<{ result: TransportResult; staleConnection: boolean }> {
  const { url, key } = options;
  const signal = deadline.signal;
  let stage: 'connect' | 'body' = 'connect';
  const meter: WireMeter = { bytesReceived: 0 };
  try {
    const init: RequestInit & { dispatcher: unknown } = {
      method: 'GET',
      headers: { accept: 'application/json', 'accept-encoding': acceptedEncodings },
      signal,
      redirect: 'error',
      dispatcher: meteredDispatcher(meter),
    };
    const response = await options.fetch(url, init);
    stage = 'body';
    const body = await readTextCapped(response, options.maxBodyBytes, linkPacer(meter, currentLinkBudget(), deadline));
    if (!body.ok) return { result: { kind: 'too_large', status: response.status, limitBytes: body.limitBytes }, staleConnection: false };
    const bodyText = redactKey(body.text, key);
    const result: TransportResult = {
      kind: 'response',
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      bodyText,
      // A stand-in fetch that ignores the dispatcher leaves the meter at 0: count the text then.
      bytesReceived: meter.bytesReceived > 0 ? meter.bytesReceived : Buffer.byteLength(body.text),
    };
    return { result, staleConnection: false };
  } catch (thrown) {
    if (signal.aborted) return { result: { kind: 'timeout' }, staleConnection: false };
    const code = errorCode(thrown);
    if (stage === 'body') {
      const description = `the answer was cut off while it was being read (${describeThrown(thrown, key)})`;
      return { result: { kind: 'network', offline: false, description }, staleConnection: false };
    }
    const result: TransportResult = {
      kind: 'network',
      offline: code !== undefined && unreachableCodes.has(code),
      description: describeThrown(thrown, key),
    };
    return { result, staleConnection: code === 'UND_ERR_SOCKET' && meter.bytesReceived === 0 };
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * JSON.parse with a message a navigator can pass on: cut-off answers are named as such. The
 * parser's own message quotes the body, so only where it failed is told, never what stood there.
 */
export function parseJsonBody(bodyText: string): JsonBody {
  if (bodyText.trim() === '') return { ok: false, problem: 'the answer is empty' };
  try {
    return { ok: true, value: JSON.parse(bodyText) as unknown };
  } catch (thrown) {
    const detail = thrown instanceof Error ? thrown.message : String(thrown);
    const cutOff = /end of JSON|Unterminated/i.test(detail);
    const position = /at position (\d+)/.exec(detail)?.[1];
    const where = position === undefined ? '' : `, unreadable from character ${Number(position) + 1}`;
    return {
      ok: false,
      problem: cutOff
        ? `the answer stops before its end (${bodyText.length} characters received): it was probably cut off`
        : `the answer is not valid JSON (${bodyText.length} characters received${where})`,
    };
  }
}
