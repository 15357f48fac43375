import { z } from 'zod';
import { answerProvenanceSchema } from '../service/answer-provenance';
import { comparableShippingKeys } from './model-element-match';
import { routeForecastPointSchema } from './route-forecast-series';

/**
 * Another model along a saved voyage, as the contract answers it: a timeseries model (marine or
 * weather) asked at the ship's positions and ETAs, each element beside the shipping forecast
 * element it is compared with, in navigators' units, with the part of the voyage it cannot cover.
 */

export const modelAlongRouteInputSchema = z
  .object({
    voyageId: z.string().min(1).max(100),
    area: z.enum(['marine', 'weather'], { error: 'area must be marine or weather' }),
    model: z.string().min(1, 'model must name a catalogue model').max(100),
    /** Shipping forecast element keys to compare (the model's matching elements are asked). */
    compare: z
      .array(z.enum(comparableShippingKeys as [string, ...string[]], { error: `compare lists shipping forecast elements; allowed: ${comparableShippingKeys.join(', ')}` }))
      .min(1, 'choose at least one element to compare')
      .max(comparableShippingKeys.length),
  })
  .strict();
export type ModelAlongRouteInput = z.infer<typeof modelAlongRouteInputSchema>;

export const modelAlongRouteEstimateSchema = z.object({
  /** positions × elements, when the request has to be sent. */
  credits: z.number().min(0),
  /** 0 when a fresh answer is already cached. */
  creditsToSpend: z.number().min(0),
  positions: z.number().int().min(0),
  /** Which part of the voyage the model cannot answer; null when it covers all of it. */
  notCovered: z.string().nullable(),
});
export type ModelAlongRouteEstimate = z.infer<typeof modelAlongRouteEstimateSchema>;

/** The ship's position and ETA, as the shipping forecast's points: distance and leg from the voyage's own plan. */
export const modelAlongRoutePointSchema = routeForecastPointSchema;
export type ModelAlongRoutePoint = z.infer<typeof modelAlongRoutePointSchema>;

export const modelAlongRouteElementSchema = z.object({
  /** The shipping forecast element it stands beside. */
  key: z.string(),
  /** The model's own element and level. */
  element: z.string(),
  level: z.string().nullable(),
  label: z.string(),
  /** Unit of `values` (kn, m, s, nm, hPa, °C) or the service's own when Passage does not know it. */
  unit: z.string(),
  serviceUnit: z.string(),
  /** One per point; null where the model has no value. */
  values: z.array(z.number().nullable()),
});
export type ModelAlongRouteElement = z.infer<typeof modelAlongRouteElementSchema>;

export const modelAlongRouteSchema = z.object({
  voyageId: z.string(),
  voyageRevision: z.number().int(),
  area: z.enum(['marine', 'weather']),
  model: z.object({ id: z.string(), name: z.string(), runUtcMs: z.number().int().nullable() }),
  notCovered: z.string().nullable(),
  points: z.array(modelAlongRoutePointSchema),
  elements: z.array(modelAlongRouteElementSchema),
});
export type ModelAlongRoute = z.infer<typeof modelAlongRouteSchema>;

export const modelAlongRouteAnswerSchema = z.object({ value: modelAlongRouteSchema, provenance: answerProvenanceSchema });
