import { redactKey } from '../service-client/key-redaction';

/**
 * What the proxy passes back to the browser: the upstream's body with the key blanked wherever it
 * appears (a service may echo its query), and only headers a browser needs. Cookies,
 * authentication challenges and redirect targets are never passed on: an allow-list, so a header
 * invented tomorrow is dropped too.
 */

const passedHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after', 'content-language'];

export function scrubHeaders(upstream: Headers, key: string): Headers {
  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, redactKey(value, key));
  }
  return headers;
}

export function scrubBody(text: string, key: string): string {
  return redactKey(text, key);
}
