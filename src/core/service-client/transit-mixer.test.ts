import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { transitOptionSchema, type TransitMixerRequest, type TransitOption, type TransitOptionMessage } from '../../shared/service/transit';
import { canaryKey, containsCanary } from './canary-key';
import { createKeyGate } from './key-gate';
import { createRequestLimiter } from './limiter';
import { loadMixerProto } from './transit-mixer-codec';
import { openTransitMixer, type MixerConnection, type TransitMixerStream } from './transit-mixer';

const call = {
  quay: { id: 'NSR:Quay:1', name: 'Centraal', latitude: 52.37, longitude: 4.9, wheelchairAccessible: false },
  aimedPlatform: '4',
  expectedPlatform: '4b',
  aimedArrivalTime: '2025-03-01T10:04:00+01:00',
  expectedArrivalTime: '2025-03-01T10:05:00+01:00',
  aimedDepartureTime: '2025-03-01T10:05:00+01:00',
  expectedDepartureTime: '2025-03-01T10:06:00+01:00',
  destinationDisplay: { frontText: 'Zandvoort' },
};

/**
 * A PlanResult as the vendor's service sends it (resources/transit-mixer/plan-result.proto), with
 * every field proto3 would otherwise leave out given, so that the protobuf and the JSON forms read
 * the same.
 */
const option: TransitOptionMessage = {
  grade: 1,
  timestamp: '2025-03-01T10:00:00+01:00',
  containsOnDemand: false,
  modifiers: ['bicycle-first-stretch'],
  planner: 'NEGENTWEE',
  errors: [],
  trips: [
    {
      id: 'trip-1',
      distance: 1200,
      duration: 25,
      walkTime: 5,
      transfers: 1,
      waitingTime: 2,
      streetDistance: 300,
      aimedStartTime: '2025-03-01T10:00:00+01:00',
      aimedEndTime: '2025-03-01T10:25:00+01:00',
      expectedStartTime: '2025-03-01T10:00:00+01:00',
      expectedEndTime: '2025-03-01T10:26:00+01:00',
      legs: [
        {
          id: 'leg-1',
          distance: 300,
          duration: 5,
          aimedStartTime: '2025-03-01T10:00:00+01:00',
          aimedEndTime: '2025-03-01T10:05:00+01:00',
          expectedStartTime: '2025-03-01T10:00:00+01:00',
          expectedEndTime: '2025-03-01T10:05:00+01:00',
          pointsOnLink: { length: 2, points: '_p~iF~ps|U_ulLnnqC' },
          nonTransitLeg: {
            mode: 'WALK',
            fromPlace: { name: 'Home', latitude: 52.36, longitude: 4.89 },
            toPlace: { name: 'Centraal', latitude: 52.37, longitude: 4.9 },
          },
        },
        {
          id: 'leg-2',
          distance: 900,
          duration: 20,
          aimedStartTime: '2025-03-01T10:05:00+01:00',
          aimedEndTime: '2025-03-01T10:25:00+01:00',
          expectedStartTime: '2025-03-01T10:06:00+01:00',
          expectedEndTime: '2025-03-01T10:26:00+01:00',
          pointsOnLink: { length: 2, points: '_ulLnnqC_mqNvxq`@' },
          transitLeg: {
            id: 'leg-2',
            mode: 'RAIL',
            realtime: true,
            line: { id: 'L1', name: 'Sprinter', publicCode: 'SPR', presentation: { colour: 'FFC917', textColour: '003082' }, transportMode: 'RAIL', transportSubmode: 'local' },
            authority: { id: 'NS', url: 'https://ns.example', name: 'NS', phone: '+31', timezone: 'Europe/Amsterdam' },
            serviceDate: '2025-03-01',
            serviceJourney: {
              id: 'SJ1',
              publicCode: '1234',
              privateCode: 'p',
              bikesAllowed: true,
              directionType: 'Outbound',
              transportMode: 'RAIL',
              transportSubmode: 'local',
            },
            fromEstimatedCall: call,
            toEstimatedCall: { ...call, quay: { ...call.quay, wheelchairAccessible: true } },
            intermediateEstimatedCalls: [],
          },
        },
        { id: 'leg-3', distance: 0, duration: 1, aimedStartTime: '2025-03-01T10:25:00+01:00', aimedEndTime: '2025-03-01T10:26:00+01:00', expectedStartTime: '2025-03-01T10:25:00+01:00', expectedEndTime: '2025-03-01T10:26:00+01:00', pointsOnLink: { length: 0, points: 'x' }, waitingLeg: { startTime: '2025-03-01T10:25:00+01:00', endTime: '2025-03-01T10:26:00+01:00' } },
      ],
    },
  ],
};
/** What Passage reads of it, either way it comes. */
const read = (message: TransitOptionMessage): TransitOption => transitOptionSchema.parse(message);

// As the vendor's example sends it (infoplaza-platform-examples, transit-planner/api.ts).
const request: TransitMixerRequest = {
  fromPlace: '52.36,4.89',
  toPlace: '52.38,4.64',
  timestamp: '2025-06-15T09:45:00+02:00',
  arriveBy: true,
};

type Frame = { data: Uint8Array | string; binary: boolean };

let server: Server | undefined;
let seen: unknown[] = [];

afterEach(async () => {
  await new Promise<void>((resolve) => {
    if (server === undefined) resolve();
    else {
      server.closeAllConnections();
      server.close(() => resolve());
    }
  });
  server = undefined;
  expect(containsCanary(seen)).toEqual([]);
  seen = [];
});

interface FakeMixer {
  url: string;
  received: { url: string; request: unknown }[];
}

/** A mixer that answers each connection with the frames the test gives, then closes. */
async function startFakeMixer(options: {
  frames: (mode: string) => Frame[];
  closeCode?: number;
  /** The reason of each connection's close, in order. */
  closeReasons?: string[];
  refuseWith?: { status: number; body: unknown };
}): Promise<FakeMixer> {
  const received: FakeMixer['received'] = [];
  const types = loadMixerProto();
  server = createServer((_req, res) => {
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (options.refuseWith !== undefined) {
      const body = JSON.stringify(options.refuseWith.body);
      socket.end(`HTTP/1.1 ${options.refuseWith.status} Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const mode = url.searchParams.get('mode') ?? 'proto';
      ws.once('message', (data: Buffer, isBinary) => {
        received.push({
          url: `${url.pathname}${url.search}`,
          request: mode === 'proto' && isBinary ? types.request.toObject(types.request.decode(data)) : JSON.parse(data.toString('utf8')),
        });
        for (const frame of options.frames(mode)) ws.send(frame.data, { binary: frame.binary });
        ws.close(options.closeCode ?? 1000, options.closeReasons?.[received.length - 1]);
      });
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

function protoFrame(message: unknown): Frame {
  const { option: type } = loadMixerProto();
  return { data: type.encode(type.fromObject(message as Record<string, unknown>)).finish(), binary: true };
}

function jsonFrame(message: unknown): Frame {
  return { data: JSON.stringify(message), binary: false };
}

function connection(baseUrl: string, key = canaryKey): MixerConnection & { ledger: NonNullable<MixerConnection['ledger']> } {
  return {
    baseUrl,
    keyGate: createKeyGate(() => key),
    limiter: createRequestLimiter(),
    ledger: () => undefined,
    log: (line) => seen.push(line, line.message),
  };
}

async function collect(stream: TransitMixerStream): Promise<{ options: TransitOption[]; error: unknown }> {
  const options: TransitOption[] = [];
  try {
    for await (const item of stream) options.push(item);
    return { options, error: undefined };
  } catch (error) {
    seen.push(error);
    return { options, error };
  }
}

describe('transit mixer client', () => {
  it('mode=proto: sends planner.PlanRequest with the key in the URL and yields every planner.model.PlanResult until the server closes', async () => {
    const mixer = await startFakeMixer({ frames: () => [protoFrame(option), protoFrame({ ...option, grade: 2.5 })] });
    const { options, error } = await collect(openTransitMixer(connection(mixer.url), request, { mode: 'proto' }));
    expect(error).toBeUndefined();
    expect(options).toEqual([read(option), read({ ...option, grade: 2.5 })]);
    // The spec's default encoding is not named on the wire, as the vendor's code never names it.
    expect(mixer.received[0]?.url).toBe(`/v1/transit/plannermixer?api_key=${canaryKey}`);
    expect(mixer.received[0]?.request).toEqual(request);
  });

  it('writes to the ledger the 1-credit estimate beside what the mixer says it charged in its close reason', async () => {
    const mixer = await startFakeMixer({ frames: () => [protoFrame(option)], closeReasons: ['{"credits":3}', 'done'] });
    const entries: { credits: number; creditsSpent: number | null; status: number | null }[] = [];
    const ledger = (entry: { credits: number; creditsSpent: number | null; status: number | null }) => entries.push(entry);
    await collect(openTransitMixer({ ...connection(mixer.url), ledger }, request));
    await collect(openTransitMixer({ ...connection(mixer.url), ledger }, request));
    expect(entries).toMatchObject([
      { credits: 1, creditsSpent: 3, status: 101 },
      { credits: 1, creditsSpent: null, status: 101 },
    ]);
  });

  it('mode=json: the same options as JSON text', async () => {
    const mixer = await startFakeMixer({ frames: () => [jsonFrame(option)] });
    const { options, error } = await collect(openTransitMixer(connection(mixer.url), request, { mode: 'json' }));
    expect(error).toBeUndefined();
    expect(options).toEqual([read(option)]);
    expect(mixer.received[0]?.url).toBe(`/v1/transit/plannermixer?mode=json&api_key=${canaryKey}`);
    expect(mixer.received[0]?.request).toEqual(request);
  });

  it('skips and counts garbage frames without ending the stream', async () => {
    const mixer = await startFakeMixer({
      frames: () => [
        { data: new Uint8Array([0xff, 0xff, 0xff, 0x0f, 0x08]), binary: true },
        { data: 'not protobuf at all', binary: false },
        // A journey without its times cannot be checked against the ship: the one thing required.
        protoFrame({ ...option, trips: [{ id: 'no-times', legs: [{ distance: 1 }] }] }),
        protoFrame(option),
      ],
    });
    const stream = openTransitMixer(connection(mixer.url), request, { mode: 'proto' });
    const { options, error } = await collect(stream);
    expect(error).toBeUndefined();
    expect(options).toEqual([read(option)]);
    expect(stream.stats()).toEqual({ received: 1, badFrames: 3, badFieldPaths: ['trips.0'] });
  });

  it('says nothing of what a garbage frame held (the parser quotes it): a frame echoing the key stays out of the log', async () => {
    const mixer = await startFakeMixer({ frames: () => [{ data: canaryKey, binary: false }, jsonFrame(option)] });
    const stream = openTransitMixer(connection(mixer.url), request, { mode: 'json' });
    const { options } = await collect(stream);
    expect(options).toEqual([read(option)]);
    const said = seen.filter((entry): entry is string => typeof entry === 'string');
    expect(said).toContain(`skipped a frame: undecodable json frame (${canaryKey.length} bytes that are not JSON)`);
    expect(said.filter((line) => line.includes(canaryKey.slice(0, 6)))).toEqual([]);
  });

  it('skips JSON frames that are not JSON or not an option', async () => {
    const mixer = await startFakeMixer({ frames: () => [jsonFrame({ grade: 'first' }), { data: '{"grade":', binary: false }, jsonFrame(option)] });
    const stream = openTransitMixer(connection(mixer.url), request, { mode: 'json' });
    const { options } = await collect(stream);
    expect(options).toEqual([read(option)]);
    expect(stream.stats().badFrames).toBe(2);
  });

  it('stops at a frame larger than maxPayload with an error after the options already received', async () => {
    const mixer = await startFakeMixer({
      frames: () => [jsonFrame(option), { data: 'x'.repeat(64 * 1024), binary: false }, jsonFrame(option)],
    });
    const stream = openTransitMixer(connection(mixer.url), request, { mode: 'json', maxPayloadBytes: 16 * 1024 });
    const { options, error } = await collect(stream);
    expect(options).toEqual([read(option)]);
    expect(error).toMatchObject({ code: 'stream_failed' });
    expect(String(error)).toMatch(/larger than 16 KiB/);
    expect(stream.stats().badFrames).toBe(1);
  });

  it('turns a 401 on the handshake into an auth error and then sends nothing with that key', async () => {
    const mixer = await startFakeMixer({
      frames: () => [],
      refuseWith: { status: 401, body: { success: false, meta: { credits_used: 0 }, error: { message: 'Invalid API key' } } },
    });
    const shared = connection(mixer.url);
    const { error } = await collect(openTransitMixer(shared, request, { mode: 'json' }));
    expect(error).toMatchObject({ code: 'auth', status: 401 });
    expect(String(error)).toContain('Invalid API key');
    const again = await collect(openTransitMixer(shared, request, { mode: 'json' }));
    expect(again.error).toMatchObject({ code: 'auth' });
  });

  it('reports a stream closed with an error code', async () => {
    const mixer = await startFakeMixer({ frames: () => [jsonFrame(option)], closeCode: 1011 });
    const { options, error } = await collect(openTransitMixer(connection(mixer.url), request, { mode: 'json' }));
    expect(options).toEqual([read(option)]);
    expect(error).toMatchObject({ code: 'stream_failed' });
  });

  it('never leaves an unhandled rejection when nobody iterates a failing stream', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      const stream = openTransitMixer(connection('http://127.0.0.1:1'), request, { mode: 'proto' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      stream.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('refuses a bad request before connecting', () => {
    expect(() =>
      openTransitMixer(connection('http://127.0.0.1:1'), { ...request, fromPlace: '91,0' }),
    ).toThrow(/fromPlace: expected "latitude,longitude"/);
  });
});
