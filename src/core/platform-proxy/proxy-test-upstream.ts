import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: an upstream that records what reached it and answers like a careless service
 * would, echoing the request (key included) in its body and in headers a proxy must not pass on.
 */

export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface ProxyTestUpstream {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startProxyTestUpstream(
  answer: (seen: SeenRequest) => { status?: number; headers?: Record<string, string> } = () => ({}),
): Promise<ProxyTestUpstream> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const entry: SeenRequest = { path: url.pathname, params: url.searchParams, headers: request.headers };
    seen.push(entry);
    const echo = `${url.pathname}${url.search}`;
    const { status = 200, headers = {} } = answer(entry);
    response.writeHead(status, {
      'content-type': 'application/json',
      'set-cookie': `session=${echo}`,
      'x-request-echo': echo,
      'www-authenticate': `Bearer realm="${request.headers.authorization ?? ''}"`,
      ...headers,
    });
    response.end(JSON.stringify({ models: [], echo, authorization: request.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const proxyCanaryKey = 'CANARY-PROXY-KEY-7c1e';

/** Every place a proxy's answer could show the key. */
export async function renderAnswer(answer: Response): Promise<string> {
  const headers = [...answer.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${answer.status}\n${headers}\n\n${await answer.text()}`;
}

export function showsKey(text: string, key = proxyCanaryKey): boolean {
  return text.includes(key) || text.includes(encodeURIComponent(key));
}
