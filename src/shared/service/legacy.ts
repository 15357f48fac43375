import { z } from 'zod';
import { latitude, longitude } from './query-fields';

/** The key is sent as token by the endpoint table, never part of the query schema. */
export const legacyForecastQuerySchema = z.object({
  latitude: latitude(),
  longitude: longitude(),
});

export const legacyPrecipTypeSchema = z.enum(['rain', 'snow', 'ice', 'mix']);

// Reading policy: a null is read as a value left out, so each field keeps one meaning (absent).
const absentWhenNull = <T extends z.ZodType>(schema: T) => z.preprocess((given) => (given === null ? undefined : given), schema.optional());
const n = absentWhenNull(z.number());
const s = absentWhenNull(z.string());
const precipType = absentWhenNull(legacyPrecipTypeSchema);
/** A block left out or null is read as an empty one. */
const block = <T extends z.ZodType>(schema: T) => z.preprocess((given) => given ?? [], z.array(schema));

// None of the keys inside the blocks is guaranteed: every field is optional. Wind is in m/s.
const currentlySchema = z.object({
  time: absentWhenNull(z.int()),
  icon: s,
  iconExtended: s,
  precipIntensity: n,
  precipProbability: n,
  temperature: n,
  apparentTemperature: n,
  dewPoint: n,
  humidity: n,
  pressure: n,
  windSpeed: n,
  windGust: n,
  windBearing: n,
  cloudCover: n,
  visibility: n,
  nearestStormDistance: n,
  nearestStormBearing: n,
  isForecast: absentWhenNull(z.boolean()),
});

const minutelySchema = z.object({
  time: n,
  precipIntensity: n,
  precipProbability: n,
  precipType,
});

const hourlySchema = z.object({
  time: n,
  icon: s,
  iconExtended: s,
  precipIntensity: n,
  precipProbability: n,
  precipType,
  temperature: n,
  apparentTemperature: n,
  dewPoint: n,
  humidity: n,
  pressure: n,
  windSpeed: n,
  windGust: n,
  windBearing: n,
  cloudCover: n,
  visibility: n,
});

const dailySchema = z.object({
  time: n,
  icon: s,
  iconExtended: s,
  // mm, or cm for snow.
  precipSum: n,
  precipProbability: n,
  precipType,
  apparentTemperature: n,
  temperatureHigh: n,
  temperatureLow: n,
  dewPoint: n,
  humidity: n,
  pressure: n,
  windSpeed: n,
  windBearing: n,
  cloudCover: n,
  uvIndex: n,
});

export const legacyForecastResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  location: s,
  country: s,
  timezone: s,
  // Filled with a forecast for now when no observation is near; far at sea it may be missing.
  currently: z.preprocess((given) => given ?? {}, currentlySchema),
  // 24 items, 5 minutes apart.
  minutely: block(minutelySchema),
  // Up to 168 items.
  hourly: block(hourlySchema),
  // 15 items.
  daily: block(dailySchema),
});
export type LegacyForecast = z.infer<typeof legacyForecastResponseSchema>;
