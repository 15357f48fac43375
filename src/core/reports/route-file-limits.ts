import { MAX_ROUTE_WAYPOINTS } from '../../shared/voyage/route-file';

/**
 * What an imported route file may be. Passage must read back every file it writes: the largest is
 * the RTZ with the forecast of a route of MAX_ROUTE_WAYPOINTS (10,000) waypoints, about 12 MB (a
 * calculated schedule with the weather at every waypoint; 6 MB at 5,000), so the cap sits above
 * that and far below what could hurt the app. RTZ itself asks for files under 400 kB: an export
 * over it says so (rtz-size.ts), the importer does not refuse it.
 *
 * The time limit bounds the worker that parses the text: a file that takes longer is refused, the
 * app stays responsive meanwhile. It grows with the file's size, for parsing does: 8 s up to 1 MB
 * (a small file that is slow to parse is the attack), 3 s more per further MB. Measured on a busy
 * 2-core machine (load 13): the 6 MB forecast RTZ parsed in about 7 s, the 12 MB one in 13 s.
 */
export interface RouteFileLimits {
  maxBytes: number;
  maxWaypoints: number;
  /** For a file of up to 1 MB. */
  parseTimeLimitMs: number;
  /** Added for each MB beyond the first. */
  parseTimeLimitMsPerMb: number;
  /**
   * Heap of the parse worker: a file that would eat memory ends the worker, not the app. Keep
   * it at 8 MB or more: with a heap too small to start, V8 aborts the whole process.
   */
  workerHeapMb: number;
}

export const defaultRouteFileLimits: RouteFileLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxWaypoints: MAX_ROUTE_WAYPOINTS,
  parseTimeLimitMs: 8_000,
  parseTimeLimitMsPerMb: 3_000,
  workerHeapMb: 128,
};

/** The parse time a file of `bytes` is given. */
export function parseTimeLimitMsFor(limits: RouteFileLimits, bytes: number): number {
  return limits.parseTimeLimitMs + Math.max(0, bytes / (1024 * 1024) - 1) * limits.parseTimeLimitMsPerMb;
}

/** A size in the words the import's refusals use: "5.0 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
