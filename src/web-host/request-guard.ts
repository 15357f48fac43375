import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const tokenCookieName = 'passage_token';

/**
 * Who may talk to the web host: a browser on this machine that opened the printed link (it
 * carries the per-launch token, which becomes an HttpOnly, SameSite=Strict cookie), addressing
 * the host by its loopback name (DNS rebinding is refused by the Host check) from a page of the
 * host's own origin (cross-site requests are refused by the Origin check).
 */
export interface RequestGuard {
  readonly token: string;
  allowedHost(host: string | undefined): boolean;
  allowedOrigin(origin: string | undefined): boolean;
  hasToken(request: IncomingMessage, url: URL): boolean;
  cookieHeader(): string;
  origins(): string[];
}

export function createRequestGuard(port: () => number, token = crypto.randomBytes(24).toString('base64url')): RequestGuard {
  const hostNames = () => [`127.0.0.1:${port()}`, `localhost:${port()}`];
  const origins = () => hostNames().map((host) => `http://${host}`);
  const expected = Buffer.from(token);
  const matches = (candidate: string | undefined | null) => {
    if (!candidate) return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  return {
    token,
    allowedHost: (host) => host !== undefined && hostNames().includes(host.toLowerCase()),
    // Same-origin GETs of pages and scripts may come without Origin; anything that has one must be ours.
    allowedOrigin: (origin) => origin === undefined || origins().includes(origin),
    hasToken(request, url) {
      if (matches(url.searchParams.get('token'))) return true;
      return matches(readCookie(request.headers.cookie, tokenCookieName));
    },
    cookieHeader: () => `${tokenCookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`,
    origins,
  };
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
