import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../shared/settings/settings';
import { eventSocketUrl, createWebBridge } from './web-bridge';
import { reconnectDelayMs } from './event-socket';

type Sent = { url: string; init: RequestInit | undefined };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    return answer();
  };
  return { fetchFn: fetchFn as typeof fetch, sent };
}

/** Enough of a browser WebSocket for the bridge: listeners, and a way to play the server. */
class FakeSocket extends EventTarget {
  static opened: FakeSocket[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  serverSends(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  serverDrops() {
    this.dispatchEvent(new Event('close'));
  }
  serverOpens() {
    this.dispatchEvent(new Event('open'));
  }
}
const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;

afterEach(() => {
  FakeSocket.opened = [];
  vi.useRealTimers();
});

describe('the web bridge', () => {
  it('posts each call as JSON to the contract path with the page cookie, and returns the host result', async () => {
    const { fetchFn, sent } = fakeFetch(() => Response.json({ ok: true, value: { ...defaultSettings, palette: 'night' } }));
    const bridge = createWebBridge({ origin: 'http://127.0.0.1:4000', fetch: fetchFn, createSocket });
    const result = await bridge.setSettings({ palette: 'night' });
    expect(result).toEqual({ ok: true, value: { ...defaultSettings, palette: 'night' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://127.0.0.1:4000/rpc/setSettings');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"palette":"night"}' });
    expect(new Headers(sent[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('passes the host error on whole, and turns a plain-text refusal into an error a person can read', async () => {
    const error = { code: 'invalid_input', message: 'palette: Invalid option', details: { field: 'palette' } };
    const refusing = createWebBridge({ origin: 'http://127.0.0.1:4000', fetch: fakeFetch(() => Response.json({ ok: false, error })).fetchFn, createSocket });
    expect(await refusing.getSettings({})).toEqual({ ok: false, error });

    const unauthorised = createWebBridge({
      origin: 'http://127.0.0.1:4000',
      fetch: fakeFetch(() => new Response('Open Passage with the link the web host printed', { status: 401 })).fetchFn,
      createSocket,
    });
    const result = await unauthorised.getAppInfo({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain('Open Passage with the link');
      expect(result.error.details).toEqual({ status: 401 });
    }

    const offline = createWebBridge({
      origin: 'http://127.0.0.1:4000',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      createSocket,
    });
    const down = await offline.getAppInfo({});
    expect(down.ok).toBe(false);
    if (!down.ok) expect(down.error.code).toBe('host_unreachable');
  });

  it('delivers contract events from the socket and drops unknown or malformed ones', () => {
    const bridge = createWebBridge({ origin: 'https://10.0.0.5:8443', fetch: fakeFetch(() => Response.json({})).fetchFn, createSocket });
    const received: unknown[] = [];
    const unsubscribe = bridge.on('settingsChanged', (settings) => received.push(settings.palette));
    const socket = FakeSocket.opened[0];
    expect(socket?.url).toBe('wss://10.0.0.5:8443/events');
    socket?.serverSends({ event: 'settingsChanged', payload: { ...defaultSettings, palette: 'dusk' } });
    socket?.serverSends({ event: 'somethingElse', payload: {} });
    socket?.serverSends({ event: 'settingsChanged', payload: { palette: 'purple' } });
    socket?.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(received).toEqual(['dusk']);
    unsubscribe();
    expect(socket?.closed).toBe(true);
  });

  it('reconnects after the socket drops, waiting longer each time, and keeps delivering', () => {
    vi.useFakeTimers();
    const delays: number[] = [];
    const bridge = createWebBridge({
      origin: 'http://127.0.0.1:4000',
      fetch: fakeFetch(() => Response.json({})).fetchFn,
      createSocket,
      backoffMs: (attempt) => {
        const delay = reconnectDelayMs(attempt, () => 0.5);
        delays.push(delay);
        return delay;
      },
    });
    const received: string[] = [];
    bridge.on('settingsChanged', (settings) => received.push(settings.palette));
    FakeSocket.opened[0]?.serverDrops();
    vi.advanceTimersByTime(499);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]?.serverDrops();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.opened).toHaveLength(3);
    expect(delays).toEqual([500, 1000]);
    FakeSocket.opened[2]?.serverSends({ event: 'settingsChanged', payload: { ...defaultSettings, palette: 'night' } });
    expect(received).toEqual(['night']);
  });

  it('tells its listeners each time the stream opens: at first, and once after a gap however many attempts it took', () => {
    vi.useFakeTimers();
    const bridge = createWebBridge({ origin: 'http://127.0.0.1:4000', fetch: fakeFetch(() => Response.json({})).fetchFn, createSocket, backoffMs: () => 100 });
    let resumed = 0;
    const stop = bridge.on('eventsResumed', () => (resumed += 1));
    expect(resumed).toBe(0);
    FakeSocket.opened[0]?.serverOpens();
    expect(resumed).toBe(1);
    // The host went away: two attempts fail before one opens; the gap is told once.
    FakeSocket.opened[0]?.serverDrops();
    vi.advanceTimersByTime(100);
    FakeSocket.opened[1]?.serverDrops();
    vi.advanceTimersByTime(100);
    expect(resumed).toBe(1);
    FakeSocket.opened[2]?.serverOpens();
    expect(resumed).toBe(2);
    stop();
  });

  it('never waits more than about 15 s between attempts', () => {
    expect(reconnectDelayMs(30, () => 1)).toBeLessThanOrEqual(18_750);
    expect(eventSocketUrl('http://127.0.0.1:4000')).toBe('ws://127.0.0.1:4000/events');
  });
});
