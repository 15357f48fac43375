import { describe, expect, it } from 'vitest';
import { appOrigin } from './app-origin';
import { routeAppRequest, type AppRoutes } from './app-request-routing';

/** Records which route each request reached. */
function recordingRoutes() {
  const reached: string[] = [];
  const routes: AppRoutes = {
    platformProxy: async (request) => {
      reached.push(`proxy ${new URL(request.url).pathname}`);
      return new Response('{}', { status: 200 });
    },
    rendererFile: async (url) => {
      reached.push(`file ${url.pathname}`);
      return new Response('<!doctype html>', { status: 200 });
    },
  };
  return { reached, routes };
}

describe('passage://app routing (Electron protocol handler)', () => {
  it('sends /api/platform to the platform proxy and everything else to the renderer', async () => {
    const { reached, routes } = recordingRoutes();
    await routeAppRequest(new Request(`${appOrigin}/api/platform/ensemble-models`), routes);
    await routeAppRequest(new Request(`${appOrigin}/api/platform`), routes);
    await routeAppRequest(new Request(`${appOrigin}/index.html`), routes);
    await routeAppRequest(new Request(`${appOrigin}/api/platformer`), routes);
    expect(reached).toEqual(['proxy /api/platform/ensemble-models', 'proxy /api/platform', 'file /index.html', 'file /api/platformer']);
  });

  it('refuses another host of the scheme and a request naming a foreign Origin, before any route', async () => {
    const { reached, routes } = recordingRoutes();
    expect((await routeAppRequest(new Request('passage://elsewhere/api/platform/models'), routes)).status).toBe(404);
    const foreign = await routeAppRequest(new Request(`${appOrigin}/api/platform/models`, { headers: { origin: 'https://evil.example' } }), routes);
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('https://evil.example');
    expect(reached).toEqual([]);
    await routeAppRequest(new Request(`${appOrigin}/api/platform/models`, { headers: { origin: appOrigin } }), routes);
    expect(reached).toEqual(['proxy /api/platform/models']);
  });

  it('serves renderer files to GET and HEAD only', async () => {
    const { reached, routes } = recordingRoutes();
    expect((await routeAppRequest(new Request(`${appOrigin}/index.html`, { method: 'POST', body: 'x' }), routes)).status).toBe(405);
    expect(reached).toEqual([]);
  });
});

describe('platform proxy answers inside the app origin', () => {
  it('are JSON in a CSP sandbox whatever the upstream said, so an HTML answer can never run as the app', async () => {
    const routes: AppRoutes = {
      platformProxy: async () => new Response('<script>parent.passage.removeServiceKey({})</script>', { status: 200, headers: { 'content-type': 'text/html' } }),
      rendererFile: async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    };
    const answer = await routeAppRequest(new Request(`${appOrigin}/api/platform/models`), routes);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // The renderer's own pages keep their type (their CSP is set by app-protocol.ts).
    expect((await routeAppRequest(new Request(`${appOrigin}/index.html`), routes)).headers.get('content-type')).toBe('text/html');
  });
});
