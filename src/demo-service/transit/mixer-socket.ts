import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { WebSocketServer, type WebSocket } from 'ws';
import { transitMixerModes, transitMixerRequestSchema, type TransitMixerMode } from '../../shared/service/transit';
import { describeQueryError } from '../../shared/service/query-encoding';
import type { Faults } from '../faults';
import { errorBody } from '../http-answers';
import { mixerOptions } from './mixer-plans';

/**
 * The transit mixer WebSocket: the client sends one request (protobuf by default, JSON with
 * mode=json), the server streams the options one by one and then closes normally (1000).
 */

interface MixerTypes {
  request: protobuf.Type;
  option: protobuf.Type;
}

let types: MixerTypes | undefined;

function findProto(): string | undefined {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'resources', 'transit-mixer.proto');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

function mixerTypes(): MixerTypes | undefined {
  if (types !== undefined) return types;
  const path = findProto();
  if (path === undefined) return undefined;
  const { root } = protobuf.parse(readFileSync(path, 'utf8'), { keepCase: true });
  types = { request: root.lookupType('passage.transit.MixerRequest'), option: root.lookupType('passage.transit.MixerOption') };
  return types;
}

export interface MixerSocketOptions {
  isKnownKey: (key: string | null) => boolean;
  nowMs: () => number;
  faults: () => Faults;
  /** Pause between two options, ms (the planner "thinks"). */
  pauseMs?: number;
}

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

function decodeRequest(mode: TransitMixerMode, data: Buffer, isBinary: boolean, mixer: MixerTypes | undefined): unknown {
  if (mode === 'json') return JSON.parse(data.toString('utf8'));
  if (!isBinary) throw new Error('mode=proto expects a binary protobuf message');
  if (mixer === undefined) throw new Error('the mixer protobuf schema is missing on the server');
  const message = mixer.request.decode(data);
  const object = mixer.request.toObject(message, { defaults: false, arrays: true, longs: Number });
  return object;
}

export function createMixerSocket(options: MixerSocketOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });

  function serve(ws: WebSocket, mode: TransitMixerMode): void {
    const mixer = mode === 'proto' ? mixerTypes() : undefined;
    ws.once('message', (data: Buffer, isBinary: boolean) => {
      let request;
      try {
        const input = decodeRequest(mode, data, isBinary, mixer);
        const checked = transitMixerRequestSchema.safeParse(input);
        if (!checked.success) {
          ws.close(1008, describeQueryError(checked.error, (input ?? {}) as Record<string, unknown>).slice(0, 120));
          return;
        }
        request = checked.data;
      } catch (thrown) {
        ws.close(1007, (thrown instanceof Error ? thrown.message : 'undecodable request').slice(0, 120));
        return;
      }
      const plans = mixerOptions(request, options.nowMs());
      const cutAfterFirst = options.faults().closeMixerMidStream === true;
      let index = 0;
      const sendNext = (): void => {
        if (ws.readyState !== ws.OPEN) return;
        const option = plans[index];
        if (option === undefined) {
          ws.close(1000, 'no further results');
          return;
        }
        if (mode === 'json') ws.send(JSON.stringify(option));
        else if (mixer !== undefined) ws.send(mixer.option.encode(mixer.option.fromObject(option)).finish(), { binary: true });
        index += 1;
        if (cutAfterFirst) {
          ws.terminate();
          return;
        }
        setTimeout(sendNext, options.pauseMs ?? 20);
      };
      sendNext();
    });
  }

  return {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
      if (!options.isKnownKey(url.searchParams.get('api_key'))) {
        refuse(socket, 401, 'Unauthorized', 'Missing or invalid API key (api_key).');
        return;
      }
      const modeText = url.searchParams.get('mode') ?? 'proto';
      if (!(transitMixerModes as readonly string[]).includes(modeText)) {
        refuse(socket, 400, 'Bad Request', `mode: ${JSON.stringify(modeText)} is not allowed; expected one of proto, json`);
        return;
      }
      const mode = modeText as TransitMixerMode;
      if (mode === 'proto' && mixerTypes() === undefined) {
        refuse(socket, 500, 'Internal Server Error', 'resources/transit-mixer.proto was not found');
        return;
      }
      server.handleUpgrade(request, socket, head, (ws) => serve(ws, mode));
    },
    close(): void {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
