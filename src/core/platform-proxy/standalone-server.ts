import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestLimiter } from '../service-client/limiter';
import { createLoopbackAccess } from './loopback-access';
import { serveWithFetchHandler } from './node-http-bridge';
import { createPlatformProxy, type PlatformProxyOptions } from './platform-proxy';

export interface PlatformProxyServerOptions extends Omit<PlatformProxyOptions, 'limiter'> {
  /** 0 picks a free port. */
  port?: number;
  /** Default: a fresh random one per launch. */
  token?: string;
  limiter?: Pick<RequestLimiter, 'acquire'>;
}

export interface PlatformProxyServer {
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  /** The base URL clients are configured with (origin + basePath). */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The proxy on 127.0.0.1 only, behind the per-launch token and the Host and Origin checks. */
export async function startPlatformProxyServer(options: PlatformProxyServerOptions): Promise<PlatformProxyServer> {
  const proxy = createPlatformProxy(options);
  let port = options.port ?? 0;
  const access = createLoopbackAccess(() => port, options.token);

  async function handle(request: Request): Promise<Response> {
    const refusal = access.refusal(request);
    if (refusal) {
      return new Response(JSON.stringify({ error: { code: 'refused', message: refusal.message } }), {
        status: refusal.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    return proxy(request);
  }

  const server = http.createServer((request, response) => {
    void serveWithFetchHandler(handle, request, response, `http://127.0.0.1:${port}`).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    token: access.token,
    baseUrl: `${origin}${options.basePath ?? '/api/platform'}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
