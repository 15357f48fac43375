/**
 * The response cache's key: operation + canonical query. Two queries that ask the service the
 * same thing get the same key whatever their parameter order or number spelling; the API key is
 * never part of it (it would leak into the file and split the cache on a key change).
 */

export type QueryValue = string | number | boolean | null | undefined | readonly QueryValue[] | { readonly [name: string]: QueryValue };
export type CacheQuery = Readonly<Record<string, QueryValue>>;

const secretNames = new Set(['api_key', 'token', 'apikey', 'key']);

/** Six decimals: 0.1 m in latitude, below anything the service resolves; kills 0.1 + 0.2 noise. */
function normaliseNumber(value: number): number {
  if (!Number.isFinite(value)) throw new TypeError(`a cache key cannot hold ${value}`);
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The query with secrets and empty values dropped, keys sorted and numbers normalised. */
export function canonicalQuery(query: CacheQuery): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {};
  for (const name of Object.keys(query).sort()) {
    if (secretNames.has(name.toLowerCase())) continue;
    const value = canonicalValue(query[name]);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

function canonicalValue(value: QueryValue): QueryValue {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return normaliseNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item: QueryValue) => canonicalValue(item) ?? null);
  return canonicalQuery(value as CacheQuery);
}

function encodeValue(value: QueryValue): string {
  if (Array.isArray(value)) return value.map(encodeValue).join(',');
  if (typeof value === 'object' && value !== null) return encodeURIComponent(JSON.stringify(value));
  return encodeURIComponent(String(value));
}

export function cacheKey(operation: string, query: CacheQuery): string {
  const canonical = canonicalQuery(query);
  const parts = Object.entries(canonical).map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(value)}`);
  return parts.length === 0 ? operation : `${operation}?${parts.join('&')}`;
}
