import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedFetcher } from '../../src/core/store/cached-fetcher';
import { DatabaseFromFutureError } from '../../src/core/store/database';
import { openStore, type Store } from '../../src/core/store/open-store';
import { countCacheEntries } from '../../src/core/store/response-cache-table';
import { createVoyage, listVoyages } from '../../src/core/store/voyages-table';

let folder: string;
const backupAtMs = Date.UTC(2026, 10, 22, 6, 0);
const startAtMs = Date.UTC(2026, 10, 22, 9, 30);

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-recovery-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const passageFile = () => path.join(folder, 'passage.db');
const cacheFile = () => path.join(folder, 'cache.db');

function open(atMs = startAtMs): Store {
  return openStore(folder, () => atMs, { automaticBackups: false });
}

const voyage = (name: string) => ({
  name,
  waypoints: [
    { id: 'a', name: 'A', lat: 1, lon: 1 },
    { id: 'b', name: 'B', lat: 2, lon: 2 },
  ],
  legs: [{ geometry: 'rhumb' as const, speedKn: 10 }],
});

/** A store with one voyage in the 06:00 backup and a second written after it, then closed. */
async function storeWithBackup(): Promise<void> {
  const store = open(backupAtMs);
  createVoyage(store.passageDb, voyage('In the backup'), { nowMs: backupAtMs });
  await store.backupNow();
  createVoyage(store.passageDb, voyage('After the backup'), { nowMs: backupAtMs + 1000 });
  const fetcher = createCachedFetcher({
    cacheDb: store.cacheDb,
    now: () => backupAtMs,
    isOnline: () => true,
    fetchLive: async () => ({ body: { padding: 'y'.repeat(20_000) }, credits: 1 }),
  });
  for (let id = 0; id < 5; id += 1) await fetcher.fetch('portList', { id });
  store.close();
}

function expectRestoredFromBackup(store: Store, movedFile = 'passage.db'): void {
  expect(store.recovery).toHaveLength(1);
  const report = store.recovery[0];
  expect(report).toMatchObject({ database: 'passage.db', action: 'restored-from-backup', backupTakenAtMs: backupAtMs });
  expect(report?.message).toMatch(/^passage\.db was damaged \(.+\) and was restored from the backup of 2026-11-22 06:00Z; .*the damaged file is in .+damaged.passage\.db-2026-11-22T09-30-00\.000Z\.$/);
  expect(fs.existsSync(path.join(report?.movedTo ?? '', movedFile))).toBe(true);
  expect(listVoyages(store.passageDb).map((summary) => summary.name)).toEqual(['In the backup']);
}

function overwrite(file: string, offset: number, bytes: Buffer): void {
  const handle = fs.openSync(file, 'r+');
  fs.writeSync(handle, bytes, 0, bytes.length, offset);
  fs.closeSync(handle);
}

describe('openStore with damaged files', () => {
  it('starts cleanly and reports nothing when all is well', async () => {
    await storeWithBackup();
    const store = open();
    expect(store.recovery).toEqual([]);
    expect(listVoyages(store.passageDb)).toHaveLength(2);
    store.close();
  });

  it('restores a truncated passage.db from the latest backup', async () => {
    await storeWithBackup();
    fs.truncateSync(passageFile(), Math.floor(fs.statSync(passageFile()).size / 2));
    const store = open();
    expectRestoredFromBackup(store);
    store.close();
  });

  it('restores passage.db with random bytes written over its pages', async () => {
    await storeWithBackup();
    const raw = new Database(passageFile(), { readonly: true });
    const pageSize = raw.pragma('page_size', { simple: true }) as number;
    const { rootpage } = raw.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'voyages'").get() as { rootpage: number };
    raw.close();
    // The voyages table's page, from its header on: what a bad sector or a stray write would do.
    overwrite(passageFile(), (rootpage - 1) * pageSize, crypto.randomBytes(pageSize));
    const store = open();
    expectRestoredFromBackup(store);
    store.close();
  });

  it('restores a zero-length passage.db', async () => {
    await storeWithBackup();
    fs.truncateSync(passageFile(), 0);
    const store = open();
    expectRestoredFromBackup(store);
    expect(store.recovery[0]?.problem).toBe('the file was empty');
    store.close();
  });

  it('moves aside a stray -wal left without its passage.db rather than replaying it into a new file', async () => {
    await storeWithBackup();
    // A real journal with commits in it, as a crash leaves one, whose database was then deleted.
    const live = open();
    createVoyage(live.passageDb, voyage('Journal only'), { nowMs: 1 });
    const journal = fs.readFileSync(`${passageFile()}-wal`);
    live.close();
    fs.rmSync(passageFile());
    fs.writeFileSync(`${passageFile()}-wal`, journal);
    const store = open();
    expectRestoredFromBackup(store, 'passage.db-wal');
    expect(store.recovery[0]?.problem).toBe('its journal (-wal) was there without the database itself');
    store.close();
  });

  it('starts afresh without a notice from a zero-length file that a crash at creation left (no backup, no journal)', () => {
    fs.writeFileSync(passageFile(), '');
    fs.writeFileSync(cacheFile(), '');
    const store = open();
    expect(store.recovery).toEqual([]);
    expect(fs.existsSync(path.join(folder, 'damaged'))).toBe(false);
    store.close();
  });

  it('starts empty, and says so, when passage.db is damaged and there is no backup', () => {
    fs.writeFileSync(passageFile(), crypto.randomBytes(16_384));
    const store = open();
    expect(store.recovery).toEqual([
      expect.objectContaining({ database: 'passage.db', action: 'created-empty', backupTakenAtMs: null }),
    ]);
    expect(store.recovery[0]?.message).toMatch(/no usable backup was found, so Passage started with an empty one/);
    expect(listVoyages(store.passageDb)).toEqual([]);
    store.close();
  });

  it('rebuilds a damaged cache.db empty and leaves passage.db alone', async () => {
    await storeWithBackup();
    fs.truncateSync(cacheFile(), 5000);
    const store = open();
    expect(store.recovery).toEqual([expect.objectContaining({ database: 'cache.db', action: 'rebuilt-empty' })]);
    expect(store.recovery[0]?.message).toMatch(/^cache\.db was damaged \(.+\) and was rebuilt empty.*the damaged file is in /);
    expect(countCacheEntries(store.cacheDb)).toBe(0);
    expect(listVoyages(store.passageDb)).toHaveLength(2);
    store.close();
  });

  it('keeps the commits in a -wal left by a crash: that is not damage', () => {
    const live = open();
    createVoyage(live.passageDb, voyage('Only in the WAL'), { nowMs: 1 });
    // Copy the files while the database is open, as a crash would leave them.
    const crashed = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-crashed-'));
    for (const name of ['passage.db', 'passage.db-wal']) fs.copyFileSync(path.join(folder, name), path.join(crashed, name));
    live.close();
    expect(fs.statSync(path.join(crashed, 'passage.db-wal')).size).toBeGreaterThan(0);
    const store = openStore(crashed, () => startAtMs, { automaticBackups: false });
    expect(store.recovery).toEqual([]);
    expect(listVoyages(store.passageDb).map((summary) => summary.name)).toEqual(['Only in the WAL']);
    store.close();
    fs.rmSync(crashed, { recursive: true, force: true });
  });

  it('refuses a passage.db from a newer Passage and leaves it where it is', () => {
    const raw = new Database(passageFile());
    raw.pragma('user_version = 9990');
    raw.close();
    expect(() => open()).toThrow(DatabaseFromFutureError);
    expect(fs.existsSync(passageFile())).toBe(true);
    expect(fs.existsSync(path.join(folder, 'damaged'))).toBe(false);
  });

  it('keeps the last five backups', async () => {
    let clockMs = Date.UTC(2026, 10, 22, 0);
    const store = openStore(folder, () => clockMs, { automaticBackups: false });
    for (let hour = 0; hour < 8; hour += 1) {
      clockMs = Date.UTC(2026, 10, 22, hour);
      await store.backupNow();
    }
    const names = fs.readdirSync(path.join(folder, 'backups')).sort();
    expect(names).toEqual([3, 4, 5, 6, 7].map((hour) => `passage-2026-11-22T0${hour}-00-00.000Z.db`));
    store.close();
  });
});
