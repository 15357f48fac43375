import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { refuse } from './route-file-error';
import { defaultRouteFileLimits, megabytes } from './route-file-limits';
import { countWords } from '../../shared/format/count-words';

/**
 * RTZP, the zipped RTZ package: one RTZ file and its attachments (pictures, documents). The
 * route is read; the attachments are listed, never opened. fflate (8 kB, no dependencies, MIT)
 * unzips: its streaming reader is fed a slice at a time and hands each slice's output to a
 * counter, so a zip bomb is stopped at the limit instead of filling memory first (a deflate
 * slice grows at most 1032 times, so 16 kB slices hold any output to about 16 MB). Limits, like
 * the XML ones: the package's size, its number of entries, the RTZ's size out of the zip, its
 * ratio of unzipped to zipped bytes, and the sizes the attachments declare.
 */
export interface RtzpLimits {
  maxPackageBytes: number;
  maxEntries: number;
  /** the RTZ file out of the zip: the same cap as an RTZ file on its own */
  maxRtzBytes: number;
  maxRatio: number;
  /** the unzipped sizes the package's entries declare, all together */
  maxDeclaredBytes: number;
}

export const defaultRtzpLimits: RtzpLimits = {
  maxPackageBytes: 20 * 1024 * 1024,
  maxEntries: 200,
  maxRtzBytes: defaultRouteFileLimits.maxBytes,
  // Passage's own RTZ zips about 12:1; XML of a long route with a repeated schedule about 40:1.
  maxRatio: 200,
  maxDeclaredBytes: 200 * 1024 * 1024,
};

const SLICE_BYTES = 16 * 1024;

export interface RtzpContents {
  rtzName: string;
  rtzText: string;
  attachments: Array<{ name: string; bytes: number }>;
}


export function readRtzp(bytes: Uint8Array, fileName: string, limits: RtzpLimits = defaultRtzpLimits): RtzpContents {
  if (bytes.length > limits.maxPackageBytes) throw refuse(fileName, `the package is ${megabytes(bytes.length)}; an RTZP may be at most ${megabytes(limits.maxPackageBytes)}`);
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw refuse(fileName, 'it is not a zip archive, which an RTZP package is');
  const entries: UnzipFile[] = [];
  const rtzChunks: Uint8Array[] = [];
  let rtzBytes = 0;
  let rtzDone = false;
  let declaredBytes = 0;
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return;
    entries.push(file);
    if (entries.length > limits.maxEntries) throw refuse(fileName, `the package has more than ${limits.maxEntries} files; an RTZP holds one route and its attachments`);
    declaredBytes += file.originalSize ?? 0;
    if (declaredBytes > limits.maxDeclaredBytes) throw refuse(fileName, `its files would unzip to more than ${megabytes(limits.maxDeclaredBytes)}`);
    if (!/\.rtz$/i.test(file.name) || entries.filter((entry) => /\.rtz$/i.test(entry.name)).length > 1) return;
    file.ondata = (error, chunk, final) => {
      if (error) throw refuse(fileName, `${file.name} in the package cannot be unzipped (${error.message})`);
      rtzBytes += chunk.length;
      if (file.size !== undefined && file.size > 0 && rtzBytes > 1024 * 1024 && rtzBytes / file.size > limits.maxRatio) {
        throw refuse(fileName, `${file.name} unzips to more than ${limits.maxRatio} times its zipped size, which no route file does (a zip bomb)`);
      }
      if (rtzBytes > limits.maxRtzBytes) throw refuse(fileName, `${file.name} unzips to more than ${megabytes(limits.maxRtzBytes)}; a route file may be at most that`);
      rtzChunks.push(chunk);
      if (final) rtzDone = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
      unzip.push(bytes.subarray(offset, offset + SLICE_BYTES), offset + SLICE_BYTES >= bytes.length);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'RouteFileError') throw error;
    throw refuse(fileName, `the zip archive is damaged or uses a form Passage cannot read (${error instanceof Error ? error.message : String(error)})`);
  }
  const rtzEntries = entries.filter((entry) => /\.rtz$/i.test(entry.name));
  if (rtzEntries.length === 0) throw refuse(fileName, `the package holds no .rtz file (it holds ${countWords(entries.length, 'file')})`);
  if (rtzEntries.length > 1) {
    throw refuse(fileName, `the package holds ${rtzEntries.length} .rtz files (${rtzEntries.map((entry) => entry.name).slice(0, 4).join(', ')}); an RTZP holds one route`);
  }
  const rtz = rtzEntries[0] as UnzipFile;
  if (!rtzDone) throw refuse(fileName, `${rtz.name} in the package ends early: the zip archive is cut short`);
  const joined = new Uint8Array(rtzBytes);
  let at = 0;
  for (const chunk of rtzChunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return {
    rtzName: rtz.name,
    rtzText: new TextDecoder('utf-8').decode(joined),
    attachments: entries.filter((entry) => entry !== rtz).map((entry) => ({ name: entry.name.slice(0, 300), bytes: entry.originalSize ?? 0 })),
  };
}
