import { defaultProxyBasePath, type PlatformProxyHandler } from '../core/platform-proxy/platform-proxy';
import { makeInert } from '../core/platform-proxy/inert-answer';
import { appOrigin } from './app-origin';

/**
 * What passage://app answers: the platform proxy under /api/platform (so web components in the
 * renderer can use it, as the spec's proxy route intends), the built renderer everywhere else.
 * Kept free of Electron at run time so a unit test can route requests through it.
 */
export interface AppRoutes {
  platformProxy: PlatformProxyHandler;
  rendererFile: (url: URL) => Promise<Response>;
}

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export async function routeAppRequest(request: Request, routes: AppRoutes): Promise<Response> {
  const url = new URL(request.url);
  // URL.origin is 'null' for a custom scheme, so scheme and host are compared instead.
  if (`${url.protocol}//${url.host}` !== appOrigin) return refusal(404, 'Not found.');
  // Only Passage's own pages may spend the account's credits; a request that names another origin is not one of them.
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== appOrigin) return refusal(403, `Requests from ${origin} are not served.`);
  if (url.pathname === defaultProxyBasePath || url.pathname.startsWith(`${defaultProxyBasePath}/`)) return makeInert(await routes.platformProxy(request));
  if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405, 'Method not allowed.');
  return routes.rendererFile(url);
}
