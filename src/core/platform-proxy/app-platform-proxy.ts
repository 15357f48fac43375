import type { RequestLimiter } from '../service-client/limiter';
import { createPlatformProxy, type PlatformProxyHandler, type PlatformProxyOptions } from './platform-proxy';

/**
 * The platform proxy as mounted inside the app (web host, Electron's passage:// protocol): it
 * forwards to whichever service the app uses right now, with that service's key, through the
 * app's one limiter. Switching demo/live or replacing the key in the settings applies to the next
 * request, like every other call; with no service or no key it says so instead of failing later.
 */
export interface AppServiceSource {
  source(): { baseUrl: string | null; getKey: () => string | null };
  readonly limiter: Pick<RequestLimiter, 'acquire'>;
}

export type AppPlatformProxyOptions = Omit<PlatformProxyOptions, 'apiKey' | 'baseUrl' | 'limiter'>;

function unavailable(code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function createAppPlatformProxy(service: AppServiceSource, options: AppPlatformProxyOptions = {}): PlatformProxyHandler {
  let current: { baseUrl: string; key: string; handler: PlatformProxyHandler } | null = null;

  function handlerFor(baseUrl: string, key: string): PlatformProxyHandler {
    if (current?.baseUrl !== baseUrl || current.key !== key) {
      current = { baseUrl, key, handler: createPlatformProxy({ ...options, apiKey: key, baseUrl, limiter: service.limiter }) };
    }
    return current.handler;
  }

  return async function handleAppPlatformProxy(request: Request): Promise<Response> {
    const { baseUrl, getKey } = service.source();
    if (baseUrl === null) return unavailable('no_service', 'No service is configured: choose the demo service, or the live service and its key, in the settings.');
    const key = getKey();
    if (key === null || key.trim() === '') return unavailable('no_key', 'No API key is set for the live service: enter one in the settings.');
    return handlerFor(baseUrl, key)(request);
  };
}
