import { z } from 'zod';
import { endpoints, type OperationName, type ParsedOperationQuery } from './endpoints';
import { queryFieldKind } from './query-fields';

/**
 * The URL form of a query, both ways. The client encodes a parsed query; the demo service and the
 * proxy decode a URL back into the object the endpoint's query schema parses. Lists travel as one
 * comma-separated parameter, as the spec says.
 */

/**
 * The part of URLSearchParams used here. The shared code compiles without DOM or Node types, so
 * the global is reached through globalThis; a real URLSearchParams fits this type both ways.
 */
export interface QueryParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  toString(): string;
}

type QueryParamsConstructor = new () => QueryParams;

function newQueryParams(): QueryParams {
  const { URLSearchParams } = globalThis as unknown as { URLSearchParams: QueryParamsConstructor };
  return new URLSearchParams();
}

function encodeValue(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => encodeValue(name, item)).join(',');
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return String(value);
  }
  throw new TypeError(`query parameter ${name} cannot be sent in a URL (${typeof value})`);
}

/**
 * Parsed query -> URLSearchParams: lists joined with commas, undefined dropped, keys sorted so the
 * result is canonical (the response cache uses it as its key). Never adds the key.
 */
export function encodeQuery(query: Record<string, unknown>): QueryParams {
  const params = newQueryParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    params.append(name, encodeValue(name, value));
  }
  return params;
}

/**
 * The query text of a URL: as encodeQuery, but with the commas between list items written as
 * literal commas. RFC 3986 allows a comma in a query, and the spec's lists are comma-separated;
 * URLSearchParams would write each as %2C, three bytes for one, which on a long route is kilobytes.
 * Each item and every other value is percent-encoded, so a comma inside a value stays %2C.
 */
export function encodeQueryText(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? (value as unknown[]) : [value];
    const text = items.map((item) => encodeURIComponent(encodeValue(name, item))).join(',');
    pairs.push(`${encodeURIComponent(name)}=${text}`);
  }
  return pairs.join('&');
}

/** Plain decimal notation, as String(number) writes it: no hex, no blanks, no "Infinity". */
const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number, or the text itself when it is not one, so the schema names the bad value. */
function toNumber(text: string): number | string {
  return decimalPattern.test(text) ? Number(text) : text;
}

function splitList(text: string): string[] {
  return text === '' ? [] : text.split(',');
}

/**
 * URLSearchParams -> the plain object an endpoint's query schema parses: lists split on commas,
 * numbers made numbers. Parameters the schema does not know (api_key, token) are left out.
 */
export function queryInputFromParams(
  operation: OperationName,
  params: QueryParams,
): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = endpoints[operation].query.shape;
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const kind = queryFieldKind(field);
    if (kind === 'string-list' || kind === 'number-list') {
      const all = params.getAll(name);
      if (all.length === 0) continue;
      const items = splitList(all.join(','));
      input[name] = kind === 'number-list' ? items.map(toNumber) : items;
    } else {
      const text = params.get(name);
      if (text === null) continue;
      input[name] = kind === 'number' ? toNumber(text) : text;
    }
  }
  return input;
}

/** Decodes a URL's parameters and parses them with the operation's query schema. */
export function decodeQuery<N extends OperationName>(
  operation: N,
  params: QueryParams,
): z.ZodSafeParseResult<ParsedOperationQuery<N>> {
  const result = endpoints[operation].query.safeParse(queryInputFromParams(operation, params));
  return result as z.ZodSafeParseResult<ParsedOperationQuery<N>>;
}

function pathName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(query)';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      return index === 0 ? String(key) : `.${String(key)}`;
    })
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function showValue(value: unknown): string {
  if (Array.isArray(value)) {
    return value.length === 0 ? 'an empty list' : value.map(showValue).join(',');
  }
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/**
 * One line per problem, naming the parameter, the value and what is allowed:
 * "max_hourly: 200 is not allowed; expected a whole number from 0 to 168".
 */
export function describeQueryError(error: z.ZodError, input: Record<string, unknown>): string {
  return error.issues
    .map((issue) => {
      const name = pathName(issue.path);
      if (issue.code === 'custom') return `${name}: ${issue.message}`;
      const value = valueAt(input, issue.path);
      if (value === undefined) return `${name}: missing; ${issue.message}`;
      return `${name}: ${showValue(value)} is not allowed; ${issue.message}`;
    })
    .join('; ');
}
