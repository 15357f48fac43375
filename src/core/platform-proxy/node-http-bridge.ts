import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * node:http <-> fetch, for hosts that mount a fetch handler (the standalone proxy server, the web
 * host). The proxy answers GET only, so a request body is never read: it is left unread and the
 * handler sees none.
 */

export function toFetchRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? '/', origin), { method: request.method ?? 'GET', headers });
}

export async function writeFetchResponse(answer: Response, response: ServerResponse): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  const body = Buffer.from(await answer.arrayBuffer());
  response.end(body);
}

/** Runs a fetch handler for one node:http request; a failure inside becomes a plain 500. */
export async function serveWithFetchHandler(
  handler: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  let answer: Response;
  try {
    answer = await handler(toFetchRequest(request, origin));
  } catch {
    answer = new Response(JSON.stringify({ error: { code: 'internal', message: 'The request failed inside the proxy.' } }), {
      status: 500,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  await writeFetchResponse(answer, response);
}
