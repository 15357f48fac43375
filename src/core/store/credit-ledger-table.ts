import type { CreditTotals } from '../../shared/voyage/credit-totals';
import { layerImageOperation } from '../../shared/service/image-operations';
import type { RequestOutcome } from '../../shared/service/request-outcome';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';

/** One request sent to the service, or one answer served from the cache instead (credits 0). */
export interface CreditUse {
  operation: string;
  /** The estimate, from the spec's credit rules (0 where nothing can have been charged: a 401, no connection). */
  credits: number;
  /**
   * How the request ended; absent: read from the status (a whole answer, an error status, or none
   * at all, cut off). Only an answered request counts as spent; a cut-off one is "unknown".
   */
  outcome?: RequestOutcome;
  /** What the service's answer says it cost; null or absent where it said nothing. */
  creditsSpent?: number | null | undefined;
  atMs: number;
  cached: boolean;
  /** HTTP status, or null when no answer came (or it came from the cache). */
  status: number | null;
  /** On the wire, compressed; null or absent when nothing came over the link. */
  bytesReceived?: number | null;
}

/** Takes the service client's LedgerEntry as it is. */
export function recordCreditUse(db: WritableDatabase, use: CreditUse): void {
  const bytes = use.cached ? null : (use.bytesReceived ?? null);
  db.run(sql`
    INSERT INTO credit_ledger (at_ms, operation, credits, credits_spent, cached, status, bytes_received, outcome)
    VALUES (${use.atMs}, ${use.operation}, ${use.cached ? 0 : use.credits}, ${use.cached ? null : (use.creditsSpent ?? null)}, ${use.cached ? 1 : 0}, ${use.status}, ${bytes}, ${outcomeOf(use)})
  `);
}

function outcomeOf(use: CreditUse): RequestOutcome {
  if (use.cached) return 'cached';
  if (use.outcome !== undefined) return use.outcome;
  if (use.status === null) return use.credits === 0 ? 'unreached' : 'cut_off';
  // 101: a WebSocket the service opened (the transit mixer), which it closes once it has answered.
  return use.status === 101 || (use.status >= 200 && use.status <= 299) ? 'answered' : 'refused';
}

/**
 * Credits a row counts as spent: an answered request what the service said, else the estimate; a
 * refused one only what its answer said (the 401 body says 0); unreached, cut off and cached nothing.
 */
export const chargedCredits = sql`(CASE outcome WHEN 'answered' THEN coalesce(credits_spent, credits) WHEN 'refused' THEN coalesce(credits_spent, 0) ELSE 0 END)`;
/** Credits a cut-off request may have cost: its estimate, never counted as spent, said as unknown. */
export const unknownCredits = sql`(CASE outcome WHEN 'cut_off' THEN credits ELSE 0 END)`;

/** Exported so a test can check its plan uses the time index. */
export function bytesBetweenQuery(fromMs: number, toMs: number) {
  return sql`
    SELECT total(bytes_received) AS bytes FROM credit_ledger
    WHERE at_ms >= ${fromMs} AND at_ms < ${toMs} AND cached = 0
  `;
}

/** Bytes received on the wire between two times (answers from the cache cost none). */
export function bytesReceivedBetween(db: ReadableDatabase, fromMs: number, toMs: number): number {
  return db.get<{ bytes: number }>(bytesBetweenQuery(fromMs, toMs))?.bytes ?? 0;
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
  unknown_requests: number | null;
  unknown_credits: number;
}

/** Exported so a test can check its plan uses the time index. */
export function spentBetweenQuery(fromMs: number, toMs: number) {
  return sql`
    SELECT total(${chargedCredits}) AS credits, count(*) AS requests, sum(outcome = 'cut_off') AS unknown_requests, total(${unknownCredits}) AS unknown_credits
    FROM credit_ledger WHERE at_ms >= ${fromMs} AND at_ms < ${toMs} AND cached = 0
  `;
}

function spentSince(db: ReadableDatabase, fromMs: number, toMs: number): SumRow {
  return db.get<SumRow>(spentBetweenQuery(fromMs, toMs)) ?? { credits: 0, requests: 0, unknown_requests: 0, unknown_credits: 0 };
}

interface OperationRow {
  operation: string;
  credits: number;
  requests: number;
  served_from_cache: number;
  reported_requests: number;
  reported_spent: number;
  reported_estimated: number;
  refused: number;
  unreached: number;
  cut_off: number;
  unknown_credits: number;
}

/** What a weather map layer's step image brought on average (they cost no credit, so it is per image); null before any. */
export function layerImageBytesMeasured(db: ReadableDatabase): number | null {
  const images = db.get<{ bytes: number; images: number }>(sql`
    SELECT total(bytes_received) AS bytes, count(*) AS images FROM credit_ledger
    WHERE operation = ${layerImageOperation} AND outcome = 'answered' AND bytes_received IS NOT NULL
  `);
  return images === undefined || images.images === 0 ? null : images.bytes / images.images;
}

export function creditTotals(db: ReadableDatabase, nowMs: number): CreditTotals {
  const dayStart = utcDayStartMs(nowMs);
  const monthStart = utcMonthStartMs(nowMs);
  // Entries stamped a little ahead (a clock corrected backwards) still count for today.
  const endMs = Number.MAX_SAFE_INTEGER;
  const today = spentSince(db, dayStart, endMs);
  const month = spentSince(db, monthStart, endMs);
  const byOperation = db.all<OperationRow>(sql`
    SELECT operation, total(${chargedCredits}) AS credits, sum(cached = 0) AS requests, sum(cached = 1) AS served_from_cache,
      count(CASE WHEN outcome = 'answered' THEN credits_spent END) AS reported_requests, total(CASE WHEN outcome = 'answered' THEN credits_spent END) AS reported_spent,
      total(CASE WHEN outcome = 'answered' AND credits_spent IS NOT NULL THEN credits ELSE 0 END) AS reported_estimated,
      sum(outcome = 'refused') AS refused, sum(outcome = 'unreached') AS unreached, sum(outcome = 'cut_off') AS cut_off, total(${unknownCredits}) AS unknown_credits
    FROM credit_ledger WHERE at_ms >= ${monthStart} AND at_ms < ${endMs}
    GROUP BY operation ORDER BY credits DESC, operation
  `);
  // Only requests that received bytes and cost credits: the layer images (0 credits) and the
  // answers from the cache would skew what a credit brings over the link.
  // Whole answers only: an error body or a cut-off answer says nothing of what a credit brings.
  const measured = db.get<{ bytes: number; credits: number }>(sql`
    SELECT total(bytes_received) AS bytes, total(${chargedCredits}) AS credits FROM credit_ledger
    WHERE outcome = 'answered' AND bytes_received IS NOT NULL AND ${chargedCredits} > 0
  `);
  const measuredByOperation = db.all<{ operation: string; bytes: number; credits: number }>(sql`
    SELECT operation, total(bytes_received) AS bytes, total(${chargedCredits}) AS credits FROM credit_ledger
    WHERE outcome = 'answered' AND bytes_received IS NOT NULL AND ${chargedCredits} > 0
    GROUP BY operation
  `);

  return {
    bytesPerCredit: measured === undefined || measured.credits === 0 ? null : measured.bytes / measured.credits,
    bytesPerCreditByOperation: Object.fromEntries(measuredByOperation.map((row) => [row.operation, row.bytes / row.credits])),
    bytesPerLayerImage: layerImageBytesMeasured(db),
    todayCredits: today.credits,
    todayRequests: today.requests,
    todayUnknown: { requests: today.unknown_requests ?? 0, credits: today.unknown_credits },
    monthCredits: month.credits,
    monthRequests: month.requests,
    monthUnknown: { requests: month.unknown_requests ?? 0, credits: month.unknown_credits },
    byOperation: byOperation.map((row) => ({
      operation: row.operation,
      credits: row.credits,
      requests: row.requests,
      servedFromCache: row.served_from_cache,
      refused: row.refused,
      unreached: row.unreached,
      cutOff: { requests: row.cut_off, credits: row.unknown_credits },
      reported:
        row.reported_requests === 0
          ? null
          : { requests: row.reported_requests, spentCredits: row.reported_spent, estimatedCredits: row.reported_estimated },
    })),
  };
}

/**
 * Exported so a test can check its plan walks the time index backwards. Named, because on a
 * small ledger SQLite would rather scan and sort; from the newest row the first match ends it.
 */
export function lastChargeQuery(operation: string, openedStatus: number) {
  return sql`
    SELECT coalesce(credits_spent, credits) AS credits FROM credit_ledger INDEXED BY credit_ledger_by_time
    WHERE operation = ${operation} AND cached = 0 AND status = ${openedStatus} AND outcome = 'answered'
    ORDER BY at_ms DESC LIMIT 1
  `;
}

/**
 * What the last request of an operation that went through and was answered cost, as the ledger
 * has it (the service's own word where it gave one; a stream the link cut says nothing of the
 * price); null when there was none. `openedStatus`: the status of
 * such a request (101 for a WebSocket that opened).
 */
export function lastChargeOf(db: ReadableDatabase, operation: string, openedStatus: number): number | null {
  return db.get<{ credits: number }>(lastChargeQuery(operation, openedStatus))?.credits ?? null;
}
