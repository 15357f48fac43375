import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesReceivedBetween, creditTotals, lastChargeOf, recordCreditUse } from './credit-ledger-table';
import { sql } from './database';
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
      bytesPerCredit: null,
      bytesPerCreditByOperation: {},
      bytesPerLayerImage: null,
      todayCredits: 41,
      todayRequests: 2,
      todayUnknown: { requests: 0, credits: 0 },
      monthCredits: 42,
      monthRequests: 3,
      monthUnknown: { requests: 0, credits: 0 },
      byOperation: [
        { operation: 'marineTimeseriesRoute', credits: 40, requests: 1, servedFromCache: 0, refused: 0, unreached: 0, cutOff: { requests: 0, credits: 0 }, reported: null },
        { operation: 'storms', credits: 2, requests: 2, servedFromCache: 1, refused: 0, unreached: 0, cutOff: { requests: 0, credits: 0 }, reported: null },
      ],
    });
  });

  it('keeps what the service said a request cost beside the estimate, counts the spent, and says where they differ', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const at = Date.UTC(2026, 10, 22, 11);
    recordCreditUse(db, { operation: 'shippingRoute', credits: 40, creditsSpent: 36, atMs: at, cached: false, status: 200 });
    recordCreditUse(db, { operation: 'shippingRoute', credits: 40, creditsSpent: null, atMs: at, cached: false, status: 200 });
    recordCreditUse(db, { operation: 'storms', credits: 1, creditsSpent: 1, atMs: at, cached: false, status: 200 });
    const totals = creditTotals(db, now);
    // Spent where the service said it (36), the estimate where it did not (40).
    expect(totals.todayCredits).toBe(36 + 40 + 1);
    expect(totals.byOperation).toMatchObject([
      { operation: 'shippingRoute', credits: 76, requests: 2, servedFromCache: 0, reported: { requests: 1, spentCredits: 36, estimatedCredits: 40 } },
      { operation: 'storms', credits: 1, requests: 1, servedFromCache: 0, reported: { requests: 1, spentCredits: 1, estimatedCredits: 1 } },
    ]);
  });

  it('keeps the bytes received on the wire per request; none for the cache or for no answer', () => {
    const at = Date.UTC(2026, 10, 22, 6);
    recordCreditUse(db, { operation: 'shippingRoute', credits: 3600, atMs: at, cached: false, status: 200, bytesReceived: 131_072 });
    recordCreditUse(db, { operation: 'shippingRoute', credits: 0, atMs: at + 1, cached: true, status: null, bytesReceived: 999 });
    recordCreditUse(db, { operation: 'storms', credits: 1, atMs: at + 2, cached: false, status: null, bytesReceived: null });
    recordCreditUse(db, { operation: 'storms', credits: 1, atMs: at + 3, cached: false, status: 200, bytesReceived: 2_048 });
    const rows = db.all<{ bytes_received: number | null }>(sql`SELECT bytes_received FROM credit_ledger ORDER BY at_ms`);
    expect(rows.map((row) => row.bytes_received)).toEqual([131_072, null, null, 2_048]);
    expect(bytesReceivedBetween(db, at, at + 10)).toBe(133_120);
    // For the credit gate's expected size: only the requests that received bytes for credits.
    expect(creditTotals(db, at + 10).bytesPerCredit).toBeCloseTo(133_120 / 3_601);
    // And per operation: a storm list's credit brings far more than a route series' does.
    expect(creditTotals(db, at + 10).bytesPerCreditByOperation).toEqual({ shippingRoute: 131_072 / 3600, storms: 2_048 });
  });

  it('counts only answered requests as spent: refused and unreached ones cost nothing, cut-off ones are unknown', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const at = Date.UTC(2026, 10, 22, 11);
    const use = (credits: number, status: number | null, outcome?: 'cut_off' | 'unreached', creditsSpent: number | null = null) =>
      recordCreditUse(db, { operation: 'shippingRoute', credits, creditsSpent, atMs: at, cached: false, status, bytesReceived: status === null ? null : 40_000, ...(outcome === undefined ? {} : { outcome }) });
    use(400, 200);
    // The link dropped while the answer came: the service may have charged it, or not.
    use(400, null, 'cut_off');
    use(400, null);
    // An error status charges nothing, unless the answer says otherwise (the 401 body says 0).
    use(400, 503);
    use(0, 401, undefined, 0);
    use(0, null, 'unreached');
    const totals = creditTotals(db, now);
    expect(totals.todayCredits).toBe(400);
    expect(totals.todayRequests).toBe(6);
    expect(totals.todayUnknown).toEqual({ requests: 2, credits: 800 });
    expect(totals.byOperation).toEqual([
      { operation: 'shippingRoute', credits: 400, requests: 6, servedFromCache: 0, refused: 2, unreached: 1, cutOff: { requests: 2, credits: 800 }, reported: null },
    ]);
    // The bytes a credit brings are measured on whole answers only (an error body is not one).
    expect(totals.bytesPerCredit).toBe(100);
  });

  it('measures what a weather map image brings from the images received', () => {
    const at = Date.UTC(2026, 10, 22, 6);
    const image = (bytesReceived: number | null, status: number | null) => recordCreditUse(db, { operation: 'weatherMapsLayerImage', credits: 0, atMs: at, cached: false, status, bytesReceived });
    expect(creditTotals(db, at).bytesPerLayerImage).toBeNull();
    image(18_000, 200);
    image(22_000, 200);
    image(300, 404);
    expect(creditTotals(db, at).bytesPerLayerImage).toBe(20_000);
  });

  it('finds what the last request of an operation that went through cost, the service\'s word first', () => {
    expect(lastChargeOf(db, 'transitMixer', 101)).toBeNull();
    recordCreditUse(db, { operation: 'transitMixer', credits: 3, atMs: 1_000, cached: false, status: 101 });
    recordCreditUse(db, { operation: 'transitMixer', credits: 1, creditsSpent: 2, atMs: 3_000, cached: false, status: 101 });
    // A refused handshake and another operation later on: not what a plan costs.
    recordCreditUse(db, { operation: 'transitMixer', credits: 0, atMs: 4_000, cached: false, status: 401 });
    recordCreditUse(db, { operation: 'storms', credits: 5, atMs: 5_000, cached: false, status: 101 });
    expect(lastChargeOf(db, 'transitMixer', 101)).toBe(2);
    // A stream the link cut tells nothing of what a plan costs.
    recordCreditUse(db, { operation: 'transitMixer', credits: 1, atMs: 5_500, cached: false, status: 101, outcome: 'cut_off' });
    expect(lastChargeOf(db, 'transitMixer', 101)).toBe(2);
    recordCreditUse(db, { operation: 'transitMixer', credits: 4, atMs: 6_000, cached: false, status: 101 });
    expect(lastChargeOf(db, 'transitMixer', 101)).toBe(4);
  });
});

