import { MAX_ROUTE_WAYPOINTS } from '../../shared/voyage/route-file';

/**
 * What an imported route file may be. RTZ asks for files under 400 kB, but a 10,000-waypoint
 * route with legs and a schedule is about 3 MB, so the cap sits above that and far below what
 * could hurt the app. The time limit bounds the worker that parses the text: a file that takes
 * longer is refused, the app stays responsive meanwhile. A 10,000-waypoint route as Passage
 * writes it (RTZ 3.0 MB, GPX 2.3 MB) imports in about 2 s on a busy 2-core machine, so the limit
 * leaves room for the 5 MB cap on a slow PC; a small file that is slow to parse is the attack.
 */
export interface RouteFileLimits {
  maxBytes: number;
  maxWaypoints: number;
  parseTimeLimitMs: number;
  /**
   * Heap of the parse worker: a file that would eat memory ends the worker, not the app. Keep
   * it at 8 MB or more: with a heap too small to start, V8 aborts the whole process.
   */
  workerHeapMb: number;
}

export const defaultRouteFileLimits: RouteFileLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxWaypoints: MAX_ROUTE_WAYPOINTS,
  parseTimeLimitMs: 8_000,
  workerHeapMb: 128,
};

/** A size in the words the import's refusals use: "5.0 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
