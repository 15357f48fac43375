import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunning } from '../data-folder-lock';
import type { CoastIndex } from './coast-index';
import { readLandIndexFile } from './land-index-file';
import { naturalEarthLandFiles } from './natural-earth-land';

/** The started process, as far as the app needs it: Electron passes its utility process here. */
export interface LandIndexChild {
  readonly pid: number | undefined;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export type LandIndexChildLauncher = (entryFile: string, args: string[]) => LandIndexChild;

/**
 * The process's entry: beside this module in the source tree (Node strips its types), or built
 * next to the main bundle as land-index-process.js (electron.vite.config.ts).
 */
function entryFile(): string {
  for (const name of ['./land-index-process.js', './land-index-process.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`the land index process's entry is missing beside ${fileURLToPath(import.meta.url)}`);
}

/**
 * The child's Node flags, none of the parent's: a host's loaders and probes (tsx, a benchmark's)
 * have nothing to do in it, and Node reads the entry's TypeScript itself. A small young generation
 * and V8's memory-saving mode halve the build's peak (334 to 151 MB RSS, 2.2 to 2.7 s, one run each
 * on a loaded machine): it runs beside the app, on the bridge PC's memory too.
 */
export const landIndexProcessNodeFlags = ['--max-semi-space-size=2', '--optimize-for-size'];

/** A Node child on the app's Node. It is ended with the app: a build nobody waits for only holds memory. */
export const nodeLandIndexLauncher: LandIndexChildLauncher = (entry, args) => {
  const child = fork(entry, args, { execArgv: landIndexProcessNodeFlags, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const endChild = (): void => {
    child.kill();
  };
  process.once('exit', endChild);
  child.once('exit', () => process.removeListener('exit', endChild));
  return {
    get pid() {
      return child.pid;
    },
    onExit: (listener) => child.on('exit', (code) => listener(code)),
    kill: () => {
      child.kill('SIGKILL');
    },
  };
};

export interface LandIndexInChildSettings {
  launch?: LandIndexChildLauncher;
  /** A build longer than this is given up (and tried again by the next check). */
  timeoutMs?: number;
  /**
   * A folder where the built index is kept for the next start, named by what it was built from
   * (`landIndexBuildKey`): a start after the first reads it (about 20 MB, some milliseconds) instead
   * of building it again. None: built at every start.
   */
  keepIn?: string;
}

/**
 * What the index is built from, as a short hash: the land file, the TopoJSON reader, and the code
 * that builds and writes it (the process's entry and every module it imports by a relative path,
 * read as they are on disk: the sources, or the build's chunks). Any change to one of them names
 * another file, so a kept index is never one built by other code or from other land.
 */
export function landIndexBuildKey(entry: string = entryFile()): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    hash.update(`${path.basename(file)}\0${text}\0`);
    for (const [, specifier] of text.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const base = path.resolve(path.dirname(file), specifier!);
      const found = [base, `${base}.ts`, `${base}.js`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (found !== undefined) visit(found);
    }
  };
  visit(entry);
  const { land, topojsonReader } = naturalEarthLandFiles();
  for (const file of [land, topojsonReader]) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const keptPrefix = 'land-index-';

/** The kept index, if there is one of this key and it reads whole; a file that does not is removed. */
function readKept(file: string): CoastIndex | null {
  if (!fs.existsSync(file)) return null;
  try {
    return readLandIndexFile(file);
  } catch {
    fs.rmSync(file, { force: true });
    return null;
  }
}

/**
 * Keeps a built index under its key, whole or not at all (copied beside it, then renamed: another
 * app building the same index at the same moment writes the same bytes), and removes the indexes
 * of other keys (an earlier version's) and copies left by an app that ended mid-copy.
 */
function keep(built: string, folder: string, key: string): void {
  fs.mkdirSync(folder, { recursive: true });
  const kept = path.join(folder, `${keptPrefix}${key}.bin`);
  const copying = `${kept}.${process.pid}.part`;
  fs.copyFileSync(built, copying);
  fs.renameSync(copying, kept);
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(keptPrefix) || name === path.basename(kept)) continue;
    const copier = /\.(\d+)\.part$/.exec(name)?.[1];
    if (copier !== undefined && isRunning(Number(copier))) continue;
    fs.rmSync(path.join(folder, name), { force: true });
  }
}

const folderPrefix = 'passage-land-index-';

/**
 * Removes the build folders of apps that ended without removing theirs (killed mid-build: the
 * `exit` listener below never ran), each holding up to 20 MB: the test suite's killed hosts had
 * left 49 in one machine's temporary folder. A folder is named with its app's process id and
 * left alone while a process of that id runs.
 */
export function removeFoldersOfEndedApps(temporaryFolder: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(temporaryFolder);
  } catch {
    return; // nothing to tidy where nothing can be read
  }
  for (const name of names) {
    const pid = name.startsWith(folderPrefix) ? Number(/^(\d+)-/.exec(name.slice(folderPrefix.length))?.[1]) : Number.NaN;
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    fs.rmSync(path.join(temporaryFolder, name), { recursive: true, force: true });
  }
}

/**
 * Builds the coast index in a process of its own and reads the file it writes into shared memory:
 * the app's process holds the index's 19 MB and none of the heap its build filled (0.4 s on a
 * quiet machine, several seconds on a loaded one, off the app's event loop either way). With
 * `keepIn`, an index kept there by an earlier start of the same code and land is read instead.
 */
export async function buildLandIndexInChild(settings: LandIndexInChildSettings = {}): Promise<CoastIndex> {
  const keeping = settings.keepIn === undefined ? null : { folder: settings.keepIn, key: landIndexBuildKey() };
  if (keeping !== null) {
    const kept = readKept(path.join(keeping.folder, `${keptPrefix}${keeping.key}.bin`));
    if (kept !== null) return kept;
  }
  const launch = settings.launch ?? nodeLandIndexLauncher;
  removeFoldersOfEndedApps(os.tmpdir());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${folderPrefix}${process.pid}-`));
  const file = path.join(folder, 'land-index.bin');
  // An app that quits mid-build leaves no 20 MB file behind either.
  const removeFolder = (): void => fs.rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);
  try {
    const child = launch(entryFile(), [file]);
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`the route check's land reader did not finish within ${(settings.timeoutMs ?? 120_000) / 1000} s`));
      }, settings.timeoutMs ?? 120_000);
      child.onExit((exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code !== 0) throw new Error(`the route check's land reader stopped unexpectedly (exit code ${code})`);
    const index = readLandIndexFile(file);
    if (keeping !== null) {
      try {
        keep(file, keeping.folder, keeping.key);
      } catch {
        /* not kept (a full disk, a folder not writable): built again at the next start, nothing worse */
      }
    }
    return index;
  } finally {
    process.removeListener('exit', removeFolder);
    removeFolder();
  }
}
