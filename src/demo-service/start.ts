import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditsFor, endpoints, operationForPath, type OperationName } from '../shared/service/endpoints';
import { decodeQuery, describeQueryError, queryInputFromParams } from '../shared/service/query-encoding';
import { transitMixerPath } from '../shared/service/transit';
import { faultFor, type Faults } from './faults';
import { scenarioCyclones, type StormScenario } from './fields/storm-scenario';
import { mapLayerPng } from './handlers/maps-layers';
import { imagePaths } from './images/image-paths';
import { radarPng } from './handlers/radar';
import { errorBody, writeJson, writeMalformed, writePng, writeTruncated } from './http-answers';
import { createLegacyRateLimit } from './legacy-rate-limit';
import { runOperation } from './operation-handlers';
import { missingKeyMessage, presentedKeys, presentsOnlyKnownKeys } from './presented-key';
import type { ServiceState } from './service-state';
import { createMixerSocket } from './transit/mixer-socket';

import { demoServiceKey } from '../shared/service/demo-key';

export { demoServiceKey };

export interface DemoServiceOptions {
  /** 0 picks a free port. */
  port?: number;
  seed?: number;
  /** Keys accepted as api_key (v1) and token (legacy). */
  keys?: string[];
  faults?: Faults;
  /** Now, in ms since the epoch (default Date.now), so tests are deterministic. */
  clock?: () => number;
  /** A storm placed to cross a route (for scenario tests). */
  storms?: StormScenario;
  /**
   * Largest request head accepted, bytes. Left out: Node's default (16 KiB), which refuses a long
   * route's URL with 431 as a real front server would. Tests set a large one to send such a route
   * whole and compare it with the app's route in parts.
   */
  maxHeaderSize?: number;
  /**
   * Answer in the envelope the vendor's examples read, `{ success: true, data, meta: { credits } }`,
   * instead of the bare payload the spec shows; both paths of the client then run end to end.
   */
  envelope?: boolean;
  /** Pause between two transit mixer options, ms (default 700: four options over about three seconds). */
  mixerPauseMs?: number;
  /**
   * Credits charged per answer beyond what the spec's rules estimate (default 0), said where the
   * service says what it charged: `meta.credits` of the envelope, the `x-credits-used` header,
   * the mixer's close reason. The live service's price list can differ from the spec's rules;
   * this shows the difference end to end.
   */
  chargeExtraCredits?: number;
}

export interface DemoService {
  url: string;
  close: () => Promise<void>;
  setFaults: (faults: Faults) => void;
  /** The path and query of the latest requests and socket upgrades, as received (the last 500), for tests of what is sent. */
  requestsReceived: () => readonly string[];
}

const requestsKept = 500;

const host = '127.0.0.1';

/**
 * The whole service interface on loopback with simulated data. Core reaches it over HTTP like
 * the real service; the same seed and clock give the same bytes.
 */
export async function startDemoService(options: DemoServiceOptions = {}): Promise<DemoService> {
  const seed = options.seed ?? 1;
  const keys = new Set(options.keys ?? [demoServiceKey]);
  const clock = options.clock ?? Date.now;
  let faults: Faults = { ...options.faults };
  let requestNumber = 0;
  const legacyLimit = createLegacyRateLimit();
  const state: ServiceState = {
    world: { seed, scenarioCyclones: scenarioCyclones(options.storms, clock()) },
    nowMs: clock,
    origin: '',
  };
  const isKnownKey = (key: string | null): boolean => key !== null && keys.has(key);
  const extraCredits = options.chargeExtraCredits ?? 0;
  const mixer = createMixerSocket({ isKnownKey, nowMs: clock, faults: () => faults, pauseMs: options.mixerPauseMs ?? 700, chargeExtraCredits: extraCredits });

  function answerImage(url: URL, response: ServerResponse): boolean {
    const render = url.pathname === imagePaths.radar ? radarPng : url.pathname === imagePaths.mapLayer ? mapLayerPng : undefined;
    if (render === undefined) return false;
    const image = render(url.searchParams, state);
    if (typeof image === 'string') writeJson(response, 400, errorBody(image));
    else writePng(response, image);
    return true;
  }

  function answerOperation(name: OperationName, url: URL, request: IncomingMessage, response: ServerResponse): void {
    const endpoint = endpoints[name];
    const legacy = endpoint.key === 'token';
    const presented = presentedKeys(name, url.searchParams, request.headers);
    if (!presentsOnlyKnownKeys(presented, isKnownKey)) {
      writeJson(response, 401, errorBody(missingKeyMessage(name)));
      return;
    }
    if (legacy) {
      const waitSec = legacyLimit.take(presented[0] ?? '', clock());
      if (waitSec !== undefined) {
        writeJson(response, 429, { status: 'Too Many Requests', message: 'more than 100 requests a minute' }, { 'retry-after': String(waitSec) });
        return;
      }
    }
    const fault = faultFor(seed, requestNumber, faults);
    requestNumber += 1;
    if (fault === 'server-error') {
      writeJson(response, 503, errorBody('Service temporarily unavailable (simulated fault).'));
      return;
    }
    if (fault === 'rate-limit') {
      writeJson(response, 429, errorBody('Too many requests (simulated fault).'), { 'retry-after': String(faults.retryAfterSeconds ?? 1) });
      return;
    }
    if (fault === 'malformed') {
      writeMalformed(response);
      return;
    }
    const parsed = decodeQuery(name, url.searchParams);
    if (!parsed.success) {
      const message = describeQueryError(parsed.error, queryInputFromParams(name, url.searchParams));
      writeJson(response, 400, legacy ? { status: 'Bad Request', message } : errorBody(message));
      return;
    }
    const answer = runOperation(name, parsed.data, state);
    if (!answer.ok) {
      const body = legacy ? { status: answer.status === 404 ? 'Not Found' : 'Bad Request', message: answer.message } : errorBody(answer.message);
      writeJson(response, answer.status, body);
      return;
    }
    if (fault === 'truncate') {
      writeTruncated(response, 200, answer.body);
      return;
    }
    const credits = creditsFor(name, parsed.data) + extraCredits;
    const body = options.envelope === true && !legacy ? { success: true, data: answer.body, meta: { credits } } : answer.body;
    writeJson(response, 200, body, { 'x-credits-used': String(credits) });
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', state.origin);
    if (request.method !== 'GET') {
      writeJson(response, 405, errorBody(`${request.method ?? ''} is not allowed; every operation is GET`), { allow: 'GET' });
      return;
    }
    if (answerImage(url, response)) return;
    const name = operationForPath(url.pathname);
    if (name === undefined) {
      writeJson(response, 404, errorBody(`no operation at ${url.pathname}`));
      return;
    }
    try {
      answerOperation(name, url, request, response);
    } catch (thrown) {
      writeJson(response, 500, errorBody(`internal error: ${thrown instanceof Error ? thrown.message : String(thrown)}`));
    }
  }

  const received: string[] = [];
  function keepReceived(url: string): void {
    received.push(url);
    if (received.length > requestsKept) received.splice(0, received.length - requestsKept);
  }
  const server = createServer(options.maxHeaderSize === undefined ? {} : { maxHeaderSize: options.maxHeaderSize }, (request, response) => {
    keepReceived(request.url ?? '/');
    const latencyMs = faults.latencyMs ?? 0;
    if (latencyMs > 0) setTimeout(() => handle(request, response), latencyMs);
    else handle(request, response);
  });
  server.on('upgrade', (request, socket, head) => {
    // The mixer's address is a request too: tests read what the client named in it.
    keepReceived(request.url ?? '/');
    const url = new URL(request.url ?? '/', state.origin);
    if (url.pathname !== transitMixerPath) {
      socket.destroy();
      return;
    }
    mixer.handleUpgrade(request, socket, head, url);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  state.origin = `http://${host}:${port}`;

  return {
    url: state.origin,
    setFaults(next: Faults) {
      faults = { ...next };
    },
    requestsReceived: () => [...received],
    close() {
      mixer.close();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
