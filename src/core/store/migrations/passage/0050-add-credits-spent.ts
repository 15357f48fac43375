import type { Migration } from '../../migrate';

export const addCreditsSpent: Migration = {
  version: 50,
  name: '0050-add-credits-spent',
  up(db) {
    // What the service's answer says a request cost (`meta.credits`), beside `credits`, the
    // estimate from the spec's rules. NULL where the answer said nothing (a bare answer, no answer,
    // an entry written before this column).
    db.exec(`ALTER TABLE credit_ledger ADD COLUMN credits_spent REAL;`);
  },
};
