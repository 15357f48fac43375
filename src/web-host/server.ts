import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { isCallName, webPaths } from '../shared/contract';
import { contentSecurityPolicy } from '../shared/security/content-security-policy';
import type { PassageApp } from '../core/app';
import { createAppPlatformProxy } from '../core/platform-proxy/app-platform-proxy';
import { createPlatformProxyRoute } from './platform-proxy-route';
import { defaultRouteFileLimits } from '../core/reports/route-file-limits';
import { createRequestGuard } from './request-guard';
import { readStaticFile } from './static-files';

export interface WebHostOptions {
  app: PassageApp;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks any free port. */
  port?: number;
  token?: string;
  log?: (line: string) => void;
}

export interface WebHost {
  /** The link to open: carries the per-launch token once; the page then holds it as a cookie. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  close(): Promise<void>;
}

// The largest call is importRoute: a route file up to its cap, which JSON escaping can grow
// (quotes in XML attributes become \"); below that, big files would get a bare 413 instead of
// the importer's message naming the cap.
const maxRequestBytes = 2 * defaultRouteFileLimits.maxBytes + 64 * 1024;
const rpcPrefix = webPaths.call('getAppInfo').replace('getAppInfo', '');
export { maxRequestBytes };

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  let port = options.port ?? 0;
  const guard = createRequestGuard(() => port, options.token);
  const log = options.log ?? (() => {});
  // Behind the same token, Host and Origin checks as every other route, and the app's one limiter.
  const platformProxy = createPlatformProxyRoute(createAppPlatformProxy(options.app.serviceData, { log }));

  const server = http.createServer((request, response) => {
    handleRequest(request, response).catch((error: unknown) => {
      log(`web host: ${request.method} ${new URL(request.url ?? '/', 'http://x').pathname} failed: ${String(error)}`);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
      else response.destroy();
    });
  });

  function securityHeaders(response: ServerResponse) {
    response.setHeader('Content-Security-Policy', contentSecurityPolicy({ extraConnectSources: guard.origins().map((o) => o.replace('http', 'ws')) }));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  }

  async function handleRequest(request: IncomingMessage, response: ServerResponse) {
    securityHeaders(response);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const refusal = guard.refusal(request, url);
    if (refusal) return send(response, refusal.status, 'text/plain; charset=utf-8', refusal.message);

    if (url.searchParams.has('token')) {
      // Trade the token in the link for a cookie and drop it from the address bar and history.
      // Always to the app's root: a path like /.//other.host/ kept as it was would be read by the
      // browser as the protocol-relative address //other.host/, an open redirect off the token.
      // The rest of the query stays (a query cannot name another host): `?e2e` must survive it.
      response.setHeader('Set-Cookie', guard.cookieHeader());
      url.searchParams.delete('token');
      const rest = url.searchParams.toString();
      response.setHeader('Location', rest === '' ? '/' : `/?${rest}`);
      return send(response, 303, 'text/plain; charset=utf-8', 'Signed in');
    }

    if (await platformProxy.handle(request, response, `http://127.0.0.1:${port}`)) return;

    if (url.pathname.startsWith(rpcPrefix)) {
      if (request.method !== 'POST') return send(response, 405, 'text/plain; charset=utf-8', 'Calls are POST requests.');
      const name = url.pathname.slice(rpcPrefix.length);
      if (!isCallName(name)) return sendJson(response, 404, { ok: false, error: { code: 'unknown_call', message: `There is no call named "${name}".` } });
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return send(response, 415, 'text/plain; charset=utf-8', 'Calls carry JSON (content-type: application/json).');
      }
      const body = await readBody(request);
      if (body === null) {
        // Said before the connection closes; the rest of the body is read and dropped meanwhile (readBody).
        response.setHeader('Connection', 'close');
        return send(response, 413, 'text/plain; charset=utf-8', `A call may carry at most ${maxRequestBytes} bytes.`);
      }
      let input: unknown;
      try {
        input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(response, 400, { ok: false, error: { code: 'invalid_input', message: `${name}: the request body is not valid JSON.` } });
      }
      const result = await options.app.router.handle(name, input);
      response.setHeader('Cache-Control', 'no-store');
      return sendJson(response, 200, result);
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed.');
    const file = await readStaticFile(options.rendererDir, url.pathname);
    if (!file) return send(response, 404, 'text/plain; charset=utf-8', 'Not found.');
    return send(response, 200, file.contentType, file.body);
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const unsubscribe = options.app.events.subscribe((event, payload) => {
    const message = JSON.stringify({ event, payload });
    for (const socket of sockets.clients) if (socket.readyState === socket.OPEN) socket.send(message);
  });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const refusal = url.pathname === webPaths.events ? guard.refusal(request, url) : { status: 404, message: 'Not found.' };
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? ''}\r\nConnection: close\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      // The renderer only listens; anything it sends on this socket is ignored.
      ws.on('error', () => ws.terminate());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?token=${guard.token}`,
    origin,
    port,
    token: guard.token,
    async close() {
      unsubscribe();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, status: number, contentType: string, body: string | Buffer) {
  response.statusCode = status;
  response.setHeader('Content-Type', contentType);
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** A body past this is no longer even drained: the connection is cut. */
const maxDrainedBytes = 8 * maxRequestBytes;

/**
 * The body, or null past maxRequestBytes. Past the cap the rest is read and dropped rather than the
 * socket destroyed at once: a reset would reach the client before the 413 that says why.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxDrainedBytes) request.destroy();
      else if (size > maxRequestBytes) {
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxRequestBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
