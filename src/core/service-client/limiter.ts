import { systemClock, type Clock, type TimerHandle } from './clock';

/**
 * One request limiter for the whole app (client, mixer and proxy route alike): at most
 * `requests` grants in any rolling window of `windowMs`, granted first come, first served.
 * The account's rate is 100 a minute unless the settings say otherwise; setRate changes it at run
 * time and the queue is re-examined at once.
 */

export interface RequestRate {
  requests: number;
  windowMs: number;
}

export const defaultRequestRate: RequestRate = { requests: 100, windowMs: 60_000 };

export interface RequestLimiter {
  /** Resolves when one request may be sent; the grant is counted from that moment. */
  acquire(signal?: AbortSignal): Promise<void>;
  setRate(rate: RequestRate): void;
  rate(): RequestRate;
  /** Callers waiting for a grant. */
  queuedCount(): number;
}

interface Waiter {
  grant: () => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

function checkRate(rate: RequestRate): RequestRate {
  if (!Number.isInteger(rate.requests) || rate.requests < 1) {
    throw new RangeError(`request rate must be a whole number of at least 1 (got ${rate.requests})`);
  }
  if (!Number.isFinite(rate.windowMs) || rate.windowMs <= 0) {
    throw new RangeError(`rate window must be a positive number of ms (got ${rate.windowMs})`);
  }
  return { ...rate };
}

export function createRequestLimiter(
  options: { rate?: RequestRate; clock?: Clock } = {},
): RequestLimiter {
  const clock = options.clock ?? systemClock;
  let currentRate = checkRate(options.rate ?? defaultRequestRate);
  // Grant times, oldest first; only those inside the current window are kept.
  let grantsMs: number[] = [];
  const queue: Waiter[] = [];
  let wakeUp: TimerHandle | undefined;

  function forgetOldGrants(nowMs: number): void {
    const windowStartMs = nowMs - currentRate.windowMs;
    grantsMs = grantsMs.filter((atMs) => atMs > windowStartMs);
  }

  function drain(): void {
    wakeUp?.cancel();
    wakeUp = undefined;
    const nowMs = clock.nowMs();
    forgetOldGrants(nowMs);
    while (queue.length > 0 && grantsMs.length < currentRate.requests) {
      const waiter = queue.shift();
      if (waiter === undefined) break;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      grantsMs.push(nowMs);
      waiter.grant();
    }
    if (queue.length > 0) {
      // The window is full: the next slot opens when the grant `requests` back leaves it.
      const oldestCountingMs = grantsMs[grantsMs.length - currentRate.requests] ?? nowMs;
      const delayMs = oldestCountingMs + currentRate.windowMs - nowMs;
      wakeUp = clock.schedule(Math.max(1, delayMs), drain);
    }
  }

  return {
    acquire(signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const waiter: Waiter = {
          grant: resolve,
          signal,
          onAbort: () => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            reject(signal?.reason);
          },
        };
        signal?.addEventListener('abort', waiter.onAbort, { once: true });
        queue.push(waiter);
        drain();
      });
    },
    setRate(rate) {
      currentRate = checkRate(rate);
      drain();
    },
    rate: () => ({ ...currentRate }),
    queuedCount: () => queue.length,
  };
}
