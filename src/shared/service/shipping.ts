import { z } from 'zod';
import { shippingElementKeys } from './shipping-models';
import {
  checkRouteLists,
  epochSeconds,
  latitude,
  list,
  listItem,
  longitude,
  oneOf,
  positiveNumber,
} from './query-fields';

export * from './shipping-models';

export const shippingPointQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
});

export const shippingRoutings = ['rhumb', 'greatcircle'] as const;

export const shippingRouteQuerySchema = z
  .object({
    lats: list(latitude(), 'latitude', 2),
    lons: list(longitude(), 'longitude', 2),
    times: list(epochSeconds(), 'time').optional(),
    // Our choice (spec: not shown): start in Unix seconds; left out means now, resolved by the
    // service, so that a canonical query does not change every second.
    start: epochSeconds().optional(),
    // Our choice (spec: not shown): knots (NOTES: one speed per leg, in knots), default 16 as the
    // marine timeseries route. One value for the whole journey; several apply from the matching
    // waypoint onward.
    speeds: list(positiveNumber(100, 'knots'), 'speed').default([16]),
    // Our choice (spec: not shown): rhumb line (the value seen) or great circle.
    routing: oneOf(shippingRoutings).default('rhumb'),
    // Our choice (spec: not shown): element keys of the shipping table; left out means all.
    elements: list(oneOf(shippingElementKeys), 'element').optional(),
    // Our choice (spec: not shown): level texts, needed by some elements.
    levels: list(listItem(), 'level').optional(),
  })
  .superRefine((query, ctx) => {
    checkRouteLists(query, ctx);
    if (query.speeds.length > query.lats.length - 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['speeds'],
        message: `expected at most one speed per leg (${query.lats.length - 1}), got ${query.speeds.length}`,
        input: query.speeds,
      });
    }
  });

/** A model entry: range and runtime, or, when the model is unavailable, an error. */
export const shippingModelStatusSchema = z.object({
  key: z.string(),
  range: z.object({ from: z.int(), to: z.int() }).optional(),
  runtime: z.int().optional(),
  error: z.string().optional(),
});
export type ShippingModelStatus = z.infer<typeof shippingModelStatusSchema>;

export const shippingPointResponseSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  times: z.array(z.int()),
  models: z.array(shippingModelStatusSchema),
  elements: z.array(
    z.object({
      key: z.string(),
      data: z.array(
        z.object({
          time: z.int(),
          // Our choice (spec: not stated): null where the model has no value (e.g. on land),
          // as in the marine timeseries.
          value: z.number().nullable(),
          offset: z.int(),
          offsetTime: z.int(),
        }),
      ),
      // Our choice (spec: not shown): the route element's other fields, optional here.
      unit: z.string().optional(),
      label: z.string().optional(),
      level: z.string().nullish(),
      model: z.string().optional(),
      element: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type ShippingPointForecast = z.infer<typeof shippingPointResponseSchema>;

export const routePointKindSchema = z.enum(['waypoint', 'timestep']);

// Hot path: a long voyage answers thousands of positions per element; plain objects only.
export const shippingRouteDataSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  kind: routePointKindSchema,
  time: z.int(),
  // Our choice (spec: not stated): nullable, as the point forecast.
  value: z.number().nullable(),
  offset: z.int(),
  offsetTime: z.int(),
  waypointIndex: z.int().nullable(),
});

export const shippingRouteResponseSchema = z.object({
  start: z.int(),
  models: z.array(shippingModelStatusSchema),
  points: z.array(
    z.object({
      lat: z.number(),
      lon: z.number(),
      time: z.int(),
      type: routePointKindSchema,
      speed: z.number().nullable(),
      distance: z.number(),
      distanceTime: z.number(),
    }),
  ),
  routing: z.string(),
  elements: z.array(
    z.object({
      key: z.string(),
      data: z.array(shippingRouteDataSchema),
      unit: z.string(),
      label: z.string(),
      level: z.string().nullable(),
      // May be mercator for the mercator-bio model (see shippingModelKeyAliases).
      model: z.string(),
      element: z.string(),
      error: z.string().optional(),
    }),
  ),
});
export type ShippingRouteForecast = z.infer<typeof shippingRouteResponseSchema>;
