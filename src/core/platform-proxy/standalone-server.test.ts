import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyCanaryKey, renderAnswer, showsKey, startProxyTestUpstream, type ProxyTestUpstream } from './proxy-test-upstream';
import { startPlatformProxyServer, type PlatformProxyServer } from './standalone-server';

let upstream: ProxyTestUpstream;
let server: PlatformProxyServer;
beforeAll(async () => {
  upstream = await startProxyTestUpstream();
  server = await startPlatformProxyServer({ apiKey: proxyCanaryKey, baseUrl: upstream.url, port: 0 });
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

const models = () => `${server.baseUrl}/models`;

describe('the standalone platform proxy server', () => {
  it('listens on loopback and serves a request that carries the token as a Bearer header', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(models(), { headers: { authorization: `Bearer ${server.token}` } });
    expect(answer.status).toBe(200);
    expect(upstream.seen.at(-1)?.params.get('token')).toBe(proxyCanaryKey);
    // The proxy's own token is not the service's: it never goes upstream.
    expect(upstream.seen.at(-1)?.headers.authorization).toBeUndefined();
    expect(showsKey(await renderAnswer(answer))).toBe(false);
  });

  it('accepts the token as ?access_token= and does not forward it', async () => {
    const answer = await fetch(`${models()}?access_token=${server.token}`);
    expect(answer.status).toBe(200);
    expect(upstream.seen.at(-1)?.params.has('access_token')).toBe(false);
  });

  it('refuses a request without the token, or with a wrong one, before anything is sent upstream', async () => {
    const before = upstream.seen.length;
    expect((await fetch(models())).status).toBe(401);
    expect((await fetch(models(), { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
    expect((await fetch(`${models()}?access_token=${server.token}x`)).status).toBe(401);
    expect(upstream.seen.length).toBe(before);
  });

  it('refuses another site as Origin, and accepts its own', async () => {
    const headers = { authorization: `Bearer ${server.token}` };
    const foreign = await fetch(models(), { headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = await fetch(models(), { headers: { ...headers, origin: server.origin } });
    expect(own.status).toBe(200);
  });

  it('refuses a foreign Host name (DNS rebinding)', async () => {
    // fetch will not let a page set Host, so speak HTTP directly.
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(models(), { headers: { host: `rebind.example:${server.port}`, authorization: `Bearer ${server.token}` } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(421);
  });
});

describe('npm run platform-proxy', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

  it('refuses to start without PLATFORM_API_KEY: exit code 2 and one clear line', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_BASE_URL: 'http://127.0.0.1:9' };
    delete env.PLATFORM_API_KEY;
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli], { env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('platform-proxy: PLATFORM_API_KEY is not set; the proxy will not start without the service API key.');
    expect(result.stdout).toBe('');
  });

  it('starts with a key, prints its address and token once, and serves', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], {
      env: { ...process.env, PLATFORM_API_KEY: proxyCanaryKey, PLATFORM_BASE_URL: upstream.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const printed = await new Promise<{ baseUrl: string; token: string }>((resolve, reject) => {
        child.on('exit', (code) => reject(new Error(`cli exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const baseUrl = out.match(/listening on (\S+)/)?.[1];
          const token = out.match(/access token (\S+)/)?.[1];
          if (baseUrl && token) resolve({ baseUrl, token });
        });
      });
      const answer = await fetch(`${printed.baseUrl}/ensemble-models`, { headers: { authorization: `Bearer ${printed.token}` } });
      expect(answer.status).toBe(200);
      expect(showsKey(out + err)).toBe(false);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
