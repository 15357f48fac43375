import { sunshineWords, temperatureWords, windKnWords } from '../../shared/format/weather-units';
import type { ClimateRow } from '../../shared/voyage/climate-period';
import { orNotGiven } from '../shell/not-given';

// The periods themselves are shared with the climate along the route (shared/voyage/climate-period.ts).
export { climateRows, defaultClimatePeriod, periodOfDate, periodWords, type ClimatePeriodLength, type ClimateRow } from '../../shared/voyage/climate-period';

/** The forecast reaches 15 days: beyond that only the climate says anything. */
export const forecastReachMs = 15 * 24 * 3_600_000;

/** "Typical for first half of December: wind 14 kn (Bf 4), …": one climate period in a sentence, for the panel and the plan. */
export function typicalWords(row: ClimateRow): string {
  return `Typical for ${row.words}: wind ${windKnWords(row.windKn)}, gusts ${windKnWords(row.gustKn)}, air ${temperatureWords(row.temperatureLowC)} to ${temperatureWords(row.temperatureHighC)}, precipitation ${orNotGiven(row.precipitationMm, (mm) => `${Math.round(mm)} mm`)} in the period, sunshine ${sunshineWords(row.sunshineSecondsPerDay)}.`;
}
