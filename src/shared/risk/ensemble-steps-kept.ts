/**
 * An ensemble point answer cut to what the risk along a route reads at one ETA: per element the
 * steps on either side of that time, and the first and last step (which say the forecast's span
 * when the ETA falls outside it). An answer holds every member at every step for ten days (about
 * 157 KB of JSON); a route of 1,000 positions kept whole would hold hundreds of MB until its risk
 * was computed. The statistics at the ETA come out the same (ensemble-values.ts, membersAt).
 */
import type { EnsemblePointForecast } from '../service/ensemble';

export function ensembleStepsAround(forecast: EnsemblePointForecast, timeUtcMs: number): EnsemblePointForecast {
  const timeSec = timeUtcMs / 1000;
  return {
    ...forecast,
    elements: forecast.elements.map((element) => {
      if (element.data === undefined || element.data.length <= 4) return element;
      const times = element.data.map((step) => step.time).sort((a, b) => a - b);
      const afterIndex = times.findIndex((time) => time >= timeSec);
      const kept = new Set([times[0], times.at(-1), times[afterIndex], times[afterIndex - 1]]);
      return { ...element, data: element.data.filter((step) => kept.has(step.time)) };
    }),
  };
}
