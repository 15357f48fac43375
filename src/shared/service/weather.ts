import { z } from 'zod';
import { latitude, longitude, oneOf, positiveNumber, text, wholeNumber } from './query-fields';

/** Ranges of the forecast's period limits, with the defaults that cost 1 credit. */
export const forecastLimits = {
  max_minutely: { min: 0, max: 120, default: 60 },
  max_hourly: { min: 0, max: 168, default: 48 },
  max_daily: { min: 0, max: 15, default: 5 },
  max_daypartly: { min: 0, max: 30, default: 8 },
} as const;

export const forecastLanguages = ['nl', 'en', 'de', 'fr', 'es', 'it'] as const;

function limit(name: keyof typeof forecastLimits) {
  const { min, max, default: fallback } = forecastLimits[name];
  return wholeNumber(min, max).default(fallback);
}

export const weatherForecastQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  // The allowed values are not shown in the spec: any non-empty word is passed on.
  units: text().default('metric'),
  max_minutely: limit('max_minutely'),
  max_hourly: limit('max_hourly'),
  max_daily: limit('max_daily'),
  max_daypartly: limit('max_daypartly'),
  language: oneOf(forecastLanguages).default('en'),
});

export const precipTypeSchema = z.enum(['rain', 'snow', 'sleet', 'hail']);
export const daypartNameSchema = z.enum(['morning', 'afternoon', 'evening', 'night']);

// Ranges (0..1, 0..360) are documented, not enforced: a humidity of 1.0000001 must not make a
// whole forecast unusable. Types and enums are enforced.
const currentlySchema = z.object({
  time: z.number(),
  dewPoint: z.number(),
  humidity: z.number(),
  pressure: z.number(),
  windGust: z.number(),
  windSpeed: z.number(),
  cloudCover: z.number(),
  visibility: z.number(),
  temperature: z.number(),
  windBearing: z.number(),
  precipIntensity: z.number(),
  precipProbability: z.number(),
  apparentTemperature: z.number(),
  nearestStormBearing: z.number(),
  nearestStormDistance: z.number(),
});

const minutelySchema = z.object({
  time: z.number(),
  precipType: precipTypeSchema,
  precipIntensity: z.number(),
  precipProbability: z.number(),
});

const hourlySchema = z.object({
  icon: z.string(),
  time: z.number(),
  uvIndex: z.number(),
  dewPoint: z.number(),
  humidity: z.number(),
  pressure: z.number(),
  windGust: z.number(),
  windSpeed: z.number(),
  cloudCover: z.number(),
  precipType: precipTypeSchema,
  visibility: z.number(),
  temperature: z.number(),
  windBearing: z.number(),
  iconExtended: z.string(),
  globalRadiation: z.number(),
  precipIntensity: z.number(),
  precipProbability: z.number(),
  apparentTemperature: z.number(),
});

const daypartlySchema = z.object({
  icon: z.string(),
  name: daypartNameSchema,
  time: z.number(),
  uvIndex: z.number(),
  windGust: z.number(),
  windSpeed: z.number(),
  cloudCover: z.number(),
  precipType: precipTypeSchema,
  visibility: z.number(),
  temperature: z.number(),
  windBearing: z.number(),
  iconExtended: z.string(),
  precipIntensity: z.number(),
  precipProbability: z.number(),
  globalRadiationSum: z.number(),
});

const dailySchema = z.object({
  icon: z.string(),
  time: z.number(),
  uvIndex: z.number(),
  dewPoint: z.number(),
  humidity: z.number(),
  pressure: z.number(),
  windSpeed: z.number(),
  cloudCover: z.number(),
  precipType: precipTypeSchema,
  windBearing: z.number(),
  iconExtended: z.string(),
  temperatureLow: z.number(),
  precipIntensity: z.number(),
  temperatureHigh: z.number(),
  precipProbability: z.number(),
  globalRadiationSum: z.number(),
  apparentTemperature: z.number(),
});

export const weatherForecastResponseSchema = z.object({
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  location: z.string(),
  timezone: z.string(),
  currently: currentlySchema,
  minutely: z.array(minutelySchema),
  hourly: z.array(hourlySchema),
  daily: z.array(dailySchema),
  daypartly: z.array(daypartlySchema),
  // One link, named after the partner weather site (the name is not given).
  links: z.record(z.string(), z.string()),
});
export type WeatherForecast = z.infer<typeof weatherForecastResponseSchema>;

export const weatherRadarQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  // Our choice (spec: default 10 km, no range): greater than 0, at most 500 km.
  radius: positiveNumber(500, 'kilometres').default(10),
});

export const weatherRadarResponseSchema = z.object({
  bbox: z.object({
    east: z.number(),
    west: z.number(),
    north: z.number(),
    south: z.number(),
    zoom: z.int(),
  }),
  layers: z.array(
    z.object({
      time: z.int(),
      type: z.enum(['forecast']),
      image: z.object({ url: z.string(), format: z.string() }),
      offset: z.int(),
    }),
  ),
});
export type WeatherRadar = z.infer<typeof weatherRadarResponseSchema>;

export const climatePeriods = ['month', 'half_month', 'ten_days'] as const;

export const weatherClimateQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  period: oneOf(climatePeriods).default('month'),
});

export const weatherClimateResponseSchema = z.object({
  // The documented response enum lists only month; the other request values are accepted too.
  period: z.enum(climatePeriods),
  periods: z.array(
    z.object({
      month: z.int().min(1).max(12),
      period: z.int(),
      windGust: z.number(),
      windSpeed: z.number(),
      sunshineHours: z.number(),
      temperatureLow: z.number(),
      temperatureHigh: z.number(),
      precipitationSum: z.number(),
    }),
  ),
  // Decimal degrees as strings, as the spec says.
  latitude: z.string(),
  longitude: z.string(),
});
export type WeatherClimate = z.infer<typeof weatherClimateResponseSchema>;
