import { windFromMs } from '../format/weather-units';
import type { WeatherClimate } from '../service/weather';

/**
 * The climate period holding a date: the service splits each month into 1 (month), 2 (half
 * months: days 1-15, 16-end) or 3 (ten days: 1-10, 11-20, 21-end) periods. Climate wind is m/s.
 * Shared by the port panel, the printed plan and the climate along the route beyond the forecast.
 */
export type ClimatePeriodLength = 'month' | 'half_month' | 'ten_days';

/** Half months: fine enough for a port call, and the period the panel and the printed plan ask first. */
export const defaultClimatePeriod: ClimatePeriodLength = 'half_month';

export function periodOfDate(timeMs: number, length: ClimatePeriodLength): { month: number; period: number } {
  const date = new Date(timeMs);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if (length === 'month') return { month, period: 1 };
  if (length === 'half_month') return { month, period: day <= 15 ? 1 : 2 };
  return { month, period: day <= 10 ? 1 : day <= 20 ? 2 : 3 };
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December", "first half of December", "second ten days of December". */
export function periodWords(month: number, period: number, length: ClimatePeriodLength): string {
  const name = monthNames[month - 1] ?? `month ${month}`;
  if (length === 'month') return name;
  const ordinal = ['first', 'second', 'third'][period - 1] ?? `${period}th`;
  return length === 'half_month' ? `${ordinal} half of ${name}` : `${ordinal} ten days of ${name}`;
}

export interface ClimateRow {
  month: number;
  period: number;
  words: string;
  marked: boolean;
  windKn: number | null;
  gustKn: number | null;
  temperatureLowC: number | null;
  temperatureHighC: number | null;
  precipitationMm: number | null;
  sunshineSecondsPerDay: number | null;
}

export function climateRows(climate: WeatherClimate, length: ClimatePeriodLength, markUtcMs: number | null): ClimateRow[] {
  const mark = markUtcMs === null ? null : periodOfDate(markUtcMs, length);
  return climate.periods.map((entry) => {
    const period = entry.period ?? 1;
    return {
      month: entry.month,
      period,
      words: periodWords(entry.month, period, length),
      marked: mark !== null && mark.month === entry.month && mark.period === period,
      windKn: windFromMs(entry.windSpeed),
      gustKn: windFromMs(entry.windGust),
      temperatureLowC: entry.temperatureLow ?? null,
      temperatureHighC: entry.temperatureHigh ?? null,
      precipitationMm: entry.precipitationSum ?? null,
      sunshineSecondsPerDay: entry.sunshineHours ?? null,
    };
  });
}
