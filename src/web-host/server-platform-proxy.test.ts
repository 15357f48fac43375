import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type PassageApp } from '../core/app';
import { proxyCanaryKey, renderAnswer, showsKey } from '../core/platform-proxy/proxy-test-upstream';
import { startDemoService, type DemoService } from '../demo-service';
import { startWebHost, type WebHost } from './server';

/** The platform proxy as the web host mounts it: behind the host's guard, on the app's service and limiter. */
let folder: string;
let demo: DemoService;
let app: PassageApp;
let host: WebHost;
let key: string | null = proxyCanaryKey;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-webhost-proxy-'));
  const renderer = path.join(folder, 'renderer');
  fs.mkdirSync(renderer);
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Passage</title>');
  demo = await startDemoService({ port: 0, keys: [proxyCanaryKey, 'SECOND-KEY-1234'] });
  app = createApp({ dataFolder: path.join(folder, 'data'), host: 'web', version: '9.9.9', dataSource: 'live', serviceUrl: demo.url, getServiceKey: () => key });
  host = await startWebHost({ app, rendererDir: renderer, port: 0 });
});
afterAll(async () => {
  await host.close();
  app.close();
  await demo.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const signedIn = () => ({ cookie: `passage_token=${host.token}` });
const proxied = (pathAndQuery: string, headers: Record<string, string> = signedIn()) => fetch(`${host.origin}/api/platform/${pathAndQuery}`, { headers });

describe('the platform proxy inside the web host', () => {
  it('is behind the host guard: no token, a wrong token or a foreign Origin gets nothing', async () => {
    expect((await proxied('ensemble-models', {})).status).toBe(401);
    expect((await proxied('ensemble-models', { cookie: 'passage_token=wrong' })).status).toBe(401);
    expect((await proxied('ensemble-models', { ...signedIn(), origin: 'http://evil.example' })).status).toBe(403);
  });

  it("answers with the app's current service and key, never showing the key", async () => {
    for (const pathAndQuery of ['models', 'ensemble-models', 'timeseries-point-forecast?lat=52.5&lon=4.2&model=gfs&elements=temperature&levels=2m']) {
      const answer = await proxied(pathAndQuery);
      const rendered = await renderAnswer(answer);
      expect(answer.status, `${pathAndQuery}: ${rendered.slice(0, 300)}`).toBe(200);
      expect(showsKey(rendered), pathAndQuery).toBe(false);
    }
  });

  it("spends the app's one limiter, once per forwarded request", async () => {
    const acquire = vi.spyOn(app.serviceData.limiter, 'acquire');
    try {
      await proxied('ensemble-models');
      await proxied('marine-timeseries-models?lat=52.5&lon=4.2');
      // Refused before forwarding: costs nothing.
      expect((await proxied('ensemble-point-forecast?lat=1')).status).toBe(400);
      expect(acquire).toHaveBeenCalledTimes(2);
    } finally {
      acquire.mockRestore();
    }
  });

  it('follows a change of key or service at the next request, and says when there is none', async () => {
    try {
      key = 'SECOND-KEY-1234';
      expect((await proxied('ensemble-models')).status).toBe(200);
      key = 'REVOKED-KEY-0000';
      expect((await proxied('ensemble-models')).status).toBe(401);
      key = null;
      const noKey = await proxied('ensemble-models');
      expect(noKey.status).toBe(503);
      expect(await noKey.json()).toMatchObject({ error: { code: 'no_key' } });
      app.serviceData.setSource({ dataSource: 'live', baseUrl: null, getKey: () => key });
      const noService = await proxied('ensemble-models');
      expect(noService.status).toBe(503);
      expect(await noService.json()).toMatchObject({ error: { code: 'no_service' } });
    } finally {
      key = proxyCanaryKey;
      app.serviceData.setSource({ dataSource: 'live', baseUrl: demo.url, getKey: () => key });
    }
  });

  it('leaves the other routes alone', async () => {
    const call = await fetch(`${host.origin}/rpc/getAppInfo`, { method: 'POST', headers: { ...signedIn(), 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(200);
    expect((await proxied('storms')).status).toBe(404);
  });
});
