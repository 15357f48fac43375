import crypto from 'node:crypto';

/**
 * Who may spend the account's credits through the standalone proxy: a client on this machine that
 * addresses it by its loopback name (Host: refuses DNS rebinding), from no page or the proxy's own
 * origin (Origin: refuses other sites), with the per-launch token as `Authorization: Bearer` or
 * `?access_token=`. The Host and Origin rule is the web host's (src/web-host/request-guard.ts),
 * which core may not import; see the README for where the shared rule should live.
 */

export type AccessRefusal = { status: 401 | 403 | 421; message: string };

export interface LoopbackAccess {
  readonly token: string;
  refusal(request: Request): AccessRefusal | null;
}

export const accessTokenParam = 'access_token';

export function createLoopbackAccess(port: () => number, token = crypto.randomBytes(24).toString('base64url')): LoopbackAccess {
  const hostNames = () => [`127.0.0.1:${port()}`, `localhost:${port()}`];
  const expected = Buffer.from(token);
  const matches = (candidate: string | null) => {
    if (candidate === null || candidate === '') return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  const bearer = (header: string | null) => (header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null);

  return {
    token,
    refusal(request) {
      const host = request.headers.get('host');
      if (host === null || !hostNames().includes(host.toLowerCase())) {
        return { status: 421, message: 'This host name is not served here.' };
      }
      const origin = request.headers.get('origin');
      if (origin !== null && !hostNames().some((name) => origin === `http://${name}`)) {
        return { status: 403, message: 'Requests from other sites are refused.' };
      }
      const url = new URL(request.url);
      if (!matches(bearer(request.headers.get('authorization'))) && !matches(url.searchParams.get(accessTokenParam))) {
        return { status: 401, message: 'The platform proxy needs the access token it printed at start (Authorization: Bearer <token> or ?access_token=).' };
      }
      return null;
    },
  };
}
