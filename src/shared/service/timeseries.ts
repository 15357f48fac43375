import { z } from 'zod';
import {
  checkRouteLists,
  epochSeconds,
  latitude,
  list,
  listItem,
  longitude,
  positiveNumber,
  text,
} from './query-fields';

/**
 * Point and route timeseries, shared by the weather and marine areas. The two differ only where
 * the spec says so: levels required (weather) or optional (marine); speed 25 km/h or 16 knots;
 * level a string (weather) or a number or null (marine); route values nullable for marine.
 */

const runtime = text().default('latest');
const items = (what: string) => list(listItem(), what);

export const weatherTimeseriesPointQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  model: text(),
  elements: items('element'),
  levels: items('level'),
  runtime,
  units: items('unit').optional(),
  // Our choice (spec: array of unspecified items): member identifiers as texts.
  members: items('member').optional(),
});

export const marineTimeseriesPointQuerySchema = weatherTimeseriesPointQuerySchema.extend({
  levels: items('level').optional(),
});

const palleteSchema = z.object({
  colors: z.array(z.string()),
  labels: z.array(z.number()),
  values: z.array(z.number().nullable()),
});

const pointStepSchema = z.object({ time: z.int(), value: z.number().nullable() });

export const weatherPointResponseSchema = z.object({
  model: z.string(),
  runtime: z.int(),
  elements: z.array(
    z.object({
      data: z.array(pointStepSchema),
      unit: z.string(),
      level: z.string().nullish(),
      element: z.string(),
      // The field is spelled pallete by the service.
      pallete: palleteSchema,
    }),
  ),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type WeatherPointTimeseries = z.infer<typeof weatherPointResponseSchema>;

export const marinePointResponseSchema = z.object({
  model: z.string(),
  runtime: z.int(),
  elements: z.array(
    z.object({
      data: z.array(pointStepSchema),
      unit: z.string(),
      level: z.number().nullish(),
      element: z.string(),
      pallete: palleteSchema,
    }),
  ),
  latitude: z.number(),
  longitude: z.number(),
});
export type MarinePointTimeseries = z.infer<typeof marinePointResponseSchema>;


const routeFields = {
  lats: list(latitude(), 'latitude', 2),
  lons: list(longitude(), 'longitude', 2),
  model: text(),
  elements: items('element'),
  levels: items('level'),
  times: list(epochSeconds(), 'time').optional(),
  // Default now: left to the service at request time, so that a canonical query (and the cache
  // key made from it) does not change every second.
  start: epochSeconds().optional(),
  speed: positiveNumber(1000, 'km/h').default(25),
  runtime,
  units: items('unit').optional(),
};

export const weatherTimeseriesRouteQuerySchema = z.object(routeFields).superRefine(checkRouteLists);

export const marineTimeseriesRouteQuerySchema = z
  .object({
    ...routeFields,
    levels: items('level').optional(),
    speed: positiveNumber(100, 'knots').default(16),
  })
  .superRefine(checkRouteLists);

export const weatherRouteResponseSchema = z.object({
  model: z.string(),
  speed: z.object({ ms: z.number(), kmh: z.number(), kts: z.number().optional() }),
  runtime: z.int(),
  elements: z.array(
    z.object({
      data: z.array(
        z.object({
          lat: z.number(),
          lon: z.number(),
          time: z.int(),
          value: z.number(),
          offset: z.int(),
          distance: z.number(),
          offsetTime: z.int(),
        }),
      ),
      unit: z.string(),
      level: z.string(),
      element: z.string(),
    }),
  ),
});
export type WeatherRouteForecast = z.infer<typeof weatherRouteResponseSchema>;

export const marineRouteResponseSchema = z.object({
  model: z.string(),
  speed: z.object({ ms: z.number(), kmh: z.number(), kts: z.int() }),
  runtime: z.int(),
  elements: z.array(
    z.object({
      data: z.array(
        z.object({
          lat: z.number(),
          lon: z.number(),
          time: z.int(),
          value: z.number().nullable(),
          offset: z.int(),
          distance: z.int(),
          offsetTime: z.int(),
        }),
      ),
      unit: z.string(),
      // Empty string when not applicable.
      level: z.string(),
      element: z.string(),
    }),
  ),
});
export type MarineRouteForecast = z.infer<typeof marineRouteResponseSchema>;

// Our choice (spec: the weather timeseries models catalogue is not shown): lat and lon required,
// as the proxy table says, and the answer shaped as the marine catalogue { models, modelCount }.
export { requiredLocationQuerySchema as weatherTimeseriesModelsQuerySchema } from './catalogue';
export { catalogueResponseSchema as weatherTimeseriesModelsResponseSchema } from './catalogue';
