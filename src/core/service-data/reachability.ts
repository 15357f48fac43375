import net from 'node:net';

/**
 * Whether the service's host accepts a connection at all: a TCP handshake, no HTTP request, so
 * it costs no credits and sends no key. Used to notice a lost (or regained) connection while every
 * view is being served from a fresh cache and no request would otherwise find out.
 */
export function canConnect(baseUrl: string, timeoutMs: number): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
