import fs from 'node:fs';
import { folderTrouble } from './open-trouble';

/**
 * The data folder holds the navigator's voyages, the service's answers and, after "store anyway",
 * the key: readable by this user alone. The folder is 0700 and every file Passage writes in it
 * 0600, whatever the umask (0755 and 0644 by default, readable by every account on a shared
 * bridge PC). Windows has no such modes: its per-user profile folder already keeps others out.
 */
const posix = process.platform !== 'win32';

function tighten(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    // A folder the user pointed us at but does not own keeps its modes; the store says the rest.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Creates the folder (and its parents) if needed and makes it this user's alone. */
export function ownerOnlyFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (posix) tighten(folder, 0o700);
}

/**
 * The data folder, made if needed and made this user's alone, checked before anything in it is
 * touched: one this user cannot enter, list or write is refused by name (folderTrouble), never
 * worked around, since a store opened half-way there would fail later with no word of why.
 */
export function usableDataFolder(folder: string): void {
  try {
    ownerOnlyFolder(folder);
    fs.accessSync(folder, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw folderTrouble(folder, error);
  }
}

/** Makes an existing file this user's alone; creates it empty first when `create` and missing. */
export function ownerOnlyFile(file: string, options: { create?: boolean } = {}): void {
  if (options.create && !fs.existsSync(file)) fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  if (posix && fs.existsSync(file)) tighten(file, 0o600);
}
