import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted stand-in for the service, for the client's error-path tests: each request gets the
 * reply the test's script chooses, including replies a real server only gives when it breaks
 * (a stall, a body cut short, bytes that are not JSON).
 */

export type FakeReply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'text'; status: number; body: string; headers?: Record<string, string> }
  /** Sends headers promising more than it sends, then drops the connection. */
  | { kind: 'truncated'; body: string }
  /** Never answers. */
  | { kind: 'stall' };

export interface FakeHttpService {
  url: string;
  /** Every request's path and query, in order of arrival, key included (as the server saw it). */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeHttpService(
  script: (request: { url: URL; index: number }) => FakeReply,
): Promise<FakeHttpService> {
  const requests: string[] = [];
  const stalled: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const reply = script({ url, index: requests.length - 1 });
    switch (reply.kind) {
      case 'json':
      case 'text': {
        const body = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.body;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(body);
        break;
      }
      case 'truncated':
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(reply.body) * 2),
        });
        res.write(reply.body);
        setTimeout(() => res.socket?.destroy(), 20);
        break;
      case 'stall':
        stalled.push(res);
        break;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
