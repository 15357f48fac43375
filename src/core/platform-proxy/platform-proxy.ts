import { endpoints } from '../../shared/service/endpoints';
import { describeQueryError, encodeQuery, queryInputFromParams } from '../../shared/service/query-encoding';
import { createRequestLimiter, type RequestLimiter } from '../service-client/limiter';
import { defaultMaxBodyBytes, sizeText, readTextCapped } from '../service-client/capped-body';
import { describeThrown, redactKey } from '../service-client/key-redaction';
import { scrubHeaders } from './credential-scrub';
import { inertAnswerHeaders, makeInert } from './inert-answer';
import { proxyRouteFor, upstreamPathOf, type ProxyRoute } from './proxy-routes';

/**
 * The spec's platform proxy route as a fetch handler: a browser calls
 * `{basePath}/{public path}?...` without a key, the handler checks the parameters against the
 * endpoint table, adds the key and asks the service, and hands back the answer with every trace of
 * the key removed. Hosts mount it (web host, standalone server); it knows nothing of HTTP servers.
 */

export interface PlatformProxyOptions {
  /** Secret key sent upstream. Required: a proxy without one is refused at creation. */
  apiKey: string;
  /** Upstream origin (the service, or the demo service). */
  baseUrl: string;
  /** Public path where the handler is mounted. Default /api/platform. */
  basePath?: string;
  /** Query parameter carrying the key for the maps catalogue; '' selects the header. Default token. */
  apiKeyQueryParam?: string;
  /** Header used when apiKeyQueryParam is ''. Default Authorization. */
  apiKeyHeader?: string;
  /** Formats the header value. Default `Bearer ${key}`. */
  apiKeyScheme?: (key: string) => string;
  /** The app's one limiter: the proxy spends the same account's requests as everything else. */
  limiter?: Pick<RequestLimiter, 'acquire'>;
  fetch?: typeof fetch;
  /** Per upstream request. Default 30 s. */
  timeoutMs?: number;
  /** The most of one upstream answer that is read and passed on. Default 64 MiB. */
  maxBodyBytes?: number;
  /** One line per request, never with the key or the query. */
  log?: (line: string) => void;
}

export type PlatformProxyHandler = (request: Request) => Promise<Response>;

export const defaultProxyBasePath = '/api/platform';

function jsonError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { ...inertAnswerHeaders, 'cache-control': 'no-store', ...headers },
  });
}

function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function createPlatformProxy(options: PlatformProxyOptions): PlatformProxyHandler {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new Error('The platform proxy needs the service API key (PLATFORM_API_KEY); it will not start without one.');
  }
  if (typeof options.baseUrl !== 'string' || !/^https?:\/\//.test(options.baseUrl)) {
    throw new Error('The platform proxy needs the service address as an http(s) URL (baseUrl).');
  }
  const apiKey = options.apiKey;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const basePath = normaliseBasePath(options.basePath ?? defaultProxyBasePath);
  const apiKeyQueryParam = options.apiKeyQueryParam ?? 'token';
  const apiKeyHeader = options.apiKeyHeader ?? 'Authorization';
  const apiKeyScheme = options.apiKeyScheme ?? ((key: string) => `Bearer ${key}`);
  const limiter = options.limiter ?? createRequestLimiter();
  const fetchUpstream = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const log = (line: string) => options.log?.(redactKey(line, apiKey));

  /** The upstream request: only the schema's parameters, then the key, placed as the route says. */
  function upstreamRequest(route: ProxyRoute, input: Record<string, unknown>): { url: string; headers: Headers } {
    const params = encodeQuery(input);
    const headers = new Headers({ accept: 'application/json' });
    if (route.keyStyle === 'api_key') params.append('api_key', apiKey);
    else if (apiKeyQueryParam !== '') params.append(apiKeyQueryParam, apiKey);
    else headers.set(apiKeyHeader, apiKeyScheme(apiKey));
    const query = params.toString();
    return { url: `${baseUrl}${upstreamPathOf(route)}${query === '' ? '' : `?${query}`}`, headers };
  }

  async function forward(segment: string, route: ProxyRoute, url: URL): Promise<Response> {
    // Parameters the schema does not know (api_key, token, access_token, anything else) are dropped here.
    const input = queryInputFromParams(route.operation, url.searchParams);
    const parsed = endpoints[route.operation].query.safeParse(input);
    if (!parsed.success) {
      return jsonError(400, 'invalid_parameter', `${segment}: ${describeQueryError(parsed.error, input)}`);
    }
    const upstream = upstreamRequest(route, input);
    const startedMs = Date.now();
    let answer: Response;
    try {
      await limiter.acquire();
      answer = await fetchUpstream(upstream.url, {
        method: 'GET',
        headers: upstream.headers,
        // A redirect would carry the key to wherever it points: never followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (thrown) {
      const timedOut = thrown instanceof Error && thrown.name === 'TimeoutError';
      log(`platform proxy: ${segment} failed: ${describeThrown(thrown, apiKey)}`);
      return timedOut
        ? jsonError(504, 'timeout', `${segment}: the service did not answer within ${timeoutMs} ms.`)
        : jsonError(502, 'network', `${segment}: the service could not be reached.`);
    }
    const read = await readTextCapped(answer, maxBodyBytes);
    log(`platform proxy: ${segment} -> ${answer.status} in ${Date.now() - startedMs} ms${read.ok ? '' : ' (answer over the size cap)'}`);
    if (!read.ok) {
      return jsonError(502, 'upstream_too_large', `${segment}: the service's answer is larger than ${sizeText(read.limitBytes)}, the most the proxy passes on; none of it was sent.`);
    }
    const body = redactKey(read.text, apiKey);
    if (answer.status >= 300 && answer.status < 400) {
      return jsonError(502, 'upstream_redirect', `${segment}: the service answered with a redirect, which the proxy does not follow.`);
    }
    return makeInert(new Response(body, { status: answer.status, headers: scrubHeaders(answer.headers, apiKey) }));
  }

  return async function handlePlatformProxy(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
      return jsonError(404, 'not_found', `Only paths under ${basePath} are served here.`);
    }
    const segments = url.pathname.slice(basePath.length + 1).split('/');
    const segment = segments[0] ?? '';
    const route = proxyRouteFor(segment);
    // The first segment picks the endpoint; anything after it is no path of ours either.
    if (route === undefined || segments.length > 1) {
      return jsonError(404, 'not_found', `There is no platform route "${url.pathname.slice(basePath.length)}".`);
    }
    if (request.method !== 'GET') {
      return jsonError(405, 'method_not_allowed', 'The platform proxy answers GET requests only.', { allow: 'GET' });
    }
    return forward(segment, route, url);
  };
}
