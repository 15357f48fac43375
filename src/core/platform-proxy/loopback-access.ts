import { createLoopbackGuard, type LoopbackRefusal } from '../loopback-guard';

/**
 * Who may spend the account's credits through the standalone proxy: the loopback rule shared with
 * the web host (src/core/loopback-guard.ts), with the per-launch token as
 * `Authorization: Bearer <token>` or `?access_token=`.
 */
export type AccessRefusal = LoopbackRefusal;

export interface LoopbackAccess {
  readonly token: string;
  refusal(request: Request): AccessRefusal | null;
}

export const accessTokenParam = 'access_token';

const tokenHint = 'The platform proxy needs the access token it printed at start (Authorization: Bearer <token> or ?access_token=).';

export function createLoopbackAccess(port: () => number, token?: string): LoopbackAccess {
  const guard = createLoopbackGuard(port, token);
  const bearer = (header: string | null) => header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  return {
    token: guard.token,
    refusal(request) {
      return guard.refusal(
        {
          host: request.headers.get('host'),
          origin: request.headers.get('origin'),
          tokens: [bearer(request.headers.get('authorization')), new URL(request.url).searchParams.get(accessTokenParam)],
        },
        tokenHint,
      );
    },
  };
}
