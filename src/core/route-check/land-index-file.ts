/**
 * The coast index as one binary file: how the process that builds it (land-index-process.ts)
 * hands it to the app. Read straight into shared memory, so the app holds the arrays once (and
 * weather routing's worker reads the same memory) without parsing anything on its own heap.
 *
 * Layout, little-endian: a header of 8 Int32 (magic, format, segment count, then the length in
 * elements of segments, cellStart, cellItems, cornerLand, and 0), then each array in that order,
 * each starting at a multiple of 8 bytes.
 */
import fs from 'node:fs';
import type { CoastIndex } from './coast-index';

const MAGIC = 0x4c_47_53_50; // "PSGL"
const FORMAT = 1;
const HEADER_BYTES = 32;

const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;

function layout(lengths: readonly [number, number, number, number]) {
  const sizes = [lengths[0] * 8, lengths[1] * 4, lengths[2] * 4, lengths[3]];
  const offsets: number[] = [];
  let at = HEADER_BYTES;
  for (const size of sizes) {
    offsets.push(at);
    at += align8(size);
  }
  return { sizes, offsets, total: at };
}

export function writeLandIndexFile(file: string, index: CoastIndex): void {
  const lengths = [index.segments.length, index.cellStart.length, index.cellItems.length, index.cornerLand.length] as const;
  const { offsets, total } = layout(lengths);
  const header = new Int32Array([MAGIC, FORMAT, index.segmentCount, ...lengths, 0]);
  const descriptor = fs.openSync(file, 'w');
  try {
    const write = (view: ArrayBufferView, at: number) => {
      const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      for (let done = 0; done < bytes.length; ) done += fs.writeSync(descriptor, bytes, done, bytes.length - done, at + done);
    };
    write(header, 0);
    [index.segments, index.cellStart, index.cellItems, index.cornerLand].forEach((array, i) => write(array, offsets[i]!));
    fs.ftruncateSync(descriptor, total);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** The index in SharedArrayBuffers; a file of another format or cut short is refused. */
export function readLandIndexFile(file: string): CoastIndex {
  const descriptor = fs.openSync(file, 'r');
  try {
    const read = (into: Uint8Array, at: number) => {
      for (let done = 0; done < into.length; ) {
        const got = fs.readSync(descriptor, into, done, into.length - done, at + done);
        if (got === 0) throw new Error(`the land index file ${file} ends early`);
        done += got;
      }
    };
    const header = new Int32Array(HEADER_BYTES / 4);
    read(new Uint8Array(header.buffer), 0);
    if (header[0] !== MAGIC || header[1] !== FORMAT) throw new Error(`${file} is not a land index of format ${FORMAT}`);
    const lengths = [header[3]!, header[4]!, header[5]!, header[6]!] as const;
    const { sizes, offsets } = layout(lengths);
    const buffers = sizes.map((size, i) => {
      const buffer = new SharedArrayBuffer(size);
      read(new Uint8Array(buffer), offsets[i]!);
      return buffer;
    });
    return {
      segmentCount: header[2]!,
      segments: new Float64Array(buffers[0]!),
      cellStart: new Int32Array(buffers[1]!),
      cellItems: new Int32Array(buffers[2]!),
      cornerLand: new Uint8Array(buffers[3]!),
    };
  } finally {
    fs.closeSync(descriptor);
  }
}
