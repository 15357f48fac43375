import { forecastLimits } from '../service/weather';
import type { ClimatePeriodLength } from './climate-period';

// The climate's periods are defined once, with their words and rows (climate-period.ts).
export { defaultClimatePeriod, type ClimatePeriodLength } from './climate-period';

/**
 * The weather and climate questions at a place, one rule for the Route tab's port weather, the
 * printed plan and the voyage pack (issue 21), so what the pack fetches is exactly the cache entry
 * the tab and the plan read. Moved here from src/renderer/port-weather so core can ask the same.
 */

/** The service's default lengths (1 credit) or everything it has (3 credits). */
export type ForecastLength = 'default' | 'long';

export function forecastLengthQuery(length: ForecastLength): { max_minutely: number; max_hourly: number; max_daily: number; max_daypartly: number } {
  const pick = length === 'default' ? 'default' : 'max';
  return {
    max_minutely: forecastLimits.max_minutely[pick],
    max_hourly: forecastLimits.max_hourly[pick],
    max_daily: forecastLimits.max_daily[pick],
    max_daypartly: forecastLimits.max_daypartly[pick],
  };
}

// Lat/lon to 4 decimals (about 11 m): stable cache keys for the same port.
export const roundDeg = (value: number): number => Math.round(value * 1e4) / 1e4;

/** The forecast query at a place (its cache key with the length). */
export function placeForecastQuery(place: { lat: number; lon: number }, length: ForecastLength) {
  return { lat: roundDeg(place.lat), lon: roundDeg(place.lon), ...forecastLengthQuery(length) };
}

/** The climate query at a place (its cache key with the period length). */
export function placeClimateQuery(place: { lat: number; lon: number }, length: ClimatePeriodLength) {
  return { lat: roundDeg(place.lat), lon: roundDeg(place.lon), period: length };
}
