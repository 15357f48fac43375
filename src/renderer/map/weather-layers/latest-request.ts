/**
 * At most one request in flight per layer: while one is under way a newer question waits, and a
 * question waiting is replaced (cancelled, never sent) by a newer one; an answer to a question
 * that was overtaken meanwhile is dropped, so what shows is always the latest question's answer.
 * Panning across an ocean or dragging the slider asks at most two requests, not one per frame.
 */

export interface RequestCounts {
  sent: number;
  /** Asked, overtaken before it was sent. */
  cancelled: number;
  /** Sent, overtaken before its answer came: the answer was not shown. */
  dropped: number;
}

export interface LatestRequest<Q> {
  ask(question: Q): void;
  counts(): RequestCounts;
  /** Nothing more is sent and no answer is delivered (the layer was switched off). */
  stop(): void;
}

export function createLatestRequest<Q, A>(
  send: (question: Q) => Promise<A>,
  deliver: (question: Q, answer: A) => void,
  fail: (question: Q, error: unknown) => void,
): LatestRequest<Q> {
  const counts: RequestCounts = { sent: 0, cancelled: 0, dropped: 0 };
  let inFlight = false;
  let waiting: { question: Q } | null = null;
  let stopped = false;

  function start(question: Q): void {
    inFlight = true;
    counts.sent += 1;
    send(question).then(
      (answer) => finish(() => deliver(question, answer)),
      (error: unknown) => finish(() => fail(question, error)),
    );
  }

  function finish(report: () => void): void {
    inFlight = false;
    if (stopped) return;
    const next = waiting;
    waiting = null;
    if (next !== null) {
      counts.dropped += 1;
      start(next.question);
      return;
    }
    report();
  }

  return {
    ask(question) {
      if (stopped) return;
      if (!inFlight) {
        start(question);
        return;
      }
      if (waiting !== null) counts.cancelled += 1;
      waiting = { question };
    },
    counts: () => ({ ...counts }),
    stop() {
      stopped = true;
      waiting = null;
    },
  };
}
