import { z } from 'zod';

/**
 * The weather where the ship will be, along the voyage: one entry per position the service
 * answered (waypoints and a position at every model step between them), each element's values in
 * navigators' units beside it. Built in core from the shipping route answer; drawn by the
 * meteogram, the chart layer and the exceedance list.
 */

export const routeForecastPointSchema = z.object({
  timeUtcMs: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  /** Summed over the voyage's own legs (the service's distances may restart at each waypoint). */
  distanceRunNm: z.number().min(0),
  /** The voyage leg the ship is on (at a waypoint, the leg leaving it; at the last, the last leg). */
  legIndex: z.number().int().min(0),
  /** The voyage waypoint this position is, or null between waypoints. */
  waypointIndex: z.number().int().min(0).nullable(),
});
export type RouteForecastPoint = z.infer<typeof routeForecastPointSchema>;

export const routeForecastElementSchema = z.object({
  /** The service's element key, e.g. significantWaveHeight. */
  key: z.string(),
  label: z.string(),
  /** The model that served it (mercator answered as mercator-bio). */
  model: z.string(),
  /** The unit of `values`: kn, m, s, nm, hPa, °C, °T, or the service's own when Passage does not know it. */
  unit: z.string(),
  serviceUnit: z.string(),
  /** One per point; null where the model has no value there. Empty when `error` is set. */
  values: z.array(z.number().nullable()),
  /** The service's reason when it could not serve the element. */
  error: z.string().nullable(),
});
export type RouteForecastElement = z.infer<typeof routeForecastElementSchema>;

export const routeForecastModelSchema = z.object({
  key: z.string(),
  runUtcMs: z.number().int().nullable(),
  fromUtcMs: z.number().int().nullable(),
  toUtcMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type RouteForecastModel = z.infer<typeof routeForecastModelSchema>;

export const routeForecastSeriesSchema = z.object({
  voyageId: z.string(),
  /** The saved revision the forecast was asked for: an edited route needs a new one. */
  voyageRevision: z.number().int(),
  etdUtcMs: z.number().int(),
  etaUtcMs: z.number().int(),
  /** Positions sent to the service: the waypoints plus the cuts of great-circle legs. */
  positionsSent: z.number().int().min(2),
  waypoints: z.array(z.object({ name: z.string(), timeUtcMs: z.number().int(), distanceRunNm: z.number().min(0) })),
  points: z.array(routeForecastPointSchema),
  elements: z.array(routeForecastElementSchema),
  models: z.array(routeForecastModelSchema),
});
export type RouteForecastSeries = z.infer<typeof routeForecastSeriesSchema>;

export const routeForecastEstimateSchema = z.object({
  /** What the request costs when it has to be sent. */
  credits: z.number().min(0),
  /** 0 when a fresh answer is already cached. */
  creditsToSpend: z.number().min(0),
});
export type RouteForecastEstimate = z.infer<typeof routeForecastEstimateSchema>;
