import type { Migration } from '../../migrate';

export const createResponseCache: Migration = {
  version: 10,
  name: '0010-create-response-cache',
  up(db) {
    // Bodies live in their own table: a hit updates last_used_at_ms, and SQLite rewrites a whole
    // row on update, so a 1 MB body in the same row would turn every read into a 1 MB write.
    db.exec(`
      CREATE TABLE cache_entries (
        id INTEGER PRIMARY KEY,
        cache_key TEXT NOT NULL UNIQUE,
        operation TEXT NOT NULL,
        query_json TEXT NOT NULL,
        body_kind TEXT NOT NULL CHECK (body_kind IN ('json', 'bytes')),
        size_bytes INTEGER NOT NULL,
        fetched_at_ms INTEGER NOT NULL,
        model_run_ms INTEGER,
        run_hours_json TEXT,
        credits REAL NOT NULL,
        last_used_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX cache_entries_by_last_used ON cache_entries (last_used_at_ms);
      CREATE TABLE cache_bodies (
        entry_id INTEGER PRIMARY KEY REFERENCES cache_entries (id) ON DELETE CASCADE,
        body_text TEXT,
        body_bytes BLOB,
        CHECK ((body_text IS NULL) <> (body_bytes IS NULL))
      ) STRICT;
    `);
  },
};
