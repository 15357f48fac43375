import type { CreditTotals } from '../../shared/voyage/credit-totals';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';

/** One request sent to the service, or one answer served from the cache instead (credits 0). */
export interface CreditUse {
  operation: string;
  credits: number;
  atMs: number;
  cached: boolean;
  /** HTTP status, or null when no answer came (or it came from the cache). */
  status: number | null;
}

/** Takes the service client's LedgerEntry as it is. */
export function recordCreditUse(db: WritableDatabase, use: CreditUse): void {
  db.run(sql`
    INSERT INTO credit_ledger (at_ms, operation, credits, cached, status)
    VALUES (${use.atMs}, ${use.operation}, ${use.cached ? 0 : use.credits}, ${use.cached ? 1 : 0}, ${use.status})
  `);
}

export function utcDayStartMs(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export function utcMonthStartMs(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

interface SumRow {
  credits: number;
  requests: number;
}

/** Exported so a test can check its plan uses the time index. */
export function spentBetweenQuery(fromMs: number, toMs: number) {
  return sql`
    SELECT total(credits) AS credits, count(*) AS requests FROM credit_ledger
    WHERE at_ms >= ${fromMs} AND at_ms < ${toMs} AND cached = 0
  `;
}

function spentSince(db: ReadableDatabase, fromMs: number, toMs: number): SumRow {
  return db.get<SumRow>(spentBetweenQuery(fromMs, toMs)) ?? { credits: 0, requests: 0 };
}

interface OperationRow {
  operation: string;
  credits: number;
  requests: number;
  served_from_cache: number;
}

export function creditTotals(db: ReadableDatabase, nowMs: number): CreditTotals {
  const dayStart = utcDayStartMs(nowMs);
  const monthStart = utcMonthStartMs(nowMs);
  // Entries stamped a little ahead (a clock corrected backwards) still count for today.
  const endMs = Number.MAX_SAFE_INTEGER;
  const today = spentSince(db, dayStart, endMs);
  const month = spentSince(db, monthStart, endMs);
  const byOperation = db.all<OperationRow>(sql`
    SELECT operation, total(credits) AS credits, sum(cached = 0) AS requests, sum(cached = 1) AS served_from_cache
    FROM credit_ledger WHERE at_ms >= ${monthStart} AND at_ms < ${endMs}
    GROUP BY operation ORDER BY credits DESC, operation
  `);
  return {
    todayCredits: today.credits,
    todayRequests: today.requests,
    monthCredits: month.credits,
    monthRequests: month.requests,
    byOperation: byOperation.map((row) => ({
      operation: row.operation,
      credits: row.credits,
      requests: row.requests,
      servedFromCache: row.served_from_cache,
    })),
  };
}
