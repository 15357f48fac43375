import { z } from 'zod';
import { answerProvenanceSchema } from '../service/answer-provenance';

/**
 * The marine ensemble along a saved voyage, as the contract answers it: the chance of exceeding
 * each vessel limit at every sampled position and the highest per leg (src/shared/risk
 * ensembleRisk), with the model, run and cost behind it.
 */

const limitNameSchema = z.enum(['significantWaveHeightM', 'windKn', 'gustKn', 'swellM', 'visibilityNm']);

export const ensembleAlongRouteInputSchema = z
  .object({
    voyageId: z.string().min(1).max(100),
    /** Sailing time between samples; departure, arrival and turns are always sampled (src/core/voyage/route-positions-sampled.ts). */
    everyHours: z.number().min(1, 'everyHours must be at least 1 h').max(48, 'everyHours must be at most 48 h').optional(),
    /**
     * Choose the model from the cached ensemble catalogue, whatever its age, and never ask for it:
     * for readers that must not spend credits (the printed plan). Refused when none is cached.
     */
    catalogueFromCache: z.boolean().optional(),
  })
  .strict();
export type EnsembleAlongRouteInput = z.infer<typeof ensembleAlongRouteInputSchema>;

export const ensembleAlongRouteEstimateSchema = z.object({
  /** Credits of all the point requests when each has to be sent. */
  credits: z.number().min(0),
  /** Only the requests not already cached and fresh. */
  creditsToSpend: z.number().min(0),
  /** Positions that would be asked (one request each). */
  positions: z.number().int().min(0),
  /**
   * Credits this estimate itself spent asking the ensemble catalogue to choose the model (0 when
   * the catalogue was cached): owned up to, since it was spent before anyone pressed the button.
   */
  modelChoiceCredits: z.number().min(0),
});
export type EnsembleAlongRouteEstimate = z.infer<typeof ensembleAlongRouteEstimateSchema>;

const exceedanceSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), probability: z.number().min(0).max(1), membersBeyond: z.number().int(), memberCount: z.number().int() }),
  z.object({ status: z.literal('missing'), reason: z.string() }),
]);

/**
 * One element's members at a sample, in the limit's unit (kn, m, nm): p10, median and p90 by linear
 * interpolation between order statistics (src/shared/risk quantileOfSorted), the control when the
 * answer names one, and every member in member order.
 */
export const elementStatisticsSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    unit: z.string(),
    p10: z.number(),
    median: z.number(),
    p90: z.number(),
    control: z.number().nullable(),
    members: z.array(z.number()),
  }),
  z.object({ status: z.literal('missing'), reason: z.string() }),
]);

const legExceedanceSchema = z.object({
  probability: z.number().min(0).max(1).nullable(),
  at: z.object({ timeUtcMs: z.number(), lat: z.number(), lon: z.number() }).nullable(),
  checkedCount: z.number().int(),
  missingCount: z.number().int(),
  missingReasons: z.array(z.string()),
});

export const ensembleAlongRouteSchema = z.object({
  voyageId: z.string(),
  voyageRevision: z.number().int(),
  everyHours: z.number(),
  model: z.object({ id: z.string(), name: z.string(), runUtcMs: z.number().nullable(), members: z.number().int().nullable() }),
  /** Which part of the voyage the model's forecast does not reach; null when it covers all of it. */
  notCovered: z.string().nullable(),
  /** Elements asked of the service (those of the limits' elements the model has). */
  elements: z.array(z.string()),
  samples: z.array(
    z.object({
      legIndex: z.number().int(),
      /** The voyage waypoint the sample sits on, null between waypoints. */
      waypointIndex: z.number().int().nullable(),
      timeUtcMs: z.number(),
      lat: z.number(),
      lon: z.number(),
      byLimit: z.partialRecord(limitNameSchema, exceedanceSchema),
      /** Per element asked (see `elements`), what the members say at the ship's time there. */
      byElement: z.record(z.string(), elementStatisticsSchema),
    }),
  ),
  legs: z.array(z.object({ legIndex: z.number().int(), byLimit: z.partialRecord(limitNameSchema, legExceedanceSchema) })),
  /** Requests made for this answer, oldest fetch first: `credits` is what they cost when sent. */
  requests: z.object({ count: z.number().int(), fromCache: z.number().int(), creditsSpent: z.number().min(0) }),
});
export type EnsembleAlongRoute = z.infer<typeof ensembleAlongRouteSchema>;

export const ensembleAlongRouteAnswerSchema = z.object({ value: ensembleAlongRouteSchema, provenance: answerProvenanceSchema });
