import { z } from 'zod';

/**
 * Credits spent with the service, from the credit ledger (UTC day and month): what the service
 * said a request cost where it said it, else the estimate.
 */
export const creditTotalsSchema = z.object({
  /** Bytes received per credit spent, over the whole ledger (src/shared/format/expected-size.ts); null before any. */
  bytesPerCredit: z.number().min(0).nullable(),
  /**
   * The same per service operation: a credit of a route forecast (one series) and one of a weather
   * forecast (a whole answer of minutes, hours and days) bring very different bytes.
   */
  bytesPerCreditByOperation: z.record(z.string(), z.number().min(0)),
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
      /**
       * The requests whose answers said what they cost: that spent, and what the spec's rules had
       * estimated for the same requests. null when no answer said (the demo's bare answers).
       */
      reported: z
        .object({ requests: z.number().int(), spentCredits: z.number(), estimatedCredits: z.number() })
        .nullable(),
    }),
  ),
});
export type CreditTotals = z.infer<typeof creditTotalsSchema>;
