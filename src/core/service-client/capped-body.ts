/**
 * An answer's body read up to a cap, never wholly into memory first: a service (or anything
 * answering at its address) that sends a body without end, or one that unpacks to gigabytes,
 * would otherwise take the app down with it. The cap counts decoded bytes, after fetch has undone
 * any compression.
 */
export type CappedText = { ok: true; text: string } | { ok: false; limitBytes: number };

/** 64 MiB: far above the largest answer the app asks for (a 5,000-waypoint route forecast). */
export const defaultMaxBodyBytes = 64 * 1024 * 1024;

/**
 * `afterChunk` runs after each piece is read, before the next is asked: a link budget waits there
 * (link-budget.ts), which leaves the stream full and the socket unread meanwhile.
 */
export async function readTextCapped(response: Response, limitBytes: number, afterChunk?: () => Promise<void>): Promise<CappedText> {
  const bytes = await readBytesCapped(response, limitBytes, afterChunk);
  // TextDecoder drops a UTF-8 byte-order mark as response.text() does.
  return bytes.ok ? { ok: true, text: new TextDecoder().decode(bytes.bytes) } : bytes;
}

export type CappedBytes = { ok: true; bytes: Uint8Array } | { ok: false; limitBytes: number };

export async function readBytesCapped(response: Response, limitBytes: number, afterChunk: () => Promise<void> = () => Promise.resolve()): Promise<CappedBytes> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limitBytes) {
    await response.body?.cancel();
    return { ok: false, limitBytes };
  }
  if (response.body === null) return { ok: true, bytes: new Uint8Array() };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    await afterChunk();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limitBytes) {
      await reader.cancel();
      return { ok: false, limitBytes };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** "64 MB" or "2,000 bytes", for the messages that name the cap. */
export function sizeText(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return mebibytes >= 1 ? `${Math.round(mebibytes)} MB` : `${bytes.toLocaleString('en-GB')} bytes`;
}
