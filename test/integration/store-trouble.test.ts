import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/core/store/open-store';
import { StoreUnavailableError } from '../../src/core/store/open-trouble';
import { createVoyage, listVoyages } from '../../src/core/store/voyages-table';

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
