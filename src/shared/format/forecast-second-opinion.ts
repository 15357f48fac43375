import { bridgeWeather } from './forecast-block-units';
import { givenNumber, windFromMs } from './weather-units';
import type { LegacyForecast } from '../service/legacy';
import type { WeatherForecast } from '../service/weather';

/**
 * The legacy forecast beside the current one, both in bridge units at the same hours: wind in
 * knots (v1 gives km/h, the legacy m/s), precipitation words in v1's (the legacy "ice" and "mix"
 * are what v1 calls sleet). Where they differ by more than a navigator would shrug at, the
 * difference is named.
 */

export interface OpinionRow {
  timeMs: number;
  windKn: number | null;
  legacyWindKn: number | null;
  pressureHpa: number | null;
  legacyPressureHpa: number | null;
  temperatureC: number | null;
  legacyTemperatureC: number | null;
  precipMmH: number | null;
  legacyPrecipMmH: number | null;
  precipType: string | null;
  legacyPrecipType: string | null;
  differences: string[];
}

/** Differences worth naming: a Beaufort force of wind, a few hPa, 2 °C, 1 mm/h of rain. */
export const opinionThresholds = { windKn: 5, pressureHpa: 3, temperatureC: 2, precipMmH: 1 } as const;

export function legacyPrecipTypeInV1(type: string | null | undefined): string | null {
  if (type === undefined || type === null) return null;
  return type === 'ice' || type === 'mix' ? 'sleet' : type;
}

function differ(a: number | null, b: number | null, threshold: number): boolean {
  return a !== null && b !== null && Math.abs(a - b) >= threshold;
}

export function secondOpinionRows(current: WeatherForecast, legacy: LegacyForecast): OpinionRow[] {
  const legacyByTime = new Map(legacy.hourly.filter((hour) => hour.time !== undefined).map((hour) => [hour.time as number, hour]));
  const rows: OpinionRow[] = [];
  for (const hour of current.hourly ?? []) {
    const other = legacyByTime.get(hour.time);
    if (other === undefined) continue;
    // The forecast's side as its own tables read it; the legacy's from its m/s.
    const current = bridgeWeather(hour);
    const row: OpinionRow = {
      timeMs: hour.time * 1000,
      windKn: current.windKn,
      legacyWindKn: windFromMs(givenNumber(other.windSpeed)),
      pressureHpa: current.pressureHpa,
      legacyPressureHpa: givenNumber(other.pressure),
      temperatureC: current.temperatureC,
      legacyTemperatureC: givenNumber(other.temperature),
      precipMmH: current.precipMmH,
      legacyPrecipMmH: givenNumber(other.precipIntensity),
      precipType: current.precipType,
      legacyPrecipType: legacyPrecipTypeInV1(other.precipType),
      differences: [],
    };
    if (differ(row.windKn, row.legacyWindKn, opinionThresholds.windKn)) row.differences.push(`wind ${Math.round(row.windKn ?? 0)} vs ${Math.round(row.legacyWindKn ?? 0)} kn`);
    if (differ(row.pressureHpa, row.legacyPressureHpa, opinionThresholds.pressureHpa)) row.differences.push(`pressure ${Math.round(row.pressureHpa ?? 0)} vs ${Math.round(row.legacyPressureHpa ?? 0)} hPa`);
    if (differ(row.temperatureC, row.legacyTemperatureC, opinionThresholds.temperatureC)) row.differences.push(`temperature ${row.temperatureC} vs ${row.legacyTemperatureC} °C`);
    if (differ(row.precipMmH, row.legacyPrecipMmH, opinionThresholds.precipMmH)) row.differences.push(`rain ${row.precipMmH} vs ${row.legacyPrecipMmH} mm/h`);
    const bothWet = (row.precipMmH ?? 0) >= 0.1 && (row.legacyPrecipMmH ?? 0) >= 0.1;
    if (bothWet && row.precipType !== null && row.legacyPrecipType !== null && row.precipType !== row.legacyPrecipType) row.differences.push(`${row.precipType} vs ${row.legacyPrecipType}`);
    rows.push(row);
  }
  return rows;
}

