import { hashUnit } from './random';

/**
 * Faults for reliability tests, set when the service starts and switchable while it runs. Which
 * request fails is decided by the seed and the request's number, so a test run repeats exactly.
 */
export interface Faults {
  /** Added before every answer, ms. */
  latencyMs?: number;
  /** Share (0..1) of requests answered 503. */
  serverErrorShare?: number;
  /** Share of requests answered 429 with Retry-After. */
  rateLimitShare?: number;
  /** Seconds in the Retry-After of those 429s (default 1). */
  retryAfterSeconds?: number;
  /** Share of requests whose body is cut off halfway (connection closed). */
  truncateShare?: number;
  /** Share of requests answered 200 with a body that is not JSON. */
  malformedShare?: number;
  /** The transit mixer closes its WebSocket abnormally after the first option. */
  closeMixerMidStream?: boolean;
  /**
   * The transit mixer's stream goes wrong after the first option: `garbage` sends a frame of
   * bytes that are no message, `truncated` sends the second option cut in half, `drop` ends the
   * connection without a close (as a lost link does), `silent` sends nothing more and never closes.
   */
  mixerStream?: 'garbage' | 'truncated' | 'drop' | 'silent';
}

export type FaultKind = 'none' | 'server-error' | 'rate-limit' | 'truncate' | 'malformed';

/** The fault for the n-th request: one draw, split into bands by the shares. */
export function faultFor(seed: number, requestNumber: number, faults: Faults): FaultKind {
  const draw = hashUnit(seed, 900, requestNumber);
  const bands: Array<[FaultKind, number]> = [
    ['server-error', faults.serverErrorShare ?? 0],
    ['rate-limit', faults.rateLimitShare ?? 0],
    ['truncate', faults.truncateShare ?? 0],
    ['malformed', faults.malformedShare ?? 0],
  ];
  let upper = 0;
  for (const [kind, share] of bands) {
    upper += Math.max(0, share);
    if (draw < upper) return kind;
  }
  return 'none';
}
