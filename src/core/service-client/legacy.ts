import type { LegacyForecast } from '../../shared/service/legacy';
import type { z } from 'zod';
import type { precipTypeSchema } from '../../shared/service/weather';

/**
 * The legacy forecast (/weather/v1/forecast, key as token) speaks other units than v1. The client
 * returns it raw (client.legacyForecast); this turns it into v1 units so the rest of the app
 * compares like with like:
 * - windSpeed and windGust: m/s -> km/h (x 3.6), as v1's forecast gives them.
 * - precipType: rain and snow stay; ice -> sleet; mix -> sleet. Our choice for mix: the legacy
 *   "mix" is rain and snow together, which v1 calls sleet; reading it as rain would hide the
 *   freezing part, and on deck that is the part that matters (icing).
 * - Everything else (C, hPa, 0..1 ratios, metres, precipSum in mm or cm for snow) is unchanged.
 * Missing keys stay missing: the legacy blocks guarantee none of them.
 */

type V1PrecipType = z.infer<typeof precipTypeSchema>;
type LegacyPrecipType = 'rain' | 'snow' | 'ice' | 'mix';

const kmhPerMs = 3.6;

export function precipTypeInV1(legacy: LegacyPrecipType): V1PrecipType {
  switch (legacy) {
    case 'rain':
      return 'rain';
    case 'snow':
      return 'snow';
    case 'ice':
    case 'mix':
      return 'sleet';
  }
}

type WithV1Units<T> = Omit<T, 'precipType'> &
  ('precipType' extends keyof T ? { precipType?: V1PrecipType } : unknown);

export interface LegacyForecastInV1Units {
  latitude: number;
  longitude: number;
  location?: string | undefined;
  country?: string | undefined;
  timezone?: string | undefined;
  currently: WithV1Units<LegacyForecast['currently']>;
  minutely: WithV1Units<LegacyForecast['minutely'][number]>[];
  hourly: WithV1Units<LegacyForecast['hourly'][number]>[];
  daily: WithV1Units<LegacyForecast['daily'][number]>[];
}

function msToKmh(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value * kmhPerMs;
}

function convertBlock<T extends { windSpeed?: number; windGust?: number; precipType?: LegacyPrecipType }>(
  block: T,
): WithV1Units<T> {
  const { precipType, ...rest } = block;
  const converted: Record<string, unknown> = { ...rest };
  if ('windSpeed' in block && block.windSpeed !== undefined) converted.windSpeed = msToKmh(block.windSpeed);
  if ('windGust' in block && block.windGust !== undefined) converted.windGust = msToKmh(block.windGust);
  if (precipType !== undefined) converted.precipType = precipTypeInV1(precipType);
  return converted as WithV1Units<T>;
}

export function legacyForecastInV1Units(raw: LegacyForecast): LegacyForecastInV1Units {
  return {
    latitude: raw.latitude,
    longitude: raw.longitude,
    location: raw.location,
    country: raw.country,
    timezone: raw.timezone,
    currently: convertBlock(raw.currently),
    minutely: raw.minutely.map(convertBlock),
    hourly: raw.hourly.map(convertBlock),
    daily: raw.daily.map(convertBlock),
  };
}
