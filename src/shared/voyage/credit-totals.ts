import { z } from 'zod';

/** Credits spent with the service, from the credit ledger (UTC day and month). */
export const creditTotalsSchema = z.object({
  todayCredits: z.number(),
  todayRequests: z.number().int(),
  monthCredits: z.number(),
  monthRequests: z.number().int(),
  /** This month, most credits first. Answers served from the cache cost nothing and are counted apart. */
  byOperation: z.array(
    z.object({
      operation: z.string(),
      credits: z.number(),
      requests: z.number().int(),
      servedFromCache: z.number().int(),
    }),
  ),
});
export type CreditTotals = z.infer<typeof creditTotalsSchema>;
