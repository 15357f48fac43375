import { z } from 'zod';

/**
 * Departures compared: for each, when she arrives, the worst waves and wind on the way, the hours
 * above soft limits, any hard exceedance, and how near she passes the storms known now; and which
 * to recommend (`recommendationRule`, shown on screen word for word).
 */

/** How near one departure passes the storms: the least margin to any storm's distance of the profile. */
export const departureStormClearanceSchema = z.object({
  stormName: z.string(),
  /** When the margin is least, how far the storm is then and what the profile keeps from its class. */
  timeUtcMs: z.number().int(),
  distanceNm: z.number().min(0),
  requiredNm: z.number().min(0),
  /** distanceNm - requiredNm: below 0 the profile's distance is broken */
  marginNm: z.number(),
  /** Storms whose distance is broken, by the profile's severity. */
  hardCount: z.number().int().min(0),
  softCount: z.number().int().min(0),
});
export type DepartureStormClearance = z.infer<typeof departureStormClearanceSchema>;

export const departureOptionSchema = z.object({
  etdUtcMs: z.number().int(),
  etaUtcMs: z.number().int(),
  /** Null when the forecast has no value for it anywhere on the way. */
  peakWaveM: z.number().nullable(),
  peakWindKn: z.number().nullable(),
  softHours: z.number().min(0),
  hardCount: z.number().int().min(0),
  hardHours: z.number().min(0),
  summary: z.string(),
  /** Null when no storm shares a moment with this voyage (or the storms could not be had: see `storms`). */
  stormClearance: departureStormClearanceSchema.nullable(),
});
export type DepartureOption = z.infer<typeof departureOptionSchema>;

export const departureComparisonSchema = z.object({
  voyageId: z.string(),
  voyageRevision: z.number().int(),
  everyHours: z.number(),
  windowHours: z.number(),
  departures: z.array(departureOptionSchema),
  /** Index into departures, or null when every departure meets a hard limit. */
  recommendedIndex: z.number().int().min(0).nullable(),
  /** Credits the comparison spent (0 when every forecast came from the cache). */
  creditsSpent: z.number().min(0),
  /** Oldest model run among the forecasts compared, and whether any was stale or served offline. */
  oldestRunUtcMs: z.number().int().nullable(),
  anyStaleOrOffline: z.boolean(),
  /** The storms every departure was held against: how many, fetched when; or why there were none. */
  storms: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('checked'),
      /** the storms near at least one departure's voyage: the only ones held against */
      count: z.number().int().min(0),
      /** storms of the answer not near any departure's voyage (storms-near-voyage.ts), left out */
      notNearCount: z.number().int().min(0).default(0),
      nearDistanceNm: z.number().min(0).optional(),
      fetchedAtMs: z.number(),
      fromCache: z.boolean(),
    }),
    z.object({ status: z.literal('failed'), message: z.string() }),
  ]),
});
export type DepartureComparison = z.infer<typeof departureComparisonSchema>;

export const departureWindowSchema = z
  .object({
    voyageId: z.string().min(1).max(100),
    everyHours: z.number().min(1).max(48),
    windowHours: z.number().min(0).max(240),
  })
  .strict()
  .refine((input) => Math.floor(input.windowHours / input.everyHours) + 1 <= maxDepartures, {
    message: 'at most 25 departures can be compared at once: widen the interval or shorten the window',
    path: ['windowHours'],
  });
export type DepartureWindow = z.infer<typeof departureWindowSchema>;

export const maxDepartures = 25;

/** Departure offsets from the planned one: 0, every, 2 × every … up to the window. */
export function departureOffsetsMs(everyHours: number, windowHours: number): number[] {
  const count = Math.floor(windowHours / everyHours) + 1;
  return Array.from({ length: count }, (_, index) => Math.round(index * everyHours * 3_600_000));
}

/** The rule `recommendedDeparture` follows, in the words the comparison shows beside its pick. */
export const recommendationRule =
  'the earliest departure with no avoid exceedance and no storm nearer than an avoid distance of the profile; among those, the fewest storms nearer than a warn distance, then the fewest hours above warn limits';

type Ranked = Pick<DepartureOption, 'etdUtcMs' | 'hardCount' | 'softHours'> & { stormClearance?: Pick<DepartureStormClearance, 'hardCount' | 'softCount'> | null };

/** See `recommendationRule`; null when every departure meets a hard limit or a storm's hard distance. */
export function recommendedDeparture(options: readonly Ranked[]): number | null {
  // Hours compared to the minute: a few seconds more above a limit is no reason to leave later.
  const rank = (option: Ranked): [number, number, number] => [option.stormClearance?.softCount ?? 0, Math.round(option.softHours * 60), option.etdUtcMs];
  let best: number | null = null;
  options.forEach((option, index) => {
    if (option.hardCount > 0 || (option.stormClearance?.hardCount ?? 0) > 0) return;
    const current = best === null ? undefined : options[best];
    if (current === undefined) {
      best = index;
      return;
    }
    const [a, b] = [rank(option), rank(current)];
    const firstDifference = a.findIndex((value, at) => value !== b[at]);
    if (firstDifference !== -1 && (a[firstDifference] ?? 0) < (b[firstDifference] ?? 0)) best = index;
  });
  return best;
}
