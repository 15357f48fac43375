import { z } from 'zod';
import { latitude, longitude, oneOf, positiveNumber, text, wholeNumber } from './query-fields';
import { coordinate, given, maybeNumber, maybeText } from './reading-fields';

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

/** The v1 precipitation words the spec lists (the legacy forecast is translated into them). */
export const precipTypeSchema = z.enum(['rain', 'snow', 'sleet', 'hail']);

// Reading policy (README): far out at sea only `time` is certain; gusts, precipitation and whole
// blocks (minutely) may be left out (the vendor's own forecast types say so). Ranges are
// documented, not enforced; an unknown word (a new precipitation type) is passed on as text.
const n = maybeNumber;
const word = maybeText;

const currentlySchema = z.object({
  time: z.number(),
  icon: word(),
  dewPoint: n(),
  humidity: n(),
  pressure: n(),
  windGust: n(),
  windSpeed: n(),
  cloudCover: n(),
  visibility: n(),
  temperature: n(),
  windBearing: n(),
  precipIntensity: n(),
  precipProbability: n(),
  apparentTemperature: n(),
  nearestStormBearing: n(),
  nearestStormDistance: n(),
});

const minutelySchema = z.object({
  time: z.number(),
  precipType: word(),
  precipIntensity: n(),
  precipProbability: n(),
});

// What the spec's hourly, daypartly and daily blocks all give; each adds its own fields below.
const periodFields = {
  icon: word(),
  time: z.number(),
  uvIndex: n(),
  windSpeed: n(),
  cloudCover: n(),
  precipType: word(),
  windBearing: n(),
  iconExtended: word(),
  precipIntensity: n(),
  precipProbability: n(),
};

const hourlySchema = z.object({
  ...periodFields,
  dewPoint: n(),
  humidity: n(),
  pressure: n(),
  windGust: n(),
  visibility: n(),
  temperature: n(),
  globalRadiation: n(),
  apparentTemperature: n(),
});

// No pressure in a daypart, no visibility in a day: the spec gives none (the views say "not given").
const daypartlySchema = z.object({
  ...periodFields,
  name: word(),
  windGust: n(),
  visibility: n(),
  temperature: n(),
  globalRadiationSum: n(),
});

const dailySchema = z.object({
  ...periodFields,
  dewPoint: n(),
  humidity: n(),
  pressure: n(),
  temperatureLow: n(),
  temperatureHigh: n(),
  globalRadiationSum: n(),
  apparentTemperature: n(),
});

export const weatherForecastResponseSchema = z.object({
  country: word(),
  // Where the forecast is for (the service snaps to its nearest place, far away at sea).
  latitude: given(coordinate()),
  longitude: given(coordinate()),
  location: word(),
  timezone: word(),
  currently: given(currentlySchema),
  minutely: given(z.array(minutelySchema)),
  hourly: given(z.array(hourlySchema)),
  daily: given(z.array(dailySchema)),
  daypartly: given(z.array(daypartlySchema)),
  // One link, named after the partner weather site (the name is not given).
  links: given(z.record(z.string(), z.string().nullable())),
});
export type WeatherForecast = z.infer<typeof weatherForecastResponseSchema>;

export const weatherRadarQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  // Our choice (spec: default 10 km, no range): greater than 0, at most 500 km.
  radius: positiveNumber(500, 'kilometres').default(10),
});

export const weatherRadarResponseSchema = z.object({
  bbox: given(
    z.object({
      east: coordinate(),
      west: coordinate(),
      north: coordinate(),
      south: coordinate(),
      zoom: n(),
    }),
  ),
  layers: z.array(
    z.object({
      time: z.number(),
      type: word(),
      // The image is the value of a radar frame.
      image: z.object({ url: z.string(), format: word() }),
      offset: n(),
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
  // The documented response enum lists only month; any word is passed on.
  period: word(),
  periods: z.array(
    z.object({
      month: z.int().min(1).max(12),
      period: n(),
      // m/s, as the vendor's examples read them.
      windGust: n(),
      windSpeed: n(),
      // Seconds of sunshine per day, despite the name (the vendor's examples: 8363 for a Dutch
      // January is 2.3 hours a day).
      sunshineHours: n(),
      temperatureLow: n(),
      temperatureHigh: n(),
      precipitationSum: n(),
    }),
  ),
  // Decimal degrees: strings in the spec, numbers in the vendor's examples; read as numbers.
  latitude: given(coordinate()),
  longitude: given(coordinate()),
});
export type WeatherClimate = z.infer<typeof weatherClimateResponseSchema>;
