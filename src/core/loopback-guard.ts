import crypto from 'node:crypto';

/**
 * The one rule for who may talk to a server Passage runs on loopback (the web host, the
 * standalone platform proxy): the request addresses it by its loopback name (a foreign Host
 * means DNS rebinding), comes from no page or from the server's own origin (a foreign Origin
 * means another site), and carries the per-launch token, compared in constant time.
 */
export type LoopbackRefusal = { status: 401 | 403 | 421; message: string };

export interface LoopbackGuard {
  readonly token: string;
  origins(): string[];
  allowedHost(host: string | null | undefined): boolean;
  allowedOrigin(origin: string | null | undefined): boolean;
  tokenMatches(candidate: string | null | undefined): boolean;
  /** Host and Origin checked, then the token: the first refusal, or null. */
  refusal(request: { host: string | null | undefined; origin: string | null | undefined; tokens: Array<string | null | undefined> }, tokenHint: string): LoopbackRefusal | null;
}

export function newLaunchToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function createLoopbackGuard(port: () => number, token = newLaunchToken()): LoopbackGuard {
  const hostNames = () => [`127.0.0.1:${port()}`, `localhost:${port()}`];
  const origins = () => hostNames().map((host) => `http://${host}`);
  const expected = Buffer.from(token);
  const tokenMatches = (candidate: string | null | undefined) => {
    if (!candidate) return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  const allowedHost = (host: string | null | undefined) => typeof host === 'string' && hostNames().includes(host.toLowerCase());
  // Same-origin GETs of pages and scripts may come without Origin; anything that has one must be ours.
  const allowedOrigin = (origin: string | null | undefined) => origin === null || origin === undefined || origins().includes(origin);
  return {
    token,
    origins,
    allowedHost,
    allowedOrigin,
    tokenMatches,
    refusal(request, tokenHint) {
      if (!allowedHost(request.host)) return { status: 421, message: 'This host name is not served here.' };
      if (!allowedOrigin(request.origin)) return { status: 403, message: 'Requests from other sites are refused.' };
      if (!request.tokens.some(tokenMatches)) return { status: 401, message: tokenHint };
      return null;
    },
  };
}
