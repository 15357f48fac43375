import { creditsFor, type ParsedOperationQuery } from '../../shared/service/endpoints';
import { encodeQueryText } from '../../shared/service/query-encoding';

/**
 * Long routes in several requests. Route operations are GETs whose lists of positions grow with
 * the route; Node refuses request heads over 16 KiB (HTTP 431) and common front servers URLs over
 * 8 KB (nginx: 414), while the service states no maximum. So a route whose URL would pass the
 * limit is cut into consecutive parts that share their joining waypoint, each one request under
 * the limit; route-joins.ts makes their answers one.
 */

/**
 * The one URL limit of the app: the whole URL (origin, path, query and key) of any request.
 * Under 8 KiB with room for the request line's method and version.
 */
export const maxRequestUrlBytes = 8000;

/** Room kept for `&api_key=<key>`: the parts do not depend on the key (the estimate has none). */
const keyReserveBytes = 160;

/** A `start` as wide as any Unix time in seconds for a long while, for sizing parts before it is known. */
const widestStartSec = 9_999_999_999;

export const routeOperationNames = ['shippingRoute', 'weatherTimeseriesRoute', 'marineTimeseriesRoute'] as const;
export type RouteOperationName = (typeof routeOperationNames)[number];

export function isRouteOperation(operation: string): operation is RouteOperationName {
  return (routeOperationNames as readonly string[]).includes(operation);
}

/** The route fields every route operation's query has; the rest is passed on to every part. */
interface RouteQueryFields {
  lats: number[];
  lons: number[];
  times?: number[] | undefined;
  start?: number | undefined;
  speeds?: number[] | undefined;
}

/** Waypoints firstIndex..lastIndex of the whole route, both included. */
export interface RoutePart {
  firstIndex: number;
  lastIndex: number;
}

function routeFields(query: ParsedOperationQuery<RouteOperationName>): RouteQueryFields {
  return query as RouteQueryFields;
}

/**
 * The part's own legs' speeds. The service takes one speed, one per leg or one per waypoint (the
 * vendor's example: "and nothing else"), so a part gets one speed where all its legs share it and
 * one per leg otherwise; a speed per waypoint counts from the leg's first waypoint.
 */
function partSpeeds(speeds: readonly number[], part: RoutePart): number[] {
  if (speeds.length <= 1) return [...speeds];
  const legs: number[] = [];
  for (let leg = part.firstIndex; leg < part.lastIndex; leg += 1) legs.push(speeds[Math.min(leg, speeds.length - 1)]!);
  return legs.every((speed) => speed === legs[0]) ? legs.slice(0, 1) : legs;
}

/**
 * The query of one part. With `times` every part carries its own slice and needs nothing else.
 * Without, the first part departs at the route's `start` (or the service's now) and each later
 * part at the arrival time the previous part's answer gave its joining waypoint, so the schedule
 * runs on as if the route had been one request.
 */
export function partQuery<N extends RouteOperationName>(
  query: ParsedOperationQuery<N>,
  part: RoutePart,
  startSec: number | undefined,
): ParsedOperationQuery<N> {
  const fields = routeFields(query);
  const slice = <T>(list: readonly T[]): T[] => list.slice(part.firstIndex, part.lastIndex + 1);
  const next: Record<string, unknown> = { ...query, lats: slice(fields.lats), lons: slice(fields.lons) };
  if (fields.times !== undefined) next.times = slice(fields.times);
  else if (part.firstIndex > 0) next.start = startSec;
  if (fields.speeds !== undefined) next.speeds = partSpeeds(fields.speeds, part);
  return next as ParsedOperationQuery<N>;
}

export function urlBytes(baseAndPath: string, queryText: string): number {
  // Every character of an encoded query is ASCII: its length is its size in bytes.
  return baseAndPath.length + 1 + queryText.length + keyReserveBytes;
}

/**
 * Consecutive parts, each as long as fits under the limit, sharing joining waypoints. One part
 * when the whole route fits. Throws when not even one leg fits (the other parameters alone are
 * too long), which no splitting can mend.
 */
export function planRouteParts<N extends RouteOperationName>(
  query: ParsedOperationQuery<N>,
  baseAndPath: string,
  maxBytes: number = maxRequestUrlBytes,
): RoutePart[] {
  const count = routeFields(query).lats.length;
  const fits = (part: RoutePart): boolean => {
    const sized = partQuery(query, part, part.firstIndex > 0 ? widestStartSec : undefined);
    return urlBytes(baseAndPath, encodeQueryText(sized as Record<string, unknown>)) <= maxBytes;
  };
  const whole = { firstIndex: 0, lastIndex: count - 1 };
  if (fits(whole)) return [whole];
  const parts: RoutePart[] = [];
  let firstIndex = 0;
  while (firstIndex < count - 1) {
    if (!fits({ firstIndex, lastIndex: firstIndex + 1 })) {
      throw new RangeError(`even one leg (waypoints ${firstIndex + 1} and ${firstIndex + 2}) makes a URL over ${maxBytes} bytes`);
    }
    // The longest part that fits: a URL grows with every waypoint, so the answer is a boundary.
    // Galloping out from the part's start before halving: each try encodes the part it tries,
    // so bounding the search by the part's own length rather than the rest of the route keeps a
    // 5,000-waypoint plan from encoding (and throwing away) the whole route dozens of times.
    let fitting = firstIndex + 1;
    let tooLong = count;
    for (let step = 1; fitting + step < tooLong; step *= 2) {
      if (!fits({ firstIndex, lastIndex: fitting + step })) {
        tooLong = fitting + step;
        break;
      }
      fitting += step;
    }
    while (tooLong - fitting > 1) {
      const middle = Math.floor((fitting + tooLong) / 2);
      if (fits({ firstIndex, lastIndex: middle })) fitting = middle;
      else tooLong = middle;
    }
    parts.push({ firstIndex, lastIndex: fitting });
    firstIndex = fitting;
  }
  return parts;
}

/** Credits of the requests the route is sent as: every part counts, its joining waypoint too. */
export function routeCreditsInParts<N extends RouteOperationName>(operation: N, query: ParsedOperationQuery<N>, parts: readonly RoutePart[]): number {
  return parts.reduce((sum, part) => sum + creditsFor(operation, partQuery(query, part, undefined)), 0);
}
