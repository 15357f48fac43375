import { redactKey } from '../service-client/key-redaction';

/**
 * What the proxy passes back to the browser: only headers a browser needs (the body is scrubbed by
 * `redactKey`, the same function that scrubs the service client's answers). Cookies,
 * authentication challenges and redirect targets are never passed on: an allow-list, so a header
 * invented tomorrow is dropped too.
 */

const passedHeaders = ['cache-control', 'etag', 'last-modified', 'retry-after', 'content-language'];

export function scrubHeaders(upstream: Headers, key: string): Headers {
  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, redactKey(value, key));
  }
  return headers;
}
