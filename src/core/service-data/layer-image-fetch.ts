import { readBytesCapped } from '../service-client/capped-body';
import type { FetchFunction } from '../service-client/http-transport';
import { createDeadline, currentLinkBudget, linkPacer } from '../service-client/link-budget';
import type { RequestLimiter } from '../service-client/limiter';
import { meteredDispatcher, type WireMeter } from '../service-client/wire-meter';

/**
 * The bytes of one map layer image at the URL the layers answer gave. The image is not an
 * endpoint of the spec: the URL is used as given (never with the key added, whatever host it
 * names), on the app's one limiter, with a timeout and a size cap, and the answer must be an
 * image (PNG, JPEG or WebP by its first bytes) or it is refused with what came instead. Its bytes
 * are counted on the wire and held to the link budget of the work asking (the pack on a slow link).
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
  /** As received over the link (wire-meter.ts). */
  bytesReceived: number;
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
  const deadline = createDeadline(options.timeoutMs ?? 30_000);
  const meter: WireMeter = { bytesReceived: 0 };
  try {
    const init: RequestInit & { dispatcher: unknown } = { signal: deadline.signal, dispatcher: meteredDispatcher(meter) };
    const response = await doFetch(parsed.href, init);
    if (!response.ok) {
      const said = (await response.text().catch(() => '')).slice(0, 300);
      throw new LayerImageError('service_error', `the layer image answered HTTP ${response.status} ${response.statusText}${said === '' ? '' : `: ${said}`}`, response.status);
    }
    const read = await readBytesCapped(response, maxLayerImageBytes, linkPacer(meter, currentLinkBudget(), deadline));
    if (!read.ok) throw new LayerImageError('too_large', `the layer image is larger than ${maxLayerImageBytes} bytes, the most that is read`, response.status);
    const bytes = read.bytes;
    const mediaType = mediaTypeOf(bytes);
    if (mediaType === null) {
      const start = new TextDecoder().decode(bytes.subarray(0, 80)).replace(/[^\x20-\x7e]/g, '?');
      throw new LayerImageError('invalid_answer', `the layer image is not a PNG, JPEG or WebP image; it starts ${JSON.stringify(start)}`, response.status);
    }
    // A stand-in fetch that ignores the dispatcher leaves the meter at 0: count the bytes then.
    return { bytes, mediaType, status: response.status, bytesReceived: meter.bytesReceived > 0 ? meter.bytesReceived : bytes.byteLength };
  } finally {
    deadline.clear();
  }
}
