import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyCanaryKey, renderAnswer, showsKey } from '../core/platform-proxy/proxy-test-upstream';
import { startDemoService, type DemoService } from '../demo-service';
import { createPlatformProxy } from '../core/platform-proxy/platform-proxy';
import { createPlatformProxyRoute, type PlatformProxyRoute } from './platform-proxy-route';

/** The route mounted the way the web host will: proxy paths answered, everything else falls through. */
async function mount(route: PlatformProxyRoute) {
  const server = http.createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    void route.handle(request, response, origin).then((handled) => {
      if (!handled) {
        response.statusCode = 418;
        response.end('the host answers this one');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

let demo: DemoService;
beforeAll(async () => {
  demo = await startDemoService({ port: 0, keys: [proxyCanaryKey] });
});
afterAll(() => demo.close());

const queries: Record<string, string> = {
  models: '',
  'timeseries-models': 'lat=52.5&lon=4.2',
  'timeseries-point-forecast': 'lat=52.5&lon=4.2&model=gfs&elements=temperature&levels=2m',
  'ensemble-models': '',
  'ensemble-point-forecast': 'lat=52.5&lon=4.2&model=ecmwf-ens&elements=windSpeed&levels=10m',
  'marine-timeseries-models': 'lat=52.5&lon=4.2',
  'marine-timeseries-point-forecast': 'lat=52.5&lon=4.2&model=ecmwf-wam&elements=significantWaveHeight',
};

describe('the platform proxy route in front of the demo service', () => {
  it('answers every public path from the demo service, and never shows the key', async () => {
    const host = await mount(createPlatformProxyRoute(createPlatformProxy({ apiKey: proxyCanaryKey, baseUrl: demo.url })));
    try {
      for (const [path, query] of Object.entries(queries)) {
        const answer = await fetch(`${host.origin}/api/platform/${path}?${query}`);
        const rendered = await renderAnswer(answer);
        expect(answer.status, `${path}: ${rendered.slice(0, 400)}`).toBe(200);
        expect(showsKey(rendered), path).toBe(false);
      }
    } finally {
      await host.close();
    }
  });

  it('passes the demo service\'s 401 on when the key is wrong, without the key', async () => {
    const host = await mount(createPlatformProxyRoute(createPlatformProxy({ apiKey: 'WRONG-KEY-0000', baseUrl: demo.url })));
    try {
      const answer = await fetch(`${host.origin}/api/platform/ensemble-models`);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ success: false, meta: { credits_used: 0 } });
    } finally {
      await host.close();
    }
  });

  it('leaves paths outside its base path to the host, and answers its own unknown ones with 404', async () => {
    const host = await mount(createPlatformProxyRoute(createPlatformProxy({ apiKey: proxyCanaryKey, baseUrl: demo.url, basePath: '/platform' }), '/platform'));
    try {
      expect((await fetch(`${host.origin}/rpc/getAppInfo`)).status).toBe(418);
      expect((await fetch(`${host.origin}/platformer`)).status).toBe(418);
      expect((await fetch(`${host.origin}/platform/storms`)).status).toBe(404);
      const missing = await fetch(`${host.origin}/platform/ensemble-point-forecast?lat=1&lon=2`);
      expect(missing.status).toBe(400);
      expect(await missing.text()).toMatch(/model: missing.*elements: missing/);
    } finally {
      await host.close();
    }
  });
});
