/**
 * Identical requests in flight are sent once: the second caller of the same operation with the
 * same canonical query shares the first caller's answer (or error). Once settled, the entry goes,
 * so a later call asks again (the response cache, not this, decides what may be reused).
 */
export interface InFlightRequests {
  run<T>(requestKey: string, send: () => Promise<T>): Promise<T>;
  size(): number;
}

export function createInFlightRequests(): InFlightRequests {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    run<T>(requestKey: string, send: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(requestKey);
      if (existing !== undefined) return existing as Promise<T>;
      const started = send().finally(() => {
        inFlight.delete(requestKey);
      });
      inFlight.set(requestKey, started);
      return started;
    },
    size: () => inFlight.size,
  };
}
