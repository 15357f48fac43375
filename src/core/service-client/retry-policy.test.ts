import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultBackoff, isRetryable, parseRetryAfterMs, retryDelayMs } from './retry-policy';

describe('retry policy', () => {
  it('retries 429, 5xx and connection failures, never 401 nor other 4xx', () => {
    expect(isRetryable({ kind: 'status', status: 429 })).toBe(true);
    expect(isRetryable({ kind: 'status', status: 503 })).toBe(true);
    expect(isRetryable({ kind: 'network' })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) {
      expect(isRetryable({ kind: 'status', status })).toBe(false);
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const nowMs = Date.parse('2025-03-01T12:00:00Z');
    expect(parseRetryAfterMs('120', nowMs)).toBe(120_000);
    expect(parseRetryAfterMs('Sat, 01 Mar 2025 12:00:30 GMT', nowMs)).toBe(30_000);
    expect(parseRetryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', nowMs)).toBe(0);
    expect(parseRetryAfterMs('soon', nowMs)).toBeUndefined();
    expect(parseRetryAfterMs(null, nowMs)).toBeUndefined();
  });

  it('backs off exponentially with jitter, never sooner than Retry-After', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
        (retry, randomValue, retryAfterMs) => {
          const delayMs = retryDelayMs({ retry, retryAfterMs, random: () => randomValue, backoff: defaultBackoff });
          const exponentialMs = defaultBackoff.baseDelayMs * 2 ** (retry - 1);
          expect(delayMs).toBeGreaterThanOrEqual(Math.max(exponentialMs / 2, retryAfterMs ?? 0));
          expect(delayMs).toBeLessThanOrEqual(Math.max(exponentialMs, retryAfterMs ?? 0));
        },
      ),
    );
  });
});
