import v8 from 'node:v8';
import vm from 'node:vm';
import type { Router } from './router';

/**
 * Gives the V8 heap pages a burst of work left behind back to the system, once the app is idle.
 *
 * A large call (the forecast along a 1,000-waypoint route, an ensemble) grows the heap; when the
 * heap shrinks again, V8 keeps the freed pages pooled and resident. An ordinary full collection
 * keeps them, and V8's own memory reducer returned them in some runs and not in others: the web
 * host held 30-110 MB of such pages with a 40 MB live heap. A memory-reducing collection always
 * does, V8's "last resort" (what Chromium runs on memory pressure);
 * Node reaches it only through gc(), made available here at run time (docs/platform-facts.md,
 * "Node's V8 heap"). Run when no call has been in flight for `idleMs`, and only when the process
 * has grown by `growthMb` since the last release, so an app at rest is never collected again.
 */
export interface IdleHeapRelease {
  /** Wraps the router: every call, from any transport, counts as activity. */
  watch(router: Router): Router;
  close(): void;
}

export interface IdleHeapReleaseOptions {
  idleMs?: number;
  growthMb?: number;
  /** The resident size now, in bytes (process.memoryUsage.rss; tests pass their own). */
  residentBytes?: () => number;
  /** The memory-reducing collection (tests pass their own). */
  collect?: () => void;
  log?: (line: string) => void;
}

// A second without a call: the collection (150-400 ms) is paid once per 24 MB of growth, not per
// pause, so a short wait costs little and gives memory back before the navigator's next step.
export const heapReleaseDefaults = { idleMs: 1_000, growthMb: 24 };

let lastResort: ((options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void) | undefined;

/** V8's memory-reducing full collection: several passes until nothing more is freed, the page pool released. */
export function collectLastResort(): void {
  if (lastResort === undefined) {
    // The flag installs gc() in contexts made after it: a context of its own keeps it off the app's globals.
    v8.setFlagsFromString('--expose-gc');
    lastResort = vm.runInNewContext('gc') as typeof lastResort;
  }
  lastResort!({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export function createIdleHeapRelease(options: IdleHeapReleaseOptions = {}): IdleHeapRelease {
  const idleMs = options.idleMs ?? heapReleaseDefaults.idleMs;
  const growthBytes = (options.growthMb ?? heapReleaseDefaults.growthMb) * 2 ** 20;
  const residentBytes = options.residentBytes ?? (() => process.memoryUsage.rss());
  const collect = options.collect ?? collectLastResort;
  let baseline = residentBytes();
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function releaseIfGrown(): void {
    timer = undefined;
    if (closed || inFlight > 0) return;
    const before = residentBytes();
    if (before - baseline < growthBytes) return;
    const started = performance.now();
    collect();
    baseline = residentBytes();
    options.log?.(`heap pages released while idle: resident ${(before / 2 ** 20).toFixed(0)} MB -> ${(baseline / 2 ** 20).toFixed(0)} MB in ${(performance.now() - started).toFixed(0)} ms`);
  }

  function callEnded(): void {
    inFlight -= 1;
    if (inFlight > 0 || closed) return;
    clearTimeout(timer);
    timer = setTimeout(releaseIfGrown, idleMs);
    // Waiting to release memory never keeps a host that is stopping alive.
    timer.unref();
  }

  return {
    watch(router) {
      const counted = async <T>(work: () => Promise<T>): Promise<T> => {
        inFlight += 1;
        clearTimeout(timer);
        try {
          return await work();
        } finally {
          callEnded();
        }
      };
      return {
        handle: (name, input) => counted(() => router.handle(name, input)),
        call: (name, input) => counted(() => router.call(name, input)),
      };
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
