import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A cap on the bytes a second that some work may take from the link (the voyage pack on a
 * metered or slow connection), as curl's --limit-rate does it: after each piece of an answer is
 * read, the reader waits until the bytes received so far fit the rate; the answer's stream then
 * fills, the socket is no longer read, and TCP slows the sender. Bytes are counted as they came
 * over the link (compressed: wire-meter.ts), so the cap is on what the link carries.
 *
 * The budget is carried by the async context (`withLinkBudget`), not passed down: the pack's
 * requests go through the cache, the client, retries and route parts, none of which need to know.
 */

export interface LinkBudget {
  readonly bytesPerSecond: number;
  /** Waits until `bytes` more may have been received; resolves at once while within the rate. */
  spend(bytes: number): Promise<void>;
  /** Milliseconds readers have waited so far. */
  heldMs(): number;
}

export interface LinkBudgetOptions {
  nowMs?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Starts empty and holds at most a quarter second of bytes, so no burst at the start or after a
 * pause takes more than the rate allows for long.
 */
export function createLinkBudget(bytesPerSecond: number, options: LinkBudgetOptions = {}): LinkBudget {
  const nowMs = options.nowMs ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const capacityBytes = bytesPerSecond / 4;
  let tokens = 0;
  let lastMs = nowMs();
  let held = 0;
  return {
    bytesPerSecond,
    async spend(bytes) {
      const now = nowMs();
      tokens = Math.min(capacityBytes, tokens + ((now - lastMs) * bytesPerSecond) / 1000);
      lastMs = now;
      tokens -= bytes;
      if (tokens >= 0) return;
      // In debt: wait until the rate has paid for what was received (the tokens come back to 0 then).
      const waitMs = (-tokens * 1000) / bytesPerSecond;
      held += waitMs;
      await sleep(waitMs);
    },
    heldMs: () => held,
  };
}

const current = new AsyncLocalStorage<LinkBudget>();

/** Runs `work` with every request it makes held to the budget (none: as fast as the link goes). */
export function withLinkBudget<T>(budget: LinkBudget | null, work: () => Promise<T>): Promise<T> {
  return budget === null ? work() : current.run(budget, work);
}

/** The budget of the work under way, if it has one. */
export function currentLinkBudget(): LinkBudget | undefined {
  return current.getStore();
}

/**
 * A time limit that a budget's waits push back: "no answer within 20 s" is about the service, and
 * an answer held back on purpose must not turn into a timeout.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  extend(ms: number): void;
  clear(): void;
}

export function createDeadline(timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueMs = Date.now() + timeoutMs;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), Math.max(0, dueMs - Date.now()));
  };
  arm();
  return {
    signal: controller.signal,
    extend(ms) {
      if (controller.signal.aborted || ms <= 0) return;
      dueMs += ms;
      arm();
    },
    clear: () => clearTimeout(timer),
  };
}

/**
 * Called after each piece of an answer is read (and once at its end): spends what the meter
 * counted since, and pushes the deadline back by the time waited. Nothing without a budget.
 */
export function linkPacer(meter: { readonly bytesReceived: number }, budget: LinkBudget | undefined, deadline: Deadline | null): () => Promise<void> {
  if (budget === undefined) return () => Promise.resolve();
  let counted = 0;
  return async () => {
    const fresh = meter.bytesReceived - counted;
    counted = meter.bytesReceived;
    if (fresh <= 0) return;
    const before = budget.heldMs();
    await budget.spend(fresh);
    deadline?.extend(budget.heldMs() - before);
  };
}
