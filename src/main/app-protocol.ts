import fs from 'node:fs/promises';
import path from 'node:path';
import { net, protocol } from 'electron';
import type { PlatformProxyHandler } from '../core/platform-proxy/platform-proxy';
import { contentSecurityPolicy } from '../shared/security/content-security-policy';
import { appScheme } from './app-origin';
import { routeAppRequest } from './app-request-routing';

export function registerAppSchemeAsPrivileged(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** passage://app: the renderer from rendererDir, and the platform proxy under /api/platform. */
export function serveApp(rendererDir: string, platformProxy: PlatformProxyHandler): void {
  const root = path.resolve(rendererDir);
  async function rendererFile(url: URL): Promise<Response> {
    const relative = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
    try {
      await fs.access(file);
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const response = await net.fetch(`file://${file}`);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', contentSecurityPolicy());
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  }
  protocol.handle(appScheme, (request) => routeAppRequest(request, { platformProxy, rendererFile }));
}
