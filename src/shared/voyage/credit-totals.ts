import { z } from 'zod';

/**
 * Requests with no whole answer (the link cut them off mid-way, or they timed out): the service
 * may or may not have charged them, so they are never added to what was spent; `credits` is the
 * most they may have cost (their estimates).
 */
export const unknownChargeSchema = z.object({ requests: z.number().int().min(0), credits: z.number().min(0) });
export type UnknownCharge = z.infer<typeof unknownChargeSchema>;

/**
 * Credits spent with the service, from the credit ledger (UTC day and month): for each answered
 * request what the service said it cost where it said it, else the estimate; refused and
 * unreached requests nothing; cut-off ones apart, as unknown.
 */
export const creditTotalsSchema = z.object({
  /** Bytes received per credit spent, over the whole ledger (src/shared/format/expected-size.ts); null before any. */
  bytesPerCredit: z.number().min(0).nullable(),
  /**
   * The same per service operation: a credit of a route forecast (one series) and one of a weather
   * forecast (a whole answer of minutes, hours and days) bring very different bytes.
   */
  bytesPerCreditByOperation: z.record(z.string(), z.number().min(0)),
  /** Bytes a weather map layer step's image brought on average (they cost no credits); null before any. */
  bytesPerLayerImage: z.number().min(0).nullable(),
  todayCredits: z.number(),
  /** Every request sent, however it ended. */
  todayRequests: z.number().int(),
  todayUnknown: unknownChargeSchema,
  monthCredits: z.number(),
  monthRequests: z.number().int(),
  monthUnknown: unknownChargeSchema,
  /** This month, most credits first. Answers served from the cache cost nothing and are counted apart. */
  byOperation: z.array(
    z.object({
      operation: z.string(),
      credits: z.number(),
      requests: z.number().int(),
      servedFromCache: z.number().int(),
      /** Answered with an error status (nothing charged unless the answer said so). */
      refused: z.number().int(),
      /** Never reached the service (no connection): nothing charged. */
      unreached: z.number().int(),
      cutOff: unknownChargeSchema,
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
