import { z } from 'zod';
import {
  checkRouteLists,
  epochSeconds,
  latitude,
  levelSlots,
  list,
  listItem,
  longitude,
  modelRuntime,
  positiveNumber,
  text,
} from './query-fields';
import { coordinate, given, level, maybeNumber, maybeText } from './reading-fields';

/**
 * Point and route timeseries, shared by the weather and marine areas. The two differ only where
 * the spec says so: levels required (weather) or optional (marine); speed 25 km/h or 16 knots;
 * level a string (weather) or a number or null (marine). Their answers are read alike, by the
 * reading policy (README).
 */

const runtime = modelRuntime();
const items = (what: string) => list(listItem(), what);

export const weatherTimeseriesPointQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  model: text(),
  elements: items('element'),
  levels: levelSlots(),
  runtime,
  units: items('unit').optional(),
  // Our choice (spec: array of unspecified items): member identifiers as texts.
  members: items('member').optional(),
});

export const marineTimeseriesPointQuerySchema = weatherTimeseriesPointQuerySchema.extend({
  levels: levelSlots().optional(),
});

// The components of the vendor read point answers without a pallete (they ask the maps layers
// endpoint for a palette per element): optional, like everything but the time and the value.
const palleteSchema = z.object({
  colors: given(z.array(z.string())),
  labels: given(z.array(z.number().nullable())),
  values: given(z.array(z.number().nullable())),
});

const pointStepSchema = z.object({ time: z.number(), value: z.number().nullable() });

const pointElementSchema = z.object({
  data: z.array(pointStepSchema),
  unit: maybeText(),
  // A text (2m), a number (marine), or '-' / empty / null for none: see levelOf.
  level: level(),
  element: z.string(),
  // The field is spelled pallete by the service.
  pallete: given(palleteSchema),
});

export const weatherPointResponseSchema = z.object({
  model: maybeText(),
  runtime: maybeNumber(),
  elements: z.array(pointElementSchema),
  latitude: given(coordinate()),
  longitude: given(coordinate()),
});
export type WeatherPointTimeseries = z.infer<typeof weatherPointResponseSchema>;

export const marinePointResponseSchema = weatherPointResponseSchema;
export type MarinePointTimeseries = z.infer<typeof marinePointResponseSchema>;

/** A level as a text, '' for none ('-', null, empty, absent). */
export function levelOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return text === '-' || text === 'null' ? '' : text;
}

const routeFields = {
  lats: list(latitude(), 'latitude', 2),
  lons: list(longitude(), 'longitude', 2),
  model: text(),
  elements: items('element'),
  levels: levelSlots(),
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
    levels: levelSlots().optional(),
    speed: positiveNumber(100, 'knots').default(16),
  })
  .superRefine(checkRouteLists);

const routeStepSchema = z.object({
  lat: coordinate(),
  lon: coordinate(),
  time: z.number(),
  value: z.number().nullable(),
  offset: maybeNumber(),
  distance: maybeNumber(),
  offsetTime: maybeNumber(),
});

const routeResponseSchema = z.object({
  model: maybeText(),
  speed: given(z.object({ ms: maybeNumber(), kmh: maybeNumber(), kts: maybeNumber() })),
  runtime: maybeNumber(),
  elements: z.array(
    z.object({
      data: z.array(routeStepSchema),
      unit: maybeText(),
      // Empty string, '-' or null when not applicable.
      level: level(),
      element: z.string(),
    }),
  ),
});

export const weatherRouteResponseSchema = routeResponseSchema;
export type WeatherRouteForecast = z.infer<typeof weatherRouteResponseSchema>;

export const marineRouteResponseSchema = routeResponseSchema;
export type MarineRouteForecast = z.infer<typeof marineRouteResponseSchema>;

// Our choice (spec: the weather timeseries models catalogue is not shown): lat and lon required,
// as the proxy table says, and the answer shaped as the marine catalogue { models, modelCount }.
export { requiredLocationQuerySchema as weatherTimeseriesModelsQuerySchema } from './catalogue';
export { catalogueResponseSchema as weatherTimeseriesModelsResponseSchema } from './catalogue';
