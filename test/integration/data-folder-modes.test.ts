import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../src/core/data-folder-lock';
import { openStore } from '../../src/core/store/open-store';
import { filesUnder } from '../e2e/canary-search';

/**
 * The data folder is the navigator's alone (issue 27, point 6): the folder and every folder in it
 * 0700, every file 0600, whatever the umask; folders and files left readable by older versions
 * are tightened at the next start.
 */
let parent: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-modes-'));
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

const mode = (target: string) => fs.statSync(target).mode & 0o777;

function modesUnder(folder: string): Record<string, string> {
  const entries = [folder, ...fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => path.join(folder, name))];
  return Object.fromEntries(entries.map((entry) => [path.relative(folder, entry) || '.', `${fs.statSync(entry).isDirectory() ? 'folder' : 'file'} ${mode(entry).toString(8)}`]));
}

describe.skipIf(process.platform === 'win32')('the data folder is readable by this user only', { meta: { skipReason: 'Windows has no POSIX file modes (its folders are guarded by ACLs)' } }, () => {
  it('a new folder is 0700 and every file in it 0600: databases, journals, backups, the lock', async () => {
    const folder = path.join(parent, 'Passage');
    const lock = lockDataFolder(folder, 'test');
    const store = openStore(folder, Date.now, { automaticBackups: false });
    await store.backupNow();
    const modes = modesUnder(folder);
    store.close();
    lock.release();
    expect(Object.keys(modes)).toEqual(expect.arrayContaining(['passage.db', 'passage.db-wal', 'passage.db-shm', 'cache.db', 'cache.db-wal', 'backups', 'passage.lock']));
    expect(Object.entries(modes).filter(([, kindAndMode]) => kindAndMode !== 'folder 700' && kindAndMode !== 'file 600')).toEqual([]);
  });

  it('tightens a folder and databases an older version left readable by everyone', () => {
    const folder = path.join(parent, 'Passage');
    openStore(folder, Date.now, { automaticBackups: false }).close();
    fs.chmodSync(folder, 0o755);
    for (const file of filesUnder(folder)) fs.chmodSync(file, 0o644);
    openStore(folder, Date.now, { automaticBackups: false }).close();
    expect(mode(folder).toString(8)).toBe('700');
    expect(filesUnder(folder).filter((file) => mode(file) !== 0o600)).toEqual([]);
  });
});
