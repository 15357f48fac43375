import type { ServerResponse } from 'node:http';
import { compressBody, minimumCompressedBytes, negotiateCoding } from './content-encoding';

/** Bodies and writers shared by every route of the demo service. */

export interface ErrorBody {
  success: false;
  meta: { credits_used: 0 };
  error: { message: string };
}

/** The spec's 401 body; our 400, 404, 429 and 503 use the same shape. */
export function errorBody(message: string): ErrorBody {
  return { success: false, meta: { credits_used: 0 }, error: { message } };
}

/** JSON, compressed with brotli or gzip when the request asks for it (content-encoding.ts). */
export function writeJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  const send = (payload: Buffer, coding: Record<string, string>): void => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(payload.length),
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...coding,
      ...headers,
    });
    response.end(payload);
  };
  const coding = bytes.length < minimumCompressedBytes ? undefined : negotiateCoding(response.req.headers['accept-encoding']);
  if (coding === undefined) {
    send(bytes, {});
    return;
  }
  compressBody(bytes, coding).then(
    (compressed) => send(compressed, { 'content-encoding': coding }),
    () => send(bytes, {}),
  );
}

/** Headers for the whole body, then half of it, then the connection is cut. */
export function writeTruncated(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(bytes.length),
  });
  response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => {
    response.socket?.destroy();
  });
}

export function writeMalformed(response: ServerResponse): void {
  const text = '{"success": true, "data": [1, 2, 3';
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
  response.end(text);
}

export function writePng(response: ServerResponse, png: Buffer): void {
  response.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(png.length),
    'cache-control': 'public, max-age=300',
  });
  response.end(png);
}
