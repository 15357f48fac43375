import type { z } from 'zod';
import type { weatherClimateQuerySchema, WeatherClimate } from './weather';

/**
 * Outside the climate's coverage (open sea far from land) the service answers HTTP 500, not a
 * fault to retry (docs/platform-facts.md, "Climate"). The client reads it as a
 * climate with no periods, so it is cached like any answer and asked once.
 */
export const noClimateDataWords = 'no climate data for this place';

export function noClimateAnswer(query: z.output<typeof weatherClimateQuerySchema>): WeatherClimate {
  return { period: query.period, periods: [], latitude: query.lat, longitude: query.lon };
}

/** The answer has no climate for the place (outside coverage). */
export function hasNoClimate(climate: Pick<WeatherClimate, 'periods'>): boolean {
  return climate.periods.length === 0;
}
