import fs from 'node:fs';
import path from 'node:path';
import { StoreUnavailableError } from './store/open-trouble';
import { usableDataFolder } from './store/owner-only-files';

/**
 * One Passage per data folder. Two processes writing the same passage.db would each believe its
 * own view of the voyages; the second is refused at start instead. The lock is a file holding the
 * owner's process id; a lock left by a process that no longer runs (a crash, a power cut) is
 * taken over.
 */
export const lockFileName = 'passage.lock';

export interface DataFolderLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAtUtc: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof value.pid === 'number' ? { pid: value.pid, host: String(value.host), startedAtUtc: String(value.startedAtUtc) } : null;
  } catch {
    return null;
  }
}

/** Whether a process of this id runs on this machine (any user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function lockDataFolder(dataFolder: string, host: string): DataFolderLock {
  usableDataFolder(dataFolder);
  const file = path.join(dataFolder, lockFileName);
  const owner: LockOwner = { pid: process.pid, host, startedAtUtc: new Date().toISOString() };
  if (!tryCreate(file, owner)) {
    const holder = readOwner(file);
    if (holder !== null && isRunning(holder.pid)) {
      throw new StoreUnavailableError(
        file,
        'in-use',
        `Passage did not start: another Passage (${holder.host}, process ${holder.pid}, started ${holder.startedAtUtc}) already uses the data folder ${dataFolder}. Use that one, or close it and start again (${file} says who holds the folder).`,
      );
    }
    // Stale: its owner is gone. Taken over once; a racing second start loses the create below.
    fs.rmSync(file, { force: true });
    if (!tryCreate(file, owner)) {
      throw new StoreUnavailableError(file, 'in-use', `Passage did not start: another Passage started on the data folder ${dataFolder} at the same moment. Use that one, or close it and start again.`);
    }
  }
  return {
    release() {
      if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
