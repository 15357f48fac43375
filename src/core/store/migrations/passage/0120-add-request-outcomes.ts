import type { Migration } from '../../migrate';

export const addRequestOutcomes: Migration = {
  version: 120,
  name: '0120-add-request-outcomes',
  up(db) {
    // Issue 21: a request cut off by a lost link was written with its estimated credits and
    // counted as spent, though the service may never have charged it. Each row now says how the
    // request ended: answered (charged as the service said, else as estimated), refused (an error
    // status: nothing charged unless the answer says so), unreached (nothing left the machine),
    // cut_off (no whole answer: whether it was charged is unknown, at most its estimate) or cached.
    // Rows written before are read back from what they hold (101: the transit mixer's WebSocket opened).
    db.exec(`
      ALTER TABLE credit_ledger ADD COLUMN outcome TEXT NOT NULL DEFAULT 'answered'
        CHECK (outcome IN ('cached', 'answered', 'refused', 'unreached', 'cut_off'));
      UPDATE credit_ledger SET outcome = CASE
        WHEN cached = 1 THEN 'cached'
        WHEN status = 101 OR status BETWEEN 200 AND 299 THEN 'answered'
        WHEN status IS NOT NULL THEN 'refused'
        WHEN credits = 0 THEN 'unreached'
        ELSE 'cut_off' END;
    `);
    // The pack's side of the same: what its cut-off requests may have cost, said apart from what
    // was spent; and, on a slow or metered link, an item over the navigator's size waits for a yes.
    db.exec(`
      ALTER TABLE voyage_pack_requests ADD COLUMN credits_unknown REAL NOT NULL DEFAULT 0;
      ALTER TABLE voyage_pack_items ADD COLUMN size_check TEXT CHECK (size_check IS NULL OR size_check IN ('asking', 'approved'));
    `);
  },
};
