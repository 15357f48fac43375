import { formatUtcDayHour } from '../time/time-format';
import type { RouteForecastSeries } from './route-forecast-series';

/**
 * Where the forecast along the route stops when the voyage runs past it: the service answers
 * positions beyond its last step with null values, so the end is the last position any element
 * has a value at. Null when the forecast reaches the arrival (or nothing was served): then there
 * is nothing to mark. Shared by the meteogram (screen and print) and the exceedance list.
 */
export interface ForecastEnd {
  timeUtcMs: number;
  /** Hours between the forecast's end and the arrival. */
  hoursBeforeArrival: number;
}

export function forecastEnd(series: {
  points: readonly Pick<RouteForecastSeries['points'][number], 'timeUtcMs'>[];
  elements: readonly Pick<RouteForecastSeries['elements'][number], 'values'>[];
  etaUtcMs: number;
}): ForecastEnd | null {
  let lastIndex = -1;
  for (const element of series.elements) {
    for (let index = element.values.length - 1; index > lastIndex; index -= 1) {
      if (element.values[index] !== null && element.values[index] !== undefined) {
        lastIndex = index;
        break;
      }
    }
  }
  const timeUtcMs = series.points[lastIndex]?.timeUtcMs;
  if (timeUtcMs === undefined || timeUtcMs >= series.etaUtcMs) return null;
  return { timeUtcMs, hoursBeforeArrival: Math.round((series.etaUtcMs - timeUtcMs) / 3_600_000) };
}

/** "forecast ends 10 Dec 00Z": the meteogram's label at the mark. */
export function forecastEndLabel(end: ForecastEnd): string {
  return `forecast ends ${formatUtcDayHour(end.timeUtcMs)}`;
}

/** The exceedance list's words: no exceedance after the end means nothing, not calm weather. */
export function forecastEndWords(end: ForecastEnd): string {
  return `The forecast ends ${formatUtcDayHour(end.timeUtcMs)}, ${end.hoursBeforeArrival} h before the arrival: nothing is known of the weather after it here, and no exceedance is found there.`;
}
