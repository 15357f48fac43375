import type { Migration } from '../../migrate';

export const addLedgerBytesReceived: Migration = {
  version: 60,
  name: '0060-add-ledger-bytes-received',
  up(db) {
    // Bytes received on the wire per request (headers and the body as sent, compressed): at sea a
    // byte costs as much as a credit. NULL for rows written before, for answers served from the
    // cache and for requests that got no answer.
    db.exec(`ALTER TABLE credit_ledger ADD COLUMN bytes_received INTEGER CHECK (bytes_received IS NULL OR bytes_received >= 0);`);
  },
};
