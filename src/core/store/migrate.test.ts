import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheDbPageCacheKib, openCacheDb } from './cache-db';
import { openDatabase, sql, DatabaseFromFutureError } from './database';
import type { Migration } from './migrate';
import { openPassageDb } from './passage-db';
import { passageMigrations } from './migrations/passage';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-migrate-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

function countingMigration(version: number, counter: { runs: number }): Migration {
  return {
    version,
    name: `${version}-create-t${version}`,
    up(db) {
      counter.runs += 1;
      db.exec(`CREATE TABLE t${version} (id INTEGER PRIMARY KEY)`);
    },
  };
}

describe('migration runner', () => {
  it('applies each migration once, however often the database is opened', () => {
    const counter = { runs: 0 };
    const migrations = [countingMigration(10, counter), countingMigration(20, counter)];
    const file = path.join(folder, 'a.db');
    openDatabase({ path: file, migrations, durability: 'full' }).close();
    openDatabase({ path: file, migrations, durability: 'full' }).close();
    const db = openDatabase({ path: file, migrations, durability: 'full' });
    expect(counter.runs).toBe(2);
    expect(db.raw.pragma('user_version', { simple: true })).toBe(20);
    db.close();
  });

  it('rolls back every pending migration when one fails, leaving the old version', () => {
    const file = path.join(folder, 'b.db');
    const counter = { runs: 0 };
    const broken: Migration = {
      version: 20,
      name: '0020-broken',
      up(db) {
        db.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('disk said no');
      },
    };
    expect(() => openDatabase({ path: file, migrations: [countingMigration(10, counter), broken], durability: 'full' })).toThrow(
      'disk said no',
    );
    const raw = new Database(file);
    expect(raw.pragma('user_version', { simple: true })).toBe(0);
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE name IN ('t10', 'half')").all()).toEqual([]);
    raw.close();
  });

  it('refuses a database from a newer version with a clear message and leaves it untouched', () => {
    const file = path.join(folder, 'passage.db');
    const raw = new Database(file);
    raw.pragma('user_version = 9990');
    raw.exec('CREATE TABLE future_table (x)');
    raw.close();
    const before = fs.readFileSync(file);
    let caught: unknown;
    try {
      openPassageDb(folder);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DatabaseFromFutureError);
    expect(String((caught as Error).message)).toMatch(/newer version of Passage \(schema 9990; this version knows up to \d+\)/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('opens passage.db in WAL mode with synchronous=FULL', () => {
    const db = openPassageDb(folder);
    expect(db.raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.raw.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.raw.pragma('user_version', { simple: true })).toBe(passageMigrations.at(-1)?.version);
    db.close();
  });

  it("keeps cache.db's page cache at 2 MiB (answers are read once), and still reads back an answer larger than it", () => {
    const db = openCacheDb(folder);
    expect(db.raw.pragma('cache_size', { simple: true })).toBe(-cacheDbPageCacheKib);
    db.raw.exec('CREATE TABLE big (body TEXT)');
    const body = 'x'.repeat(cacheDbPageCacheKib * 1024 * 3);
    db.run(sql`INSERT INTO big (body) VALUES (${body})`);
    expect(db.get<{ body: string }>(sql`SELECT body FROM big`)?.body).toBe(body);
    db.close();
  });
});

describe('sql tagged template', () => {
  it('binds every interpolated value, so quotes in data cannot change the query', () => {
    const db = openDatabase({ path: path.join(folder, 'c.db'), migrations: [], durability: 'normal' });
    db.raw.exec('CREATE TABLE notes (body TEXT)');
    const hostile = "x'); DROP TABLE notes; --";
    db.run(sql`INSERT INTO notes (body) VALUES (${hostile})`);
    expect(db.all<{ body: string }>(sql`SELECT body FROM notes`)).toEqual([{ body: hostile }]);
    db.close();
  });
});
