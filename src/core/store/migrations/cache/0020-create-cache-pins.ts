import type { Migration } from '../../migrate';

export const createCachePins: Migration = {
  version: 20,
  name: '0020-create-cache-pins',
  up(db) {
    // A pin names a cache key, not an entry: it holds across a refetch that replaces the entry,
    // and may name an answer not fetched yet (an offline pack in progress).
    db.exec(`
      CREATE TABLE cache_pins (
        voyage_id TEXT NOT NULL,
        cache_key TEXT NOT NULL,
        PRIMARY KEY (voyage_id, cache_key)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX cache_pins_by_key ON cache_pins (cache_key);
    `);
  },
};
