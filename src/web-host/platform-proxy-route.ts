import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveWithFetchHandler } from '../core/platform-proxy/node-http-bridge';
import { createPlatformProxy, defaultProxyBasePath, type PlatformProxyOptions } from '../core/platform-proxy/platform-proxy';

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

export function createPlatformProxyRoute(options: PlatformProxyOptions): PlatformProxyRoute {
  const proxy = createPlatformProxy(options);
  const basePath = (options.basePath ?? defaultProxyBasePath).replace(/\/+$/, '');
  return {
    basePath,
    async handle(request, response, origin) {
      const pathname = new URL(request.url ?? '/', origin).pathname;
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return false;
      // The web host's own token travels as ?token= in a link; the proxy drops it before forwarding.
      await serveWithFetchHandler(proxy, request, response, origin);
      return true;
    },
  };
}
