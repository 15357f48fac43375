import type { IncomingHttpHeaders } from 'node:http';
import { endpoints, type OperationName } from '../shared/service/endpoints';

/**
 * Which keys a request presents, from every place the service reads one for that operation.
 *
 * Every v1 operation takes `api_key` and the legacy forecast `token` (the endpoint table's `key`).
 * The maps catalogue is the exception: the spec's platform proxy route sends its key there as the
 * `token` query parameter by default, or as an `Authorization: Bearer` header when the proxy is
 * configured for header authentication ("Platform proxy route", rules 4 and 5), so the real
 * service must read both, and the demo service does too.
 */

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

function bearerKey(headers: IncomingHttpHeaders): string | undefined {
  const match = bearerPattern.exec(headers.authorization ?? '');
  return match?.[1];
}

/** What a 401 tells the caller: where this operation looks for the key. */
export function missingKeyMessage(operation: OperationName): string {
  if (endpoints[operation].key === 'token') return 'Missing or invalid token.';
  if (operation === 'weatherMapsModels') return 'Missing or invalid API key (api_key, token or Authorization: Bearer).';
  return 'Missing or invalid API key (api_key).';
}

/** Every key the request carries where this operation reads one; empty when it carries none. */
export function presentedKeys(operation: OperationName, params: URLSearchParams, headers: IncomingHttpHeaders): string[] {
  const keys = params.getAll(endpoints[operation].key);
  if (operation === 'weatherMapsModels') {
    keys.push(...params.getAll('token'));
    const bearer = bearerKey(headers);
    if (bearer !== undefined) keys.push(bearer);
  }
  return keys;
}

/**
 * A request is let in only when it presents a key and every key it presents is known: a wrong
 * key beside a right one is still a wrong key, as a real service holding one account would see it.
 */
export function presentsOnlyKnownKeys(keys: readonly string[], isKnownKey: (key: string) => boolean): boolean {
  return keys.length > 0 && keys.every(isKnownKey);
}
