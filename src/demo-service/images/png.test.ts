import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './png';

describe('png encoder', () => {
  it('writes a valid PNG whose pixels read back', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    const rgba = new Uint8Array(2 * 2 * 4).map((_, index) => index * 10);
    const png = encodePng(2, 2, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw.subarray(1, 9)]).toEqual([...rgba.subarray(0, 8)]);
    expect(png.readUInt32BE(41 + idatLength)).toBe(crc32(png.subarray(37, 41 + idatLength)));
  });
});
