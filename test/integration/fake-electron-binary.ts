import fs from 'node:fs';

/**
 * The Electron binary cannot be had on this machine (docs/platform-facts.md), so fuses are flipped on a file
 * laid out as Electron lays its fuse wire out: the sentinel, the wire's version and length, then
 * one byte per fuse ('0' off, '1' on). @electron/fuses finds and rewrites it the same way.
 */
export const fuseWireLength = 9;
// @electron/fuses 2.1.3 declares SENTINEL in its types but does not export it at run time.
export const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/** Writes the stand-in at `file`; `initial` is one '0' or '1' per fuse. */
export function writeFakeElectronBinary(file: string, initial: string): string {
  const padding = Buffer.alloc(64 * 1024, 0x90);
  fs.writeFileSync(file, Buffer.concat([padding, Buffer.from(fuseSentinel), Buffer.from([1, fuseWireLength]), Buffer.from(initial), padding]), { mode: 0o755 });
  return file;
}
