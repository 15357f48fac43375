import { describe, expect, it } from 'vitest';
import { readTextCapped } from './capped-body';

/** A body streamed in chunks with no Content-Length, as a chunked or compressed answer comes. */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled];
      pulled += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(stream);
}

describe('reading a body up to its cap', () => {
  it('stops reading a streamed body at the cap, without its length declared', async () => {
    const endless = Array.from({ length: 1_000 }, () => 'x'.repeat(1_000));
    expect(await readTextCapped(streamed(endless), 10_000)).toEqual({ ok: false, limitBytes: 10_000 });
  });

  it('refuses a declared length past the cap before reading', async () => {
    const response = new Response('x'.repeat(500), { headers: { 'content-length': '500' } });
    expect(await readTextCapped(response, 499)).toEqual({ ok: false, limitBytes: 499 });
  });

  it('reads what fits, multi-byte characters across chunks and the byte-order mark as text() does', async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"name":"Ålesund"}');
    const split = [bytes.slice(0, 14), bytes.slice(14)];
    let index = 0;
    const response = new Response(new ReadableStream<Uint8Array>({ pull: (c) => (index < split.length ? c.enqueue(split[index++] as Uint8Array) : c.close()) }));
    expect(await readTextCapped(response, 1_000)).toEqual({ ok: true, text: '{"name":"Ålesund"}' });
  });
});
