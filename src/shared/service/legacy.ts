import { z } from 'zod';
import { latitude, longitude } from './query-fields';

/** The key is sent as token by the endpoint table, never part of the query schema. */
export const legacyForecastQuerySchema = z.object({
  latitude: latitude(),
  longitude: longitude(),
});

export const legacyPrecipTypeSchema = z.enum(['rain', 'snow', 'ice', 'mix']);

const n = z.number().optional();
const s = z.string().optional();

// None of the keys inside the blocks is guaranteed: every field is optional. Wind is in m/s.
const currentlySchema = z.object({
  time: z.int().optional(),
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
  isForecast: z.boolean().optional(),
});

const minutelySchema = z.object({
  time: n,
  precipIntensity: n,
  precipProbability: n,
  precipType: legacyPrecipTypeSchema.optional(),
});

const hourlySchema = z.object({
  time: n,
  icon: s,
  iconExtended: s,
  precipIntensity: n,
  precipProbability: n,
  precipType: legacyPrecipTypeSchema.optional(),
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
  precipType: legacyPrecipTypeSchema.optional(),
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
  location: z.string(),
  country: z.string(),
  timezone: z.string(),
  // Filled with a forecast for now when no observation is near.
  currently: currentlySchema,
  // 24 items, 5 minutes apart.
  minutely: z.array(minutelySchema),
  // Up to 168 items.
  hourly: z.array(hourlySchema),
  // 15 items.
  daily: z.array(dailySchema),
});
export type LegacyForecast = z.infer<typeof legacyForecastResponseSchema>;
