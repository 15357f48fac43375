/**
 * A WebSocket that comes back: the web host may restart, a laptop may sleep. Reconnects with
 * exponential backoff and jitter (so that several screens do not knock at the same moment),
 * and starts again from the shortest delay once a connection has opened.
 */
export interface EventSocketOptions {
  url: string;
  onMessage: (data: string) => void;
  createSocket?: (url: string) => WebSocket;
  /** Delay before the n-th reconnection attempt (0-based), in milliseconds. */
  backoffMs?: (attempt: number) => number;
  /** Each time a connection opens: whatever was sent before it (or in a gap since the last) never arrived. */
  onOpen?: () => void;
}

export interface EventSocket {
  close(): void;
}

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const baseMs = Math.min(500 * 2 ** attempt, 15_000);
  return Math.round(baseMs * (0.75 + 0.5 * random()));
}

export function openEventSocket(options: EventSocketOptions): EventSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const backoffMs = options.backoffMs ?? ((attempt: number) => reconnectDelayMs(attempt));
  let attempt = 0;
  let closed = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function connect() {
    if (closed) return;
    const current = createSocket(options.url);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      options.onOpen?.();
    });
    current.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data === 'string') options.onMessage(event.data);
    });
    current.addEventListener('close', () => {
      if (closed || socket !== current) return;
      socket = null;
      timer = setTimeout(connect, backoffMs(attempt));
      attempt += 1;
    });
  }

  connect();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
