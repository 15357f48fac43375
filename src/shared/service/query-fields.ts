import { z } from 'zod';

/**
 * Builders for query parameters. Every failure message says what is allowed ("expected a number
 * from 0 to 168"), because describeQueryError puts the parameter and the value in front of it:
 * "max_hourly: 200 is not allowed; expected a number from 0 to 168".
 *
 * Only plain z.number / z.string / z.enum / z.array are used (wrapped in optional/default), so
 * that query-encoding.ts can tell from the schema which fields are lists and which are numbers.
 */

export function latitude(): z.ZodNumber {
  const error = 'expected a latitude in degrees from -90 to 90';
  return z.number({ error }).min(-90, { error }).max(90, { error });
}

export function longitude(): z.ZodNumber {
  const error = 'expected a longitude in degrees from -180 to 180';
  return z.number({ error }).min(-180, { error }).max(180, { error });
}

export function wholeNumber(min: number, max: number): z.ZodNumber {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

export function finiteNumber(): z.ZodNumber {
  return z.number({ error: 'expected a number' });
}

/** A time in Unix seconds (UTC), as every 'epoch' parameter of the service. */
export function epochSeconds(): z.ZodNumber {
  const error = 'expected a time in whole Unix seconds (UTC)';
  return z.number({ error }).int({ error }).min(0, { error });
}

export function positiveNumber(max: number, unit: string): z.ZodNumber {
  const error = `expected a number of ${unit} greater than 0 and at most ${max}`;
  return z.number({ error }).gt(0, { error }).max(max, { error });
}

export function text(): z.ZodString {
  const error = 'expected a non-empty text';
  return z.string({ error }).min(1, { error });
}

/** A list item is sent comma-joined, so it can hold no comma itself. */
export function listItem(): z.ZodString {
  const error = 'expected a non-empty text without commas';
  return z.string({ error }).min(1, { error }).regex(/^[^,]+$/, { error });
}

/**
 * One level per element, in the elements' order, as the vendor's components send them
 * (platform-components, src/components/timeseries/point-forecast.ts): `2m,,10m`, an empty slot
 * for an element without a level, `-` in every slot when no element has one.
 */
export function levelSlots() {
  const error = 'expected one level per element (an empty slot for an element without a level, as in 2m,,10m)';
  const slot = z.string({ error }).regex(/^[^,]*$/, { error });
  return z.array(slot, { error }).min(1, { error });
}

/**
 * A model run (Unix seconds or a date-time). Left out means the latest run, as the vendor's
 * components do: nothing is sent that the caller did not ask for.
 */
export function modelRuntime() {
  return text().optional();
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.join(', ')}` });
}

export function list<T extends z.ZodType>(item: T, what: string, minLength = 1) {
  const error =
    minLength === 1 ? `expected at least one ${what}` : `expected at least ${minLength} ${what}s`;
  return z.array(item, { error: `expected a comma-separated list of ${what}s` }).min(minLength, {
    error,
  });
}

/** The kinds query-encoding.ts needs to turn a URL's strings back into typed values. */
export type QueryFieldKind = 'string' | 'number' | 'string-list' | 'number-list';

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodNullable || current instanceof z.ZodPrefault) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
}

/** Which kind of value a field of a query schema holds; undefined for kinds a URL cannot carry. */
export function queryFieldKind(schema: z.ZodType): QueryFieldKind | undefined {
  const core = unwrap(schema);
  if (core instanceof z.ZodNumber) return 'number';
  if (core instanceof z.ZodString || core instanceof z.ZodEnum || core instanceof z.ZodLiteral) {
    return 'string';
  }
  if (core instanceof z.ZodArray) {
    const element = unwrap(core.element as z.ZodType);
    if (element instanceof z.ZodNumber) return 'number-list';
    if (element instanceof z.ZodString || element instanceof z.ZodEnum) return 'string-list';
  }
  return undefined;
}

type RouteShape = { lats: number[]; lons: number[]; times?: number[] | undefined };

/** lats and lons pair up one to one, and times (when given) has one time per waypoint. */
export function checkRouteLists(query: RouteShape, ctx: z.RefinementCtx): void {
  if (query.lons.length !== query.lats.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['lons'],
      message: `expected as many longitudes as latitudes (${query.lats.length}), got ${query.lons.length}`,
      input: query.lons,
    });
  }
  if (query.times !== undefined && query.times.length !== query.lats.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['times'],
      message: `expected one time per waypoint (${query.lats.length}), got ${query.times.length}`,
      input: query.times,
    });
  }
}
