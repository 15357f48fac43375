import type { RequestLimiter } from '../service-client/limiter';
import type { FetchFunction } from '../service-client/http-transport';

/**
 * The bytes of one map layer image at the URL the layers answer gave. The image is not an
 * endpoint of the spec: the URL is used as given (never with the key added, whatever host it
 * names), on the app's one limiter, with a timeout and a size cap, and the answer must be an
 * image (PNG, JPEG or WebP by its first bytes) or it is refused with what came instead.
 */

export { layerImageOperation, radarImageOperation } from '../../shared/service/image-operations';
export const maxLayerImageBytes = 16 * 1024 * 1024;

export class LayerImageError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LayerImageError';
  }
}

export interface LayerImageBytes {
  bytes: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  status: number;
}

function mediaTypeOf(bytes: Uint8Array): LayerImageBytes['mediaType'] | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

export async function fetchLayerImageBytes(
  url: string,
  options: { limiter: RequestLimiter; fetch?: FetchFunction | undefined; timeoutMs?: number | undefined },
): Promise<LayerImageBytes> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LayerImageError('invalid_answer', `the layer's imageUrl ${JSON.stringify(url.slice(0, 200))} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new LayerImageError('invalid_answer', `the layer's imageUrl uses ${parsed.protocol}; only http and https images are fetched`);
  }
  await options.limiter.acquire();
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const response = await doFetch(parsed.href, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  if (!response.ok) {
    const said = (await response.text().catch(() => '')).slice(0, 300);
    throw new LayerImageError('service_error', `the layer image answered HTTP ${response.status} ${response.statusText}${said === '' ? '' : `: ${said}`}`, response.status);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxLayerImageBytes) throw new LayerImageError('too_large', `the layer image is ${declared} bytes; at most ${maxLayerImageBytes} are read`, response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxLayerImageBytes) throw new LayerImageError('too_large', `the layer image is ${bytes.byteLength} bytes; at most ${maxLayerImageBytes} are read`, response.status);
  const mediaType = mediaTypeOf(bytes);
  if (mediaType === null) {
    const start = new TextDecoder().decode(bytes.subarray(0, 80)).replace(/[^\x20-\x7e]/g, '?');
    throw new LayerImageError('invalid_answer', `the layer image is not a PNG, JPEG or WebP image; it starts ${JSON.stringify(start)}`, response.status);
  }
  return { bytes, mediaType, status: response.status };
}
