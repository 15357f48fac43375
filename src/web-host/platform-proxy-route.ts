import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveWithFetchHandler } from '../core/platform-proxy/node-http-bridge';
import { defaultProxyBasePath, type PlatformProxyHandler } from '../core/platform-proxy/platform-proxy';

/**
 * The platform proxy mounted in the web host at /api/platform. The web host has already checked
 * the token, Host and Origin before it calls this; the route only answers paths under its base
 * path and says so, so the host can fall through to its other routes.
 */
export interface PlatformProxyRoute {
  readonly basePath: string;
  /** True when the request was the proxy's and has been answered. */
  handle(request: IncomingMessage, response: ServerResponse, origin: string): Promise<boolean>;
}

/** basePath must be the one the proxy was created with. */
export function createPlatformProxyRoute(proxy: PlatformProxyHandler, basePath: string = defaultProxyBasePath): PlatformProxyRoute {
  const mountedAt = basePath.replace(/\/+$/, '');
  return {
    basePath: mountedAt,
    async handle(request, response, origin) {
      const pathname = new URL(request.url ?? '/', origin).pathname;
      if (pathname !== mountedAt && !pathname.startsWith(`${mountedAt}/`)) return false;
      await serveWithFetchHandler(proxy, request, response, origin);
      return true;
    },
  };
}
