import { z } from 'zod';
import { transitMixerModeSchema, transitOptionSchema } from '../service/transit';

/**
 * A crew journey plan asked of the transit mixer: the call that starts it and the two events that
 * carry its options to the renderer one by one as the mixer sends them, then how it ended.
 */

export const crewJourneyPlaceSchema = z.object({
  name: z.string().max(200),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type CrewJourneyPlace = z.infer<typeof crewJourneyPlaceSchema>;

export const planCrewJourneyInputSchema = z
  .object({
    /** Chosen by the renderer, so the events of this plan can be told from any other's. */
    planId: z.string().min(1).max(100),
    from: crewJourneyPlaceSchema,
    to: crewJourneyPlaceSchema,
    /** The time the journey is planned around: arrive by it (arriveBy) or leave at it. */
    atUtcMs: z.number().int(),
    arriveBy: z.boolean(),
  })
  .strict();
export type PlanCrewJourneyInput = z.infer<typeof planCrewJourneyInputSchema>;

export const planCrewJourneyOutputSchema = z.object({ planId: z.string(), mode: transitMixerModeSchema });

/** What planning one crew journey would cost (shared/service/credits.ts, mixerPlanCredits). */
export const crewJourneyEstimateSchema = z.object({
  credits: z.number().min(0),
  creditsToSpend: z.number().min(0),
  /** last charge: what the mixer said it charged for the last plan; before any charge: the vendor's examples' price. */
  basis: z.enum(['last charge', 'before any charge']),
});
export type CrewJourneyEstimate = z.infer<typeof crewJourneyEstimateSchema>;

export const crewJourneyOptionEventSchema = z.object({
  planId: z.string(),
  option: transitOptionSchema,
  receivedAtMs: z.number().int(),
});
export type CrewJourneyOptionEvent = z.infer<typeof crewJourneyOptionEventSchema>;

/**
 * How a plan ended. complete: the mixer said it had no further results and every message was
 * read. Anything else keeps what arrived and says why it may not be all there is.
 */
export const crewJourneyEndSchema = z.enum(['complete', 'stopped', 'incomplete']);
export type CrewJourneyEnd = z.infer<typeof crewJourneyEndSchema>;

export const crewJourneyEndedEventSchema = z.object({
  planId: z.string(),
  end: crewJourneyEndSchema,
  received: z.number().int().min(0),
  badFrames: z.number().int().min(0),
  /** In words, for the navigator; null for a complete plan. */
  message: z.string().nullable(),
  endedAtMs: z.number().int(),
});
export type CrewJourneyEndedEvent = z.infer<typeof crewJourneyEndedEventSchema>;
