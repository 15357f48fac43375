import type { Migration } from '../../migrate';

export const createCreditLedger: Migration = {
  version: 40,
  name: '0040-create-credit-ledger',
  up(db) {
    // One row per request sent (and per answer served from the cache, at 0 credits). Totals are
    // always for a time range, hence the index on the time.
    db.exec(`
      CREATE TABLE credit_ledger (
        id INTEGER PRIMARY KEY,
        at_ms INTEGER NOT NULL,
        operation TEXT NOT NULL,
        credits REAL NOT NULL,
        cached INTEGER NOT NULL CHECK (cached IN (0, 1)),
        status INTEGER
      ) STRICT;
      CREATE INDEX credit_ledger_by_time ON credit_ledger (at_ms);
    `);
  },
};
