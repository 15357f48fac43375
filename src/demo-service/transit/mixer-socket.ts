import { readFileSync } from 'node:fs';
import { findResourceFile } from '../resource-file';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import protobuf from 'protobufjs';
import { WebSocketServer, type WebSocket } from 'ws';
import { transitMixerModes, transitMixerPlanCredits, transitMixerRequestSchema, type TransitMixerMode } from '../../shared/service/transit';
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

/** The vendor's messages (resources/transit-mixer/): the request planner.PlanRequest, each answer planner.model.PlanResult. */
function mixerTypes(): MixerTypes | undefined {
  if (types !== undefined) return types;
  const root = new protobuf.Root();
  for (const file of ['plan-request.proto', 'plan-result.proto']) {
    const path = findResourceFile('transit-mixer', file);
    if (path === undefined) return undefined;
    protobuf.parse(readFileSync(path, 'utf8'), root, { keepCase: true });
  }
  types = { request: root.lookupType('planner.PlanRequest'), option: root.lookupType('planner.model.PlanResult') };
  return types;
}

/** What one plan request costs in the demo: the estimate (the spec is silent; the vendor's example shows 1). */
export const mixerCredits = transitMixerPlanCredits;

export interface MixerSocketOptions {
  isKnownKey: (key: string | null) => boolean;
  nowMs: () => number;
  faults: () => Faults;
  /** Pause between two options, ms (the planner "thinks"); the service streams over a few seconds. */
  pauseMs?: number;
  /** Charged beyond the estimate, said in the close reason (start.ts's `chargeExtraCredits`). */
  chargeExtraCredits?: number;
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
      const faults = options.faults();
      const streamFault = faults.mixerStream ?? (faults.closeMixerMidStream === true ? 'drop' : undefined);
      let index = 0;
      const encode = (option: (typeof plans)[number]): Buffer | string =>
        mode === 'json' ? JSON.stringify(option) : Buffer.from(mixer?.option.encode(mixer.option.fromObject(option)).finish() ?? []);
      const sendNext = (): void => {
        if (ws.readyState !== ws.OPEN) return;
        const option = plans[index];
        if (option === undefined) {
          // The price of the exchange goes in the close reason, as the vendor's service does
          // (infoplaza-platform-examples, transit-planner/api.ts: 1000 and {"credits":1}).
          ws.close(1000, JSON.stringify({ credits: mixerCredits + (options.chargeExtraCredits ?? 0) }));
          return;
        }
        const frame = encode(option);
        if (index === 1 && streamFault === 'truncated') {
          ws.send(frame.slice(0, Math.floor(frame.length / 2)), { binary: mode === 'proto' });
        } else if (index === 1 && streamFault === 'garbage') {
          ws.send(mode === 'json' ? '{"grade": 2, "trips": [ {' : Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x42]), { binary: mode === 'proto' });
        } else {
          ws.send(frame, { binary: mode === 'proto' });
        }
        index += 1;
        if (index === 1 && streamFault === 'drop') {
          ws.terminate();
          return;
        }
        // Silent: the socket stays open and nothing more comes.
        if (index === 1 && streamFault === 'silent') return;
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
        refuse(socket, 500, 'Internal Server Error', 'resources/transit-mixer/ (the mixer\'s .proto files) was not found');
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
