/**
 * When to send a failed request again, and after how long. Every retry costs credits and a slot
 * of the rate limit, so: at most 2 retries; only 429, 5xx and failures of the connection itself;
 * never a 401 (the key will not get better) nor any other 4xx (the request will not either).
 */

export const maxRetries = 2;

export interface BackoffSettings {
  /** Delay before the first retry, before jitter. */
  baseDelayMs: number;
  /** Longest backoff we choose ourselves. */
  maxDelayMs: number;
  /**
   * Longest Retry-After we are willing to wait inside one call. A longer one fails the call with
   * rate_limited and the wait in retryAfterMs, so the UI can say when to try again instead of
   * hanging.
   */
  maxRetryAfterMs: number;
}

export const defaultBackoff: BackoffSettings = {
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** What happened to one attempt, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' };

export function isRetryable(outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'network' || outcome.kind === 'timeout') return true;
  return outcome.status === 429 || (outcome.status >= 500 && outcome.status <= 599);
}

/**
 * Retry-After as milliseconds from now: either delay-seconds ("120") or an HTTP date. Undefined
 * when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const dateMs = Date.parse(text);
  if (Number.isNaN(dateMs)) return undefined;
  return Math.max(0, dateMs - nowMs);
}

/**
 * Delay before retry number `retry` (1 or 2): exponential with "equal jitter" (half fixed, half
 * random), so that many clients failing together do not come back together; never shorter than
 * what the service asked for in Retry-After.
 */
export function retryDelayMs(options: {
  retry: number;
  retryAfterMs: number | undefined;
  random: () => number;
  backoff: BackoffSettings;
}): number {
  const { retry, retryAfterMs, random, backoff } = options;
  const exponentialMs = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (retry - 1));
  const jitteredMs = exponentialMs / 2 + random() * (exponentialMs / 2);
  return Math.max(jitteredMs, retryAfterMs ?? 0);
}
