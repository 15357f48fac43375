import type { IncomingMessage } from 'node:http';
import { createLoopbackGuard, type LoopbackRefusal } from '../core/loopback-guard';

export const tokenCookieName = 'passage_token';

const tokenHint = 'Open Passage with the link the web host printed when it started: it carries the access token.';

/**
 * The web host's use of the shared loopback rule (src/core/loopback-guard.ts): the token comes
 * once in the printed link, then as an HttpOnly, SameSite=Strict cookie.
 */
export interface RequestGuard {
  readonly token: string;
  refusal(request: IncomingMessage, url: URL): LoopbackRefusal | null;
  cookieHeader(): string;
  origins(): string[];
}

export function createRequestGuard(port: () => number, token?: string): RequestGuard {
  const guard = createLoopbackGuard(port, token);
  return {
    token: guard.token,
    refusal(request, url) {
      return guard.refusal(
        {
          host: request.headers.host,
          origin: request.headers.origin,
          tokens: [url.searchParams.get('token'), readCookie(request.headers.cookie, tokenCookieName)],
        },
        tokenHint,
      );
    },
    cookieHeader: () => `${tokenCookieName}=${guard.token}; HttpOnly; SameSite=Strict; Path=/`,
    origins: guard.origins,
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
