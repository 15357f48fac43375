import type { BytesReceivedTotals } from '../../shared/voyage/bytes-received-totals';
import { utcMonthStartMs } from './credit-ledger-table';
import { sql, type ReadableDatabase } from './database';

/** Exported so a test can check the query's plan. */
export function bytesByOperationQuery(monthStartMs: number) {
  // One pass over the ledger: this month and all time side by side, per operation.
  return sql`
    SELECT operation,
      total(CASE WHEN at_ms >= ${monthStartMs} THEN bytes_received ELSE 0 END) AS month_bytes,
      total(bytes_received) AS all_time_bytes,
      count(*) AS answers
    FROM credit_ledger
    WHERE cached = 0 AND bytes_received IS NOT NULL
    GROUP BY operation
    ORDER BY all_time_bytes DESC, operation
  `;
}

interface OperationBytesRow {
  operation: string;
  month_bytes: number;
  all_time_bytes: number;
  answers: number;
}

/** Bytes received on the wire this month (UTC) and all time, in total and by operation. */
export function bytesReceivedTotals(db: ReadableDatabase, nowMs: number): BytesReceivedTotals {
  const rows = db.all<OperationBytesRow>(bytesByOperationQuery(utcMonthStartMs(nowMs)));
  const byOperation = rows.map((row) => ({ operation: row.operation, monthBytes: row.month_bytes, allTimeBytes: row.all_time_bytes, answers: row.answers }));
  return {
    monthBytes: byOperation.reduce((sum, row) => sum + row.monthBytes, 0),
    allTimeBytes: byOperation.reduce((sum, row) => sum + row.allTimeBytes, 0),
    byOperation,
  };
}
