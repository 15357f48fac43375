import fs from 'node:fs';
import Database from 'better-sqlite3';
import { sql, type SqlQuery, type SqlValue } from './sql';
import { applyMigrations, refuseFutureSchema, type Migration } from './migrate';
import { ownerOnlyFile } from './owner-only-files';
export { DatabaseFromFutureError } from './migrate';

/**
 * Read-only and writable handles are distinct types (Signal Desktop's habit): a function that
 * only needs to read says so in its signature, and cannot write by mistake.
 */
export interface ReadableDatabase {
  readonly path: string;
  get<Row>(query: SqlQuery): Row | undefined;
  all<Row>(query: SqlQuery): Row[];
}
export interface WritableDatabase extends ReadableDatabase {
  run(query: SqlQuery): { changes: number; lastInsertRowid: number | bigint };
  transaction<T>(work: () => T): T;
  close(): void;
  /** The raw handle, for the migration runner, backups and pragmas only. */
  readonly raw: Database.Database;
}

export type Durability = 'full' | 'normal';

export interface OpenOptions {
  path: string;
  migrations: readonly Migration[];
  /** FULL for what the user made; NORMAL for what the service sent and can send again. */
  durability: Durability;
  /**
   * SQLite's page cache for this connection, in KiB (better-sqlite3 builds SQLite with 16 MiB).
   * Each connection keeps what it read up to this size, for as long as the app runs.
   */
  pageCacheKib?: number;
}

export function openDatabase(options: OpenOptions): WritableDatabase {
  // Made before SQLite creates it with the umask's modes; its -wal and -shm take the same modes.
  ownerOnlyFile(options.path, { create: true });
  const db = new Database(options.path);
  try {
    // Before anything that writes (journal_mode rewrites the header): a newer Passage's file is
    // refused untouched, so going back to it later loses nothing.
    refuseFutureSchema(db, options.path, options.migrations);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Negative: a size in KiB rather than in pages.
    if (options.pageCacheKib !== undefined) db.pragma(`cache_size = ${-Math.round(options.pageCacheKib)}`);
    applyMigrations(db, options.path, options.migrations);
    // Files from versions that did not restrict them.
    for (const suffix of ['-wal', '-shm']) ownerOnlyFile(`${options.path}${suffix}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return wrap(db, options.path);
}

function statement(db: Database.Database, query: SqlQuery) {
  return db.prepare<SqlValue[]>(query.text);
}

function wrap(db: Database.Database, path: string): WritableDatabase {
  return {
    path,
    raw: db,
    get<Row>(query: SqlQuery) {
      return statement(db, query).get(...query.params) as Row | undefined;
    },
    all<Row>(query: SqlQuery) {
      return statement(db, query).all(...query.params) as Row[];
    },
    run(query: SqlQuery) {
      const info = statement(db, query).run(...query.params);
      return { changes: info.changes, lastInsertRowid: info.lastInsertRowid };
    },
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
    close() {
      if (db.open) db.close();
    },
  };
}

export function fileExists(path: string): boolean {
  return fs.existsSync(path);
}

export { sql };
