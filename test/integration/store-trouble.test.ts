import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../src/core/store/open-store';
import { isDamage, StoreUnavailableError } from '../../src/core/store/open-trouble';
import { createVoyage, listVoyages } from '../../src/core/store/voyages-table';

/**
 * I/O errors cannot be had from a healthy disk on demand: SQLite is made to fail as a failing disk
 * makes it fail, with the error SQLite itself raises (SqliteError and its extended code), when the
 * file named by `sqliteFault` is opened (`times` times). Unarmed, every open goes to the real
 * better-sqlite3.
 */
const sqliteFault = vi.hoisted(() => ({ file: null as string | null, code: 'SQLITE_IOERR_READ', times: Infinity }));
vi.mock('better-sqlite3', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('better-sqlite3') }>()).default;
  class DiskThatFails extends real {
    constructor(...args: ConstructorParameters<typeof real>) {
      if (sqliteFault.file !== null && args[0] === sqliteFault.file && sqliteFault.times > 0) {
        sqliteFault.times -= 1;
        throw new real.SqliteError('disk I/O error', sqliteFault.code);
      }
      super(...args);
    }
  }
  return { default: DiskThatFails };
});

/**
 * Trouble is not damage (issue 27, point 3): a healthy passage.db that another process holds, or
 * that is read-only, refuses the start with a sentence naming the file and what to do, and stays
 * exactly where and as it was; nothing is moved to damaged/ and no empty database replaces it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
let folder: string;
let holder: ChildProcess | undefined;
let madeImmutable: string | undefined;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-trouble-'));
  const store = openStore(folder, Date.now, { automaticBackups: false });
  createVoyage(store.passageDb, {
    name: 'The navigator’s voyage',
    waypoints: [
      { id: 'a', name: 'A', lat: 1, lon: 1 },
      { id: 'b', name: 'B', lat: 2, lon: 2 },
    ],
    legs: [{ geometry: 'rhumb', speedKn: 10 }],
  }, { nowMs: Date.now() });
  store.close();
});
afterEach(() => {
  sqliteFault.file = null;
  sqliteFault.times = Infinity;
  holder?.kill();
  holder = undefined;
  if (madeImmutable !== undefined) spawnSync('chattr', ['-i', madeImmutable]);
  madeImmutable = undefined;
  fs.rmSync(folder, { recursive: true, force: true });
});

const passageFile = () => path.join(folder, 'passage.db');
const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function refusal(): StoreUnavailableError {
  try {
    openStore(folder, Date.now, { automaticBackups: false }).close();
  } catch (error) {
    if (error instanceof StoreUnavailableError) return error;
    throw error;
  }
  throw new Error('openStore started');
}

function expectLeftInPlace(before: string): void {
  expect(digest(passageFile())).toBe(before);
  expect(fs.existsSync(path.join(folder, 'damaged'))).toBe(false);
}

/** Another process holding passage.db with an exclusive lock, as a second Passage or a backup tool would. */
async function holdExclusively(file: string): Promise<ChildProcess> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(file)});
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

describe('start-up tells trouble from damage', () => {
  it('leaves a database locked by another process in place and says which file and what to do', async () => {
    const before = digest(passageFile());
    holder = await holdExclusively(passageFile());
    const error = refusal();
    expect(error.kind).toBe('in-use');
    expect(error.message).toContain(passageFile());
    expect(error.message).toMatch(/in use by another program.*Close that one.*left as it is/);
    expectLeftInPlace(before);

    holder.kill();
    await new Promise((resolve) => holder?.once('exit', resolve));
    const store = openStore(folder, Date.now, { automaticBackups: false });
    expect(store.recovery).toEqual([]);
    expect(listVoyages(store.passageDb).map((voyage) => voyage.name)).toEqual(['The navigator’s voyage']);
    store.close();
  });

  it('says at start that a read-only database is read-only, and changes nothing', () => {
    const before = digest(passageFile());
    if (process.getuid?.() === 0) {
      // root writes through file modes: the immutable attribute makes the file read-only even for it.
      expect(spawnSync('chattr', ['+i', passageFile()]).status).toBe(0);
      madeImmutable = passageFile();
    } else {
      fs.chmodSync(passageFile(), 0o444);
    }
    const error = refusal();
    expect(error.kind).toBe('read-only');
    expect(error.message).toContain(passageFile());
    expect(error.message).toMatch(/read-only.*Make .* writable/);
    expectLeftInPlace(before);
  });
});

/** The store started by another user (root tests as nobody; anyone else as themselves, with modes taken away). */
const asRoot = process.getuid?.() === 0;
const nobody = 65534;
interface Opened {
  started: boolean;
  refused?: boolean;
  kind?: string | null;
  file?: string | null;
  message?: string;
}

function openAsTheUser(): Opened {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'store-trouble-opener.ts'), folder], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, HOME: os.tmpdir() },
    ...(asRoot ? { uid: nobody, gid: nobody } : {}),
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('{')) throw new Error(`the opener said nothing readable (status ${run.status}):\n${run.stdout}${run.stderr}`);
  return JSON.parse(line) as Opened;
}

function chownTree(target: string, uid: number): void {
  fs.chownSync(target, uid, uid);
  if (fs.statSync(target).isDirectory()) for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid);
}

function expectNothingMoved(before: string): void {
  expect(digest(passageFile())).toBe(before);
  expect(fs.readdirSync(folder).sort()).toEqual(['cache.db', 'passage.db']);
}

/** After the user was given the permission back, the voyages are all there. */
function expectVoyagesThere(): void {
  const store = openStore(folder, Date.now, { automaticBackups: false });
  expect(store.recovery).toEqual([]);
  expect(listVoyages(store.passageDb).map((voyage) => voyage.name)).toEqual(['The navigator’s voyage']);
  store.close();
}

/**
 * The store opened by a user who may not use `target` (the folder, or a file in it): as root, by
 * nobody, with everything else in the folder made theirs and `target` left root's with
 * `rootMode`; as anyone else, by themselves with `target` at `userMode`. Everything is given back
 * (`ownMode`) before the verdict is judged.
 */
function openedWithout(target: string, modes: { rootMode: number; userMode: number; ownMode: number }): Opened {
  if (asRoot) {
    chownTree(folder, nobody);
    fs.chownSync(target, 0, 0);
    fs.chmodSync(target, modes.rootMode);
  } else fs.chmodSync(target, modes.userMode);
  try {
    return openAsTheUser();
  } finally {
    if (asRoot) chownTree(folder, 0);
    fs.chmodSync(target, modes.ownMode);
  }
}

describe('a data folder or database the user may not read or write is refused at start, named, and left alone', () => {
  it('a data folder the user may not enter: the folder is named, nothing in it moved', () => {
    const before = digest(passageFile());
    const opened = openedWithout(folder, { rootMode: 0o700, userMode: 0o000, ownMode: 0o700 });
    expect(opened).toMatchObject({ started: false, refused: true, kind: 'no-permission', file: folder });
    expect(opened.message).toMatch(new RegExp(`the data folder ${folder} could not be used because this user may not read and write it.*Nothing in it was moved or changed`));
    expectNothingMoved(before);
    expectVoyagesThere();
  });

  it('a data folder the user may read but not write: refused before SQLite would open the database read-only', () => {
    const before = digest(passageFile());
    const opened = openedWithout(folder, { rootMode: 0o755, userMode: 0o500, ownMode: 0o700 });
    expect(opened).toMatchObject({ started: false, refused: true, kind: 'no-permission', file: folder });
    expectNothingMoved(before);
    expectVoyagesThere();
  });

  it('a passage.db the user may not read, in a folder that is theirs: passage.db is named, nothing moved or replaced', () => {
    const before = digest(passageFile());
    const opened = openedWithout(passageFile(), { rootMode: 0o600, userMode: 0o000, ownMode: 0o600 });
    expect(opened).toMatchObject({ started: false, refused: true, kind: 'no-permission', file: passageFile() });
    expect(opened.message).toMatch(/this user may not read and write it\. Give your user read and write permission on .* The file was left as it is/);
    // The lock file the opener took is given back on the way out; nothing else appeared.
    expectNothingMoved(before);
    expectVoyagesThere();
  });
});

describe('an I/O error is trouble, a truncated file is damage', () => {
  it.each(['SQLITE_IOERR_SHORT_READ', 'SQLITE_IOERR_READ', 'SQLITE_IOERR'])('%s while opening passage.db refuses the start and moves nothing', (code) => {
    const before = digest(passageFile());
    sqliteFault.file = passageFile();
    sqliteFault.code = code;
    const error = refusal();
    expect(error.kind).toBe('disk');
    expect(error.file).toBe(passageFile());
    expect(error.message).toMatch(/the disk could not read or write it \(an I\/O error.*The file was left as it is \(disk I\/O error\)/);
    expectNothingMoved(before);
    sqliteFault.file = null;
    expectVoyagesThere();
  });

  it('the same fault reported as corruption is damage: so the simulation reaches the store, and only the code decides', () => {
    sqliteFault.file = passageFile();
    sqliteFault.code = 'SQLITE_CORRUPT';
    sqliteFault.times = 1;
    const store = openStore(folder, Date.now, { automaticBackups: false });
    store.close();
    expect(store.recovery.map((report) => report.action)).toEqual(['created-empty']);
    expect(fs.readdirSync(path.join(folder, 'damaged'))).toHaveLength(1);
  });

  it('SQLite calls a truncated database corrupt, never a short read: cut anywhere, it is damage', () => {
    const source = passageFile();
    const size = fs.statSync(source).size;
    const cuts = [50, 100, 1000, 4095, 4096, 4097, Math.floor(size / 2), size - 4096];
    const codes = cuts.map((cut) => {
      const copy = path.join(folder, `cut-${cut}.db`);
      fs.copyFileSync(source, copy);
      fs.truncateSync(copy, cut);
      try {
        const db = new Database(copy, { fileMustExist: true });
        try {
          const findings = (db.pragma('quick_check') as { quick_check: string }[]).filter((row) => row.quick_check !== 'ok');
          db.prepare('SELECT count(*) FROM voyages').get();
          return findings.length > 0 ? 'integrity check findings' : 'read whole';
        } finally {
          db.close();
        }
      } catch (error) {
        expect(isDamage(error), `cut at ${cut} bytes: ${String(error)}`).toBe(true);
        return (error as { code: string }).code;
      }
    });
    expect(new Set(codes)).toEqual(new Set(['SQLITE_CORRUPT']));
  });
});
