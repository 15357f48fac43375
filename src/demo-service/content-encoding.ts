import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * Compression as a real server does it: the coding the request's Accept-Encoding prefers among
 * brotli and gzip (q=0 refuses one), nothing for a client that asks for neither or for a body too
 * small to gain. Levels are those of a server compressing on the fly, not of a static archive:
 * brotli 5 (nginx's and Cloudflare's dynamic default range), gzip 6 (zlib's and nginx's default).
 */

export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed body is hardly smaller (frame overhead), as servers' minimum lengths say. */
export const minimumCompressedBytes = 256;

/** The coding to answer with, or undefined for identity. */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((each) => each.trim()).find((each) => each.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding): number => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best;
}

export function compressBody(bytes: Buffer, coding: ContentCoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error === null ? resolve(result) : reject(error));
    if (coding === 'br') {
      brotliCompress(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }, done);
    } else {
      gzip(bytes, { level: 6 }, done);
    }
  });
}
