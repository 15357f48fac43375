import { describeThrown } from './key-redaction';

/**
 * One HTTP GET, bounded in time from the first byte sent to the last byte read. Answers are read
 * as text first so that a body that is not JSON, or that stops half-way, becomes a clear message
 * rather than a parser's stack trace. The URL holds the key: nothing here logs it, and failure
 * descriptions are redacted.
 */

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export type TransportResult =
  | { kind: 'response'; status: number; retryAfter: string | null; bodyText: string }
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

export async function sendGet(options: {
  fetch: FetchFunction;
  url: string;
  timeoutMs: number;
  /** Only for redacting failure descriptions. */
  key: string;
}): Promise<TransportResult> {
  const { url, timeoutMs, key } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let stage: 'connect' | 'body' = 'connect';
  try {
    const response = await options.fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal,
      redirect: 'error',
    });
    stage = 'body';
    const bodyText = await response.text();
    return {
      kind: 'response',
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      bodyText,
    };
  } catch (thrown) {
    if (signal.aborted) return { kind: 'timeout' };
    const code = errorCode(thrown);
    if (stage === 'body') {
      return {
        kind: 'network',
        offline: false,
        description: `the answer was cut off while it was being read (${describeThrown(thrown, key)})`,
      };
    }
    return {
      kind: 'network',
      offline: code !== undefined && unreachableCodes.has(code),
      description: describeThrown(thrown, key),
    };
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; problem: string };

/** JSON.parse with a message a navigator can pass on: cut-off answers are named as such. */
export function parseJsonBody(bodyText: string): JsonBody {
  if (bodyText.trim() === '') return { ok: false, problem: 'the answer is empty' };
  try {
    return { ok: true, value: JSON.parse(bodyText) as unknown };
  } catch (thrown) {
    const detail = thrown instanceof Error ? thrown.message : String(thrown);
    const cutOff = /end of JSON|Unterminated/i.test(detail);
    return {
      ok: false,
      problem: cutOff
        ? `the answer stops before its end (${bodyText.length} characters received): it was probably cut off`
        : `the answer is not valid JSON (${detail})`,
    };
  }
}
