import { z } from 'zod';
import { endpoints, type OperationName, type ParsedOperationQuery } from './endpoints';

/**
 * The query as it goes on the wire, in the forms the vendor's own code sends. The same parsed
 * query gives the same wire form whether the caller wrote a default out or left it to the schema,
 * so the response cache keys on it too.
 *
 * - A parameter holding its spec default (max_hourly 48, radius 10, limit 8, ...) is the service's
 *   to apply and stays out; a parameter the caller left out stays out (runtime: the latest run;
 *   speeds: the service's). Defaults that are only our choice are not in the schemas at all.
 * - One shipping speed for a route of several legs goes once per leg: the service takes "one per
 *   waypoint or one fewer, and nothing else" (infoplaza-platform-examples,
 *   nextjs/src/app/marine/shipping/api.ts, which repeats its one speed the same way).
 * - Levels with every slot empty go as `-` in each slot, as platform-components'
 *   point-forecast.ts sends them (an all-empty list would read back as no list at all).
 */
export function requestOnTheWire<N extends OperationName>(
  operation: N,
  parsed: ParsedOperationQuery<N>,
): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = endpoints[operation].query.shape;
  const parsedRecord = parsed as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsedRecord)) {
    if (value === undefined) continue;
    const field = shape[name];
    if (field instanceof z.ZodDefault && sameValue(value, field.def.defaultValue)) continue;
    wire[name] = value;
  }
  const levels = wire.levels;
  if (Array.isArray(levels) && levels.every((slot) => slot === '')) {
    wire.levels = levels.map(() => '-');
  }
  if (operation === 'shippingRoute') {
    const speeds = wire.speeds;
    const legs = (parsedRecord.lats as readonly number[]).length - 1;
    if (Array.isArray(speeds) && speeds.length === 1 && legs > 1) {
      wire.speeds = Array.from({ length: legs }, () => speeds[0] as number);
    }
  }
  return wire;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return Object.is(a, b);
}
