import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PassageApp } from '../../src/core/app';
import { canaryKey } from '../../src/core/service-client/canary-key';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { canaryHitsIn, canaryHitsInFolder } from '../e2e/canary-search';
import { createSwitchableApp } from './demo-app-fixture';

/**
 * The key in what a service sends back (issue 27, point 2). Two services stand in for the live
 * one: one that echoes the key inside valid answers (every model name quotes the query it was
 * asked with), one that answers bytes that are not JSON and begin with the key. The canary key is
 * then searched in every answer and error the router gave, every log line, and every file of the
 * data folder (passage.db and cache.db with their -wal and -shm).
 */
let demo: DemoService;
let live: DemoService;
let app: PassageApp;
let folder: string;
const log: string[] = [];
const servers: Server[] = [];

/** A loopback server answering each request with what `answer` makes of it. */
async function serve(answer: (pathAndQuery: string) => Promise<{ status: number; body: string }>): Promise<string> {
  const server = createServer((request, response) => {
    void answer(request.url ?? '/').then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 3 });
  live = await startDemoService({ port: 0, seed: 3, keys: [canaryKey] });
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-canary-answers-'));
  app = createSwitchableApp(folder, demo, { log: (line) => log.push(line) });
  await app.ready;
});
afterAll(async () => {
  app.close();
  for (const server of servers) server.close();
  await demo.close();
  await live.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function useLive(url: string): Promise<void> {
  expect(await app.router.call('setServiceSource', { dataSource: 'live', liveServiceUrl: url })).toMatchObject({ ok: true });
  expect(await app.router.call('saveServiceKey', { key: canaryKey })).toMatchObject({ ok: true, value: { saved: true } });
}

describe('a service that sends the key back', () => {
  it('never gets it into an answer, an error, a log line, the cache or any file', async () => {
    const answers: unknown[] = [];

    const echoing = await serve(async (pathAndQuery) => {
      const upstream = await fetch(`${live.url}${pathAndQuery}`);
      const query = new URL(pathAndQuery, 'http://x').search;
      // Every model name quotes the query it was asked with, key included.
      const body = (await upstream.text()).replace(/"name":"([^"]*)"/g, (_, name: string) => `"name":"${name} ${query}"`);
      return { status: upstream.status, body };
    });
    await useLive(echoing);
    const echoed = await app.router.call('getWeatherMapsModels', { query: {} });
    expect(echoed).toMatchObject({ ok: true, value: { provenance: { dataSource: 'live' } } });
    expect(JSON.stringify(echoed)).toContain('api_key=[redacted]');
    answers.push(echoed, await app.router.call('getWeatherMapsModels', { query: {} }));

    const garbage = await serve(async () => ({ status: 200, body: canaryKey }));
    await useLive(garbage);
    const unreadable = await app.router.call('getStorms', { query: {} });
    expect(unreadable).toMatchObject({ ok: false, error: { code: 'malformed_body', message: expect.stringContaining('is not valid JSON') } });
    // Not even the start of the key (the parser quotes the first characters of a long body).
    expect(JSON.stringify(unreadable)).not.toContain(canaryKey.slice(0, 8));
    answers.push(unreadable);

    const garbageFailing = await serve(async () => ({ status: 500, body: `${canaryKey} {"error": "${canaryKey}"` }));
    await useLive(garbageFailing);
    answers.push(await app.router.call('getPorts', { query: {} }));

    const hits = [
      ...answers.flatMap((answer, index) => canaryHitsIn(`answer ${index}`, JSON.stringify(answer))),
      ...canaryHitsIn('log', log.join('\n')),
    ];
    hits.push(...canaryHitsInFolder(folder));
    expect(hits).toEqual([]);
    // The search finds the key where it is, so no hits means something.
    expect(canaryHitsIn('control', `x${encodeURIComponent(canaryKey)}x`)).toEqual(['control']);
  });
});
