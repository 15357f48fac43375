import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesReceivedTotals } from './bytes-received-totals';
import { recordCreditUse } from './credit-ledger-table';
import type { WritableDatabase } from './database';
import { openPassageDb } from './passage-db';

let folder: string;
let db: WritableDatabase;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bytes-'));
  db = openPassageDb(folder);
});
afterEach(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const now = Date.UTC(2026, 10, 22, 0, 30);
const use = (operation: string, bytesReceived: number | null, atMs: number, cached = false) =>
  recordCreditUse(db, { operation, credits: 1, atMs, cached, status: cached ? null : 200, bytesReceived });

describe('bytes received, from the credit ledger', () => {
  it('this month (UTC) and all time, by operation, most first; the cache and requests that brought nothing count none', () => {
    use('shippingRoute', 130_000, Date.UTC(2026, 10, 21, 23, 59));
    use('shippingRoute', 120_000, Date.UTC(2026, 9, 31, 23, 59)); // last month
    use('storms', 2_048, Date.UTC(2026, 10, 1, 0, 0)); // the month's first minute
    use('storms', 9_999, Date.UTC(2026, 10, 22, 0, 10), true); // from the cache: nothing on the link
    use('storms', null, Date.UTC(2026, 10, 22, 0, 12)); // no answer came
    use('transitMixer', 3_000, Date.UTC(2026, 10, 22, 0, 20));
    expect(bytesReceivedTotals(db, now)).toEqual({
      monthBytes: 135_048,
      allTimeBytes: 255_048,
      byOperation: [
        { operation: 'shippingRoute', monthBytes: 130_000, allTimeBytes: 250_000, answers: 2 },
        { operation: 'transitMixer', monthBytes: 3_000, allTimeBytes: 3_000, answers: 1 },
        { operation: 'storms', monthBytes: 2_048, allTimeBytes: 2_048, answers: 1 },
      ],
    });
  });

  it('says nothing was received on an empty ledger, and sums 100,000 entries exactly', () => {
    expect(bytesReceivedTotals(db, now)).toEqual({ monthBytes: 0, allTimeBytes: 0, byOperation: [] });
    // Written with one prepared statement: recordCreditUse, tested above, prepares one a row.
    const insert = db.raw.prepare('INSERT INTO credit_ledger (at_ms, operation, credits, cached, status, bytes_received) VALUES (?, ?, 1, 0, 200, ?)');
    db.raw.transaction(() => {
      for (let index = 0; index < 100_000; index += 1) insert.run(now - index * 60_000, index % 2 === 0 ? 'shippingRoute' : 'weatherForecast', 1_000 + (index % 7));
    })();
    const totals = bytesReceivedTotals(db, now);
    // 100,000 minutes back reaches 69 days: about a third of them this month.
    const expected = Array.from({ length: 100_000 }, (_, index) => 1_000 + (index % 7)).reduce((sum, bytes) => sum + bytes, 0);
    expect(totals.allTimeBytes).toBe(expected);
    expect(totals.byOperation.map((row) => row.answers)).toEqual([50_000, 50_000]);
    const monthStart = Date.UTC(2026, 10, 1);
    const inMonth = Array.from({ length: 100_000 }, (_, index) => index).filter((index) => now - index * 60_000 >= monthStart);
    expect(totals.monthBytes).toBe(inMonth.reduce((sum, index) => sum + 1_000 + (index % 7), 0));
  });
});
