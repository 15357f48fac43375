import type { Clock, TimerHandle } from './clock';

interface PendingTimer {
  dueMs: number;
  order: number;
  run: () => void;
  cancelled: boolean;
}

/** A clock that only moves when told to: for tests of the limiter and the retries. */
export class ManualClock implements Clock {
  private currentMs: number;
  private timers: PendingTimer[] = [];
  private nextOrder = 0;

  constructor(startMs = 0) {
    this.currentMs = startMs;
  }

  nowMs(): number {
    return this.currentMs;
  }

  schedule(delayMs: number, run: () => void): TimerHandle {
    const timer: PendingTimer = {
      dueMs: this.currentMs + Math.max(0, delayMs),
      order: this.nextOrder++,
      run,
      cancelled: false,
    };
    this.timers.push(timer);
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /** Timers not yet run nor cancelled. */
  pendingCount(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }

  /**
   * Moves time forward by ms, running every timer that falls due on the way, in order, with the
   * clock set to each timer's due time. Awaits microtasks between timers so promise chains started
   * by one timer can schedule the next.
   */
  async advance(ms: number): Promise<void> {
    const targetMs = this.currentMs + ms;
    for (;;) {
      await flushMicrotasks();
      const due = this.timers
        .filter((timer) => !timer.cancelled && timer.dueMs <= targetMs)
        .sort((a, b) => a.dueMs - b.dueMs || a.order - b.order)[0];
      if (due === undefined) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.currentMs = Math.max(this.currentMs, due.dueMs);
      due.run();
    }
    this.currentMs = targetMs;
    this.timers = this.timers.filter((timer) => !timer.cancelled);
    await flushMicrotasks();
  }
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
