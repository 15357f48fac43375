import type { OperationResponse, ParsedOperationQuery } from '../../shared/service/endpoints';
import { ServiceError } from './errors';
import { jointTimeSec, joinRouteParts, RoutePartsDisagree, type AnsweredPart } from './route-joins';
import { encodeQueryText } from '../../shared/service/query-encoding';
import { partQuery, planRouteParts, routeCreditsInParts, type RouteOperationName, type RoutePart } from './route-parts';

/**
 * A route operation sent as one request when it fits the URL limit, and otherwise part after part
 * (each part's departure is the previous part's arrival at their joint, unless `times` are given),
 * the answers joined into one. Parts go one at a time so that a failed part stops the rest: the
 * call fails whole, nothing of it is kept, and no further credits are spent.
 */

const waypointCount = (part: RoutePart): string =>
  `waypoints ${(part.firstIndex + 1).toLocaleString('en-GB')} to ${(part.lastIndex + 1).toLocaleString('en-GB')}`;

/**
 * Plans made lately, by operation, URL and the whole query as sent: a voyage's route is estimated
 * again and again while its forecast is asked for (the cost shown, the gate, the request itself,
 * about nine times in one forecast), and each plan encodes many candidate parts of the route
 * (3 MB of text for a 1,000-waypoint route). The route in one text is the key: the same query is
 * the same plan, and writing it once is cheap beside planning.
 */
const plansKept = new Map<string, RoutePart[]>();
const MAX_PLANS_KEPT = 8;

function plan<N extends RouteOperationName>(operation: N, query: ParsedOperationQuery<N>, baseAndPath: string): RoutePart[] {
  const key = `${operation} ${baseAndPath}?${encodeQueryText(query as Record<string, unknown>)}`;
  const kept = plansKept.get(key);
  if (kept !== undefined) {
    plansKept.delete(key);
    plansKept.set(key, kept);
    return kept;
  }
  try {
    const parts = planRouteParts(query, baseAndPath);
    plansKept.set(key, parts);
    if (plansKept.size > MAX_PLANS_KEPT) plansKept.delete(plansKept.keys().next().value!);
    return parts;
  } catch (thrown) {
    throw new ServiceError({
      code: 'invalid_parameter',
      operation,
      message: `${operation} was not sent: ${thrown instanceof Error ? thrown.message : String(thrown)}; shorten the other parameters (elements, levels, units).`,
    });
  }
}

export function estimateRouteCredits<N extends RouteOperationName>(operation: N, query: ParsedOperationQuery<N>, baseAndPath: string): number {
  return routeCreditsInParts(operation, query, plan(operation, query, baseAndPath));
}

export async function sendRouteInParts<N extends RouteOperationName>(options: {
  operation: N;
  query: ParsedOperationQuery<N>;
  baseAndPath: string;
  send: (query: ParsedOperationQuery<N>) => Promise<OperationResponse<N>>;
}): Promise<OperationResponse<N>> {
  const { operation, query, send } = options;
  const parts = plan(operation, query, options.baseAndPath);
  if (parts.length === 1) return send(query);
  const answered: AnsweredPart<N>[] = [];
  for (const [index, part] of parts.entries()) {
    const previous = answered.at(-1);
    const startSec = previous === undefined ? undefined : jointTimeSec(operation, previous.answer);
    try {
      answered.push({ part, answer: await send(partQuery(query, part, startSec)) });
    } catch (thrown) {
      if (!(thrown instanceof ServiceError)) throw thrown;
      const stopped = index + 1 < parts.length ? `; the ${parts.length - index - 1} parts after it were not asked` : '';
      throw new ServiceError({
        code: thrown.code,
        operation,
        status: thrown.status,
        serviceMessage: thrown.serviceMessage,
        retryAfterMs: thrown.retryAfterMs,
        fieldPaths: thrown.fieldPaths,
        attempts: thrown.attempts,
        message: `The route was asked in ${parts.length} parts (it is too long for one request) and part ${index + 1} (${waypointCount(part)}) failed, so the route has no answer${stopped}. ${thrown.message}`,
      });
    }
  }
  try {
    return joinRouteParts(operation, answered);
  } catch (thrown) {
    if (!(thrown instanceof RoutePartsDisagree)) throw thrown;
    throw new ServiceError({
      code: 'schema_mismatch',
      operation,
      message: `The route's ${parts.length} parts cannot be joined into one answer: ${thrown.message}. Fetch the forecast again.`,
    });
  }
}
