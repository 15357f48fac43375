import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';

/**
 * Bytes as they cross the link. fetch hands over the body decompressed, so what was really
 * received is counted one layer down, in undici's dispatcher (the HTTP client under Node's fetch):
 * the status line and headers as HTTP/1.1 writes them, and the body bytes as they came off the
 * socket, still compressed. Chunked framing and TLS records are not counted (tens of bytes).
 */

export interface WireMeter {
  /** Status line + headers + body as transferred, so far. */
  bytesReceived: number;
}

function headerBytes(statusCode: number, statusMessage: string | undefined, headers: IncomingHttpHeaders): number {
  let total = `HTTP/1.1 ${statusCode} ${statusMessage ?? ''}\r\n`.length + 2;
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    for (const each of values) total += Buffer.byteLength(`${name}: ${each}\r\n`);
  }
  return total;
}

/** The handler undici calls with the answer, with every header and body chunk counted first. */
function countingHandler(handler: Dispatcher.DispatchHandler, meter: WireMeter): Dispatcher.DispatchHandler {
  return new Proxy(handler, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const forward = (...args: unknown[]): unknown => (value as (...a: unknown[]) => unknown).apply(target, args);
      if (property === 'onResponseStart') {
        return (controller: unknown, statusCode: number, headers: IncomingHttpHeaders, statusMessage?: string) => {
          meter.bytesReceived += headerBytes(statusCode, statusMessage, headers);
          return forward(controller, statusCode, headers, statusMessage);
        };
      }
      if (property === 'onResponseData') {
        return (controller: unknown, chunk: Buffer) => {
          meter.bytesReceived += chunk.length;
          return forward(controller, chunk);
        };
      }
      return forward;
    },
  });
}

/**
 * A dispatcher for one request whose received bytes go to the meter; pass it as fetch's
 * `dispatcher`. It wraps the global dispatcher, the one Node's fetch itself uses (undici shares it
 * through a global symbol), so metered and plain requests keep one connection pool and one parser.
 */
export function meteredDispatcher(meter: WireMeter): Dispatcher {
  return globalDispatcher().compose((dispatch) => (options, handler) => dispatch(options, countingHandler(handler, meter)));
}

let undici: typeof Undici | undefined;

/**
 * undici's package is read at the first metered request, not with the app's modules: loading it
 * took about 60 ms of the web host's start, before it could answer the page (a CPU profile of a
 * start, test/bench/first-paint.bench.ts).
 */
function globalDispatcher(): Dispatcher {
  undici ??= createRequire(import.meta.url)('undici') as typeof Undici;
  return undici.getGlobalDispatcher();
}
