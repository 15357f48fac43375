import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp, type PassageApp } from '../core/app';
import { maxRequestBytes, startWebHost, type WebHost } from './server';

let folder: string;
let app: PassageApp;
let host: WebHost;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-webhost-'));
  const renderer = path.join(folder, 'renderer');
  fs.mkdirSync(renderer);
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Passage</title>');
  app = createApp({ dataFolder: path.join(folder, 'data'), host: 'web', version: '9.9.9', dataSource: 'demo', serviceUrl: null });
  host = await startWebHost({ app, rendererDir: renderer, port: 0 });
});
afterAll(async () => {
  await host.close();
  app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Raw requests, so that Host and Origin are exactly what a hostile page or rebinding would send. */
function request(options: { path: string; method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: host.port, path: options.path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
const cookie = () => `passage_token=${host.token}`;
const rpc = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  request({ path: `/rpc/${name}`, method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie(), ...headers }, body: JSON.stringify(body) });

describe('web host', () => {
  it('refuses a request without the token, saying how to get in', async () => {
    const page = await request({ path: '/' });
    expect(page.status).toBe(401);
    expect(page.body).toContain('link the web host printed');
    const call = await request({ path: '/rpc/getSettings', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(401);
  });

  it('carries a route file near the import cap to the importer, which names what is wrong', async () => {
    const text = `name,lat,lon\n${'A,1,1\n'.repeat(700_000)}`;
    const response = await rpc('importRoute', { fileName: 'huge.csv', text });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      ok: false,
      error: { code: 'file_refused', message: 'huge.csv was not imported: line 10002: the table has more than 10,000 rows after its header; a route takes at most 10,000 waypoints' },
    });
  });

  it('refuses a wrong token', async () => {
    const response = await rpc('getSettings', {}, { cookie: 'passage_token=not-the-token' });
    expect(response.status).toBe(401);
  });

  it('refuses a request with a foreign Origin even when it carries the token', async () => {
    const response = await rpc('setSettings', { palette: 'night' }, { origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    const settings = await rpc('getSettings', {});
    expect(JSON.parse(settings.body).value.palette).toBe('day');
  });

  it('refuses a Host other than its loopback name (DNS rebinding)', async () => {
    const response = await rpc('getSettings', {}, { host: `evil.example:${host.port}` });
    expect(response.status).toBe(421);
  });

  it('trades the token in the link for an HttpOnly SameSite cookie and drops it from the address', async () => {
    const response = await request({ path: `/?token=${host.token}` });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']?.[0]).toMatch(/passage_token=.+; HttpOnly; SameSite=Strict; Path=\//);
  });

  it('redirects the token exchange to the root whatever the path, never to another host, keeping the rest of the query', async () => {
    for (const [path, location] of [
      [`/.//other.host/?token=${host.token}`, '/'],
      [`//other.host/?token=${host.token}`, '/'],
      [`/\\other.host/?token=${host.token}`, '/'],
      [`/report.html?voyage=x&token=${host.token}`, '/?voyage=x'],
      [`/?token=${host.token}&e2e`, '/?e2e='],
      [`/.//other.host/?next=//evil.example/&token=${host.token}`, '/?next=%2F%2Fevil.example%2F'],
    ] as const) {
      const response = await request({ path });
      expect(response.status, path).toBe(303);
      expect(response.headers.location, path).toBe(location);
      expect(new URL(String(response.headers.location), 'http://127.0.0.1:1/').host, path).toBe('127.0.0.1:1');
    }
  });

  it('answers a call body over the limit with the 413 that says so, before the connection closes', async () => {
    const tooBig = `{"text":"${'x'.repeat(maxRequestBytes)}"}`;
    const response = await request({ path: '/rpc/importRoute', method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie() }, body: tooBig });
    expect(response.status).toBe(413);
    expect(response.body).toBe(`A call may carry at most ${maxRequestBytes} bytes.`);
  });

  it('serves the renderer with a strict Content-Security-Policy', async () => {
    const response = await request({ path: '/', headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('never serves a file outside the renderer folder', async () => {
    fs.writeFileSync(path.join(folder, 'secret.txt'), 'secret');
    const response = await request({ path: '/..%2Fsecret.txt', headers: { cookie: cookie() } });
    expect(response.body).not.toContain('secret');
  });

  it('carries contract calls and answers bad input with the field named', async () => {
    const good = JSON.parse((await rpc('getAppInfo', {})).body);
    expect(good).toMatchObject({ ok: true, value: { name: 'Passage', version: '9.9.9', host: 'web', dataSource: 'demo' } });
    const bad = JSON.parse((await rpc('setSettings', { palette: 42 })).body);
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(bad.error.message).toContain('palette');
  });

  it('pushes events over the WebSocket only to a client with the token and our Origin', async () => {
    const foreign = new WebSocket(`ws://127.0.0.1:${host.port}/events`, { headers: { cookie: cookie(), origin: 'http://evil.example' } });
    const foreignOutcome = await new Promise<string>((resolve) => {
      foreign.on('open', () => resolve('open'));
      foreign.on('error', () => resolve('refused'));
    });
    expect(foreignOutcome).toBe('refused');

    const socket = new WebSocket(`ws://127.0.0.1:${host.port}/events`, { headers: { cookie: cookie(), origin: host.origin } });
    await new Promise((resolve) => socket.on('open', resolve));
    const message = new Promise<{ event: string; payload: { palette: string } }>((resolve) =>
      socket.on('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    await rpc('setSettings', { palette: 'dusk' });
    expect(await message).toMatchObject({ event: 'settingsChanged', payload: { palette: 'dusk' } });
    socket.close();
  });
});
