import type { Migration } from '../../migrate';

export const createSettings: Migration = {
  version: 10,
  name: '0010-create-settings',
  up(db) {
    // One row per key, the value as JSON: settings grow without a migration each, and the
    // typed accessor (settings-table.ts) validates every value on the way in and out.
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY NOT NULL,
        value_json TEXT NOT NULL,
        updated_at_ms INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
