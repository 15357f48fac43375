import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditTotals } from '../../credit-ledger-table';
import { openDatabase, sql } from '../../database';
import { passageMigrations } from './index';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0120-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('0120-add-request-outcomes', () => {
  it('reads how each request written before ended from what its row holds, so old cut-off requests stop counting as spent', () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 120), durability: 'full' });
    const at = Date.UTC(2026, 10, 22, 6);
    const row = (credits: number, cached: number, status: number | null) =>
      before.run(sql`INSERT INTO credit_ledger (at_ms, operation, credits, cached, status) VALUES (${at}, 'storms', ${credits}, ${cached}, ${status})`);
    row(1, 0, 200);
    row(0, 1, null);
    row(1, 0, 503);
    row(0, 0, null);
    // Written by the old client with its estimate: the link cut it off.
    row(1, 0, null);
    // The transit mixer's WebSocket, opened (101) and closed by the mixer: an answered plan.
    row(1, 0, 101);
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    expect(after.all<{ outcome: string }>(sql`SELECT outcome FROM credit_ledger ORDER BY id`).map((each) => each.outcome)).toEqual(['answered', 'cached', 'refused', 'unreached', 'cut_off', 'answered']);
    const totals = creditTotals(after, at + 1);
    expect(totals.todayCredits).toBe(2);
    expect(totals.todayUnknown).toEqual({ requests: 1, credits: 1 });
    expect(() => after.run(sql`UPDATE credit_ledger SET outcome = 'lost' WHERE id = 1`)).toThrow(/CHECK/);
    after.close();
  });
});
