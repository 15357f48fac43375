import { events, type EventPayload } from '../../shared/contract-events';
import { callNames, isEventName, webPaths, type CallName, type EventName } from '../../shared/contract-names';
import type { PassageBridge, PassageCalls } from '../../shared/bridge';
import { passageErrorSchema, type Result } from '../../shared/result';
import { openEventSocket, type EventSocket } from './event-socket';

/**
 * The bridge when the renderer is served by the web host (no preload): each contract call is a
 * POST to the host, events come over one WebSocket. The host set a per-launch cookie when the
 * page was opened with its link, so nothing here carries a token.
 */
export interface WebBridgeOptions {
  /** Origin the page was served from, e.g. http://127.0.0.1:5173. */
  origin: string;
  fetch?: typeof fetch;
  createSocket?: (url: string) => WebSocket;
  backoffMs?: (attempt: number) => number;
}

export function eventSocketUrl(origin: string): string {
  const url = new URL(webPaths.events, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const errorCodes = { unreachable: 'host_unreachable', badAnswer: 'bad_answer', http: 'http_error' } as const;

async function postCall(fetchFn: typeof fetch, origin: string, name: CallName, input: unknown): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await fetchFn(new URL(webPaths.call(name), origin).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}),
      credentials: 'same-origin',
    });
  } catch (error) {
    return { ok: false, error: { code: errorCodes.unreachable, message: `${name}: the Passage host cannot be reached (${String(error)}).` } };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // The host answers refusals (401, 403, 413 ...) as plain text meant for people: pass it on.
    return { ok: false, error: { code: response.ok ? errorCodes.badAnswer : errorCodes.http, message: `${name}: ${text || response.statusText}`, details: { status: response.status } } };
  }
  if (typeof body === 'object' && body !== null && 'ok' in body) {
    if (body.ok === true && 'value' in body) return { ok: true, value: body.value };
    if (body.ok === false && 'error' in body) {
      const parsed = passageErrorSchema.safeParse(body.error);
      if (parsed.success) return { ok: false, error: parsed.data };
    }
  }
  return { ok: false, error: { code: errorCodes.badAnswer, message: `${name}: the host's answer is not a Passage result.`, details: { status: response.status } } };
}

export function createWebBridge(options: WebBridgeOptions): PassageBridge {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  type Listener = (payload: unknown) => void;
  const listeners = new Map<EventName, Set<Listener>>();
  let socket: EventSocket | null = null;

  function deliver(data: string) {
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || !('event' in message) || typeof message.event !== 'string') return;
    const name = message.event;
    if (!isEventName(name)) return;
    // An event is data from another process: check it against the contract like any answer.
    const payload = events[name].payload.safeParse('payload' in message ? message.payload : undefined);
    if (!payload.success) return;
    for (const listener of listeners.get(name) ?? []) listener(payload.data);
  }

  function ensureSocket() {
    socket ??= openEventSocket({
      url: eventSocketUrl(options.origin),
      onMessage: deliver,
      createSocket: options.createSocket,
      backoffMs: options.backoffMs,
      onOpen: () => {
        for (const listener of listeners.get('eventsResumed') ?? []) listener({});
      },
    });
  }

  const calls = Object.fromEntries(
    callNames.map((name) => [name, (input: unknown) => postCall(fetchFn, options.origin, name, input)]),
  ) as unknown as PassageCalls; // built from the contract's own list of names, one entry each

  return {
    ...calls,
    on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
      const wrapped: Listener = (payload) => listener(payload as EventPayload<E>);
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(wrapped);
      listeners.set(event, set);
      ensureSocket();
      return () => {
        set.delete(wrapped);
        const remaining = [...listeners.values()].reduce((sum, each) => sum + each.size, 0);
        if (remaining === 0) {
          socket?.close();
          socket = null;
        }
      };
    },
  };
}
