/**
 * Time as the limiter and the retries see it. Production uses the system clock; tests pass a
 * ManualClock and move time by hand, so a 60-second window is checked in microseconds.
 */

export interface TimerHandle {
  cancel(): void;
}

export interface Clock {
  nowMs(): number;
  /** Calls run once after delayMs; cancel() before then stops it. */
  schedule(delayMs: number, run: () => void): TimerHandle;
}

export const systemClock: Clock = {
  nowMs: () => Date.now(),
  schedule(delayMs, run) {
    const timer = setTimeout(run, Math.max(0, delayMs));
    return { cancel: () => clearTimeout(timer) };
  },
};

/** Pauses for delayMs on the given clock; rejects early when the signal aborts. */
export function sleep(clock: Clock, delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      handle.cancel();
      reject(signal?.reason);
    };
    const handle = clock.schedule(delayMs, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
