import { z } from 'zod';
import { transitMixerModes, transitOptionSchema } from '../service/transit';
import { crewJourneyEndSchema, crewJourneyPlaceSchema } from './crew-journey';

/**
 * A crew journey plan as the navigator keeps it: what was asked (direction, place, port, the ship
 * time it was planned against) and every option as the mixer's events brought it. Kept in
 * passage.db per voyage (crew_journey_plans), so plans survive a restart and going offline.
 */

export const crewPlanStatusSchema = z.union([z.literal('streaming'), crewJourneyEndSchema, z.literal('failed')]);
export type CrewPlanStatus = z.infer<typeof crewPlanStatusSchema>;

export const crewPlanSchema = z.object({
  planId: z.string().min(1).max(100),
  direction: z.enum(['relief', 'offSigners']),
  place: crewJourneyPlaceSchema,
  port: crewJourneyPlaceSchema.extend({ key: z.string().max(200) }),
  /** ETD (relief) or ETA (off-signers) at the port when planned. */
  shipTimeUtcMs: z.number().int(),
  marginMinutes: z.number().int().min(0),
  plannedAtMs: z.number().int(),
  mode: z.enum(transitMixerModes).nullable(),
  status: crewPlanStatusSchema,
  message: z.string().nullable(),
  options: z.array(z.object({ option: transitOptionSchema, receivedAtMs: z.number().int() })).max(500),
});
export type CrewPlan = z.infer<typeof crewPlanSchema>;

export const saveCrewPlanInputSchema = z.object({ voyageId: z.string().min(1).max(100), plan: crewPlanSchema }).strict();
export const listCrewPlansInputSchema = z.object({ voyageId: z.string().min(1).max(100) }).strict();
export const deleteCrewPlanInputSchema = z.object({ voyageId: z.string().min(1).max(100), planId: z.string().min(1).max(100) }).strict();
