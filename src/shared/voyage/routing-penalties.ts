import { z } from 'zod';

/**
 * What the weather router weighs besides time (issue 24), as hours added to the arrival it
 * minimises, so that a navigator reads each weight in the one unit the objective has. Shared so
 * the screen that shows a proposal can say the weights it was made with.
 */
export const routingPenaltyWeightsSchema = z.object({
  /** hours added per hour sailed at 1 unit of soft-limit excess (36 kn against a soft 30 kn is 0.2) */
  softLimitHoursPerExcessHour: z.number().min(0),
  /** hours added per nautical mile sailed inside a tropical cyclone's 1-2-3 danger area (the Risk tab's) */
  dangerAreaHoursPerNm: z.number().min(0),
  /** hours added per nautical mile sailed nearer a storm than the profile's distance for its class, where that distance is soft */
  stormDistanceHoursPerNm: z.number().min(0),
});
export type RoutingPenaltyWeights = z.infer<typeof routingPenaltyWeightsSchema>;

/**
 * A mile inside the danger area costs half an hour (a 100 nm detour at 12 kn is worth it for
 * 17 nm less inside); a mile within a soft storm distance a quarter of an hour. A hard storm
 * distance is never sailed, whatever the weights.
 */
export const defaultRoutingPenaltyWeights: RoutingPenaltyWeights = {
  softLimitHoursPerExcessHour: 1,
  dangerAreaHoursPerNm: 0.5,
  stormDistanceHoursPerNm: 0.25,
};
