import { z } from 'zod';

/**
 * Bytes received from the service, from the credit ledger: what came over the link, compressed,
 * for every request sent (answers served from the cache cost none), this month (UTC) and since
 * the ledger began, in total and by operation. At sea, bytes cost as much as credits.
 */
const byteCount = z.number().min(0);

export const bytesReceivedTotalsSchema = z.object({
  monthBytes: byteCount,
  allTimeBytes: byteCount,
  /** Most bytes (all time) first. */
  byOperation: z.array(
    z.object({
      operation: z.string(),
      monthBytes: byteCount,
      allTimeBytes: byteCount,
      /** Answers that came over the link, all time. */
      answers: z.number().int().min(0),
    }),
  ),
});
export type BytesReceivedTotals = z.infer<typeof bytesReceivedTotalsSchema>;
