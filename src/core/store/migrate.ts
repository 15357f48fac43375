import type Database from 'better-sqlite3';

/**
 * One migration a file, `NNNN-verb-noun.ts`, numbered in steps of 10 so a fix can slot in
 * between. All pending migrations run in one transaction together with `user_version`, so a
 * database is never left half-migrated.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database.Database): void;
}

export class DatabaseFromFutureError extends Error {
  readonly code = 'database_from_future';
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `${path} was written by a newer version of Passage (schema ${fileVersion}; this version knows up to ${knownVersion}). ` +
        'It was left untouched: update Passage to open it.',
    );
  }
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function refuseFutureSchema(db: Database.Database, path: string, migrations: readonly Migration[]): void {
  const latest = Math.max(0, ...migrations.map((migration) => migration.version));
  const current = schemaVersion(db);
  if (current > latest) throw new DatabaseFromFutureError(path, current, latest);
}

export function applyMigrations(
  db: Database.Database,
  path: string,
  migrations: readonly Migration[],
): { from: number; to: number; applied: string[] } {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  ordered.forEach((migration, index) => {
    const previous = ordered[index - 1];
    if (previous && previous.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}: ${previous.name}, ${migration.name}`);
    }
  });
  const latest = ordered.at(-1)?.version ?? 0;
  const current = schemaVersion(db);
  if (current > latest) throw new DatabaseFromFutureError(path, current, latest);
  const pending = ordered.filter((migration) => migration.version > current);
  if (pending.length === 0) return { from: current, to: current, applied: [] };
  db.transaction(() => {
    for (const migration of pending) migration.up(db);
    // PRAGMA cannot be bound; the value is an integer from our own table, not user input.
    db.pragma(`user_version = ${Math.trunc(latest)}`);
  })();
  return { from: current, to: latest, applied: pending.map((migration) => migration.name) };
}
