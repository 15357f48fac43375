import { z } from 'zod';
import { shippingElementKeys } from './shipping-models';
import {
  checkRouteLists,
  epochSeconds,
  latitude,
  levelSlots,
  list,
  longitude,
  oneOf,
  positiveNumber,
} from './query-fields';
import { coordinate, given, maybeNumber, maybeText } from './reading-fields';

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
    // Knots. The spec: one value for the whole journey, or several applying from the matching
    // waypoint onward. The vendor's own example (infoplaza-platform-examples,
    // nextjs/src/app/marine/shipping/api.ts): the service takes one per waypoint or one fewer "and
    // nothing else", so one speed is sent repeated per leg (requestOnTheWire). No default is sent:
    // with times the service ignores speeds, and without either it uses its own (the demo's 16 kn).
    speeds: list(positiveNumber(100, 'knots'), 'speed').optional(),
    // Our choice (spec: not shown): rhumb line (the value seen) or great circle. No default sent:
    // left out, the service's own applies (the demo's: rhumb); the vendor's example always sends it.
    routing: oneOf(shippingRoutings).optional(),
    // Our choice (spec: not shown): element keys of the shipping table; left out means all.
    elements: list(oneOf(shippingElementKeys), 'element').optional(),
    // Our choice (spec: not shown): level texts, needed by some elements.
    levels: levelSlots().optional(),
  })
  .superRefine((query, ctx) => {
    checkRouteLists(query, ctx);
    checkShippingSpeeds(query, ctx);
  });

/** Speeds: one, one per leg or one per waypoint, and never beside times (which carry the schedule). */
function checkShippingSpeeds(
  query: { lats: number[]; times?: number[] | undefined; speeds?: number[] | undefined },
  ctx: z.RefinementCtx,
): void {
  const { speeds } = query;
  if (speeds === undefined) return;
  const waypoints = query.lats.length;
  if (query.times !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['speeds'],
      message: 'not taken beside times: the times carry the schedule, leave speeds out',
      input: speeds,
    });
  } else if (speeds.length !== 1 && speeds.length !== waypoints && speeds.length !== waypoints - 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['speeds'],
      message: `expected one speed in knots for the whole route, one per leg (${waypoints - 1}) or one per waypoint (${waypoints}), got ${speeds.length}`,
      input: speeds,
    });
  }
}

/** A model entry: range and runtime, or, when the model is unavailable, an error. */
export const shippingModelStatusSchema = z.object({
  key: z.string(),
  range: given(z.object({ from: maybeNumber(), to: maybeNumber() })),
  runtime: maybeNumber(),
  error: maybeText(),
});
export type ShippingModelStatus = z.infer<typeof shippingModelStatusSchema>;

// Reading policy (README): the vendor's examples read offset, offsetTime, unit, level, element
// and error as possibly null, and the point answer's steps before a model's run with null values.
const elementDescription = {
  unit: maybeText(),
  label: maybeText(),
  level: maybeText(),
  // May be mercator for the mercator-bio model (see shippingModelKeyAliases).
  model: maybeText(),
  element: maybeText(),
  // Set when this one element could not be answered; the rest of the answer is still good.
  error: maybeText(),
};

export const shippingPointResponseSchema = z.object({
  lat: given(coordinate()),
  lon: given(coordinate()),
  times: given(z.array(z.number())),
  models: given(z.array(shippingModelStatusSchema)),
  elements: z.array(
    z.object({
      key: z.string(),
      data: z.array(
        z.object({
          time: z.number(),
          // null where the model has no value (before its run, on land).
          value: z.number().nullable(),
          offset: maybeNumber(),
          offsetTime: maybeNumber(),
        }),
      ),
      ...elementDescription,
    }),
  ),
});
export type ShippingPointForecast = z.infer<typeof shippingPointResponseSchema>;

export const routePointKindSchema = z.enum(['waypoint', 'timestep']);

// Hot path: a long voyage answers thousands of positions per element; plain objects only.
export const shippingRouteDataSchema = z.object({
  lat: coordinate(),
  lon: coordinate(),
  // waypoint or timestep; another word is passed on.
  kind: maybeText(),
  time: z.number(),
  value: z.number().nullable(),
  offset: maybeNumber(),
  offsetTime: maybeNumber(),
  waypointIndex: maybeNumber(),
});

export const shippingRouteResponseSchema = z.object({
  start: maybeNumber(),
  models: given(z.array(shippingModelStatusSchema)),
  points: given(
    z.array(
      z.object({
        lat: coordinate(),
        lon: coordinate(),
        time: z.number(),
        type: maybeText(),
        speed: maybeNumber(),
        distance: maybeNumber(),
        distanceTime: maybeNumber(),
      }),
    ),
  ),
  routing: maybeText(),
  elements: z.array(
    z.object({
      key: z.string(),
      data: z.array(shippingRouteDataSchema),
      ...elementDescription,
    }),
  ),
});
export type ShippingRouteForecast = z.infer<typeof shippingRouteResponseSchema>;
