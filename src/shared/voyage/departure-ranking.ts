import { z } from 'zod';

/**
 * Departures compared: for each, when she arrives, the worst waves and wind on the way, the hours
 * above soft limits and any hard exceedance; and which to recommend: the earliest with no hard
 * exceedance and the fewest hours above soft limits.
 */

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

/** The earliest with no hard exceedance and the fewest soft hours; null when all meet a hard limit. */
export function recommendedDeparture(options: readonly Pick<DepartureOption, 'etdUtcMs' | 'hardCount' | 'softHours'>[]): number | null {
  let best: number | null = null;
  options.forEach((option, index) => {
    if (option.hardCount > 0) return;
    const current = best === null ? undefined : options[best];
    // Hours compared to the minute: a few seconds more above a limit is no reason to leave later.
    const softMinutes = Math.round(option.softHours * 60);
    const bestMinutes = current === undefined ? Infinity : Math.round(current.softHours * 60);
    if (current === undefined || softMinutes < bestMinutes || (softMinutes === bestMinutes && option.etdUtcMs < current.etdUtcMs)) best = index;
  });
  return best;
}
