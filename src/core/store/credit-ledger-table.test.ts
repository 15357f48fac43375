import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditTotals, recordCreditUse } from './credit-ledger-table';
import type { WritableDatabase } from './database';
import { openPassageDb } from './passage-db';

let folder: string;
let db: WritableDatabase;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-ledger-'));
  db = openPassageDb(folder);
});
afterEach(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('credit ledger', () => {
  it('totals today and this month by UTC, and by operation', () => {
    const now = Date.UTC(2026, 10, 22, 0, 30);
    const use = (operation: string, credits: number, atMs: number, cached = false) =>
      recordCreditUse(db, { operation, credits, atMs, cached, status: cached ? null : 200 });
    use('marineTimeseriesRoute', 40, Date.UTC(2026, 10, 22, 0, 10));
    use('storms', 1, Date.UTC(2026, 10, 22, 0, 20));
    use('storms', 1, Date.UTC(2026, 10, 22, 0, 25), true);
    use('storms', 1, Date.UTC(2026, 10, 21, 23, 59)); // yesterday, same month
    use('portList', 1, Date.UTC(2026, 9, 31, 23, 59)); // last month
    expect(creditTotals(db, now)).toEqual({
      todayCredits: 41,
      todayRequests: 2,
      monthCredits: 42,
      monthRequests: 3,
      byOperation: [
        { operation: 'marineTimeseriesRoute', credits: 40, requests: 1, servedFromCache: 0 },
        { operation: 'storms', credits: 2, requests: 2, servedFromCache: 1 },
      ],
    });
  });
});
