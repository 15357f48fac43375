import { z } from 'zod';
import { serviceAnswerSchema } from './answer-provenance';
import { weatherMapsLayersQuerySchema, weatherMapsLayersResponseSchema } from './maps';
import { latitude, longitude } from './query-fields';

/**
 * The chart's weather layer over its view, in one call: the layers answer and the image of the
 * step nearest the chart's time together (one round trip on a pan, not three). When the view's
 * own box is not cached, a cached answer over a wider box that covers the view (the offline
 * pack's route box among them) is shown instead, with its age; offline, one covering only part
 * of the view is better than an empty chart. The spend is capped by the caller: the credit gate
 * passes up to `creditsAllowed`, and an answer that would cost more comes back as its cost,
 * with nothing asked.
 */

/** The chart's view as the service writes a box: within ±180°, west east of east across 180°. */
export const viewBoxSchema = z.object({ north: latitude(), south: latitude(), west: longitude(), east: longitude() }).strict();

export const weatherLayerViewInputSchema = z
  .object({
    /** The view's own box, snapped (the renderer's layer-box.ts), with the choice of layer. */
    query: weatherMapsLayersQuerySchema,
    /** What the chart shows: a wider answer must cover it. */
    view: viewBoxSchema,
    /** The chart's time: the step nearest it comes with the answer. */
    timeUtcMs: z.number().int(),
    /** Credits the credit gate passed for this view (0: only what costs nothing). */
    creditsAllowed: z.number().min(0),
    pinForVoyageId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type WeatherLayerViewInput = z.infer<typeof weatherLayerViewInputSchema>;

export const layerImageSchema = z.object({ imageBase64: z.string(), mediaType: z.string(), timestamp: z.number().int() });

/** A cached answer over a wider box than the view's own, shown in its place. */
export const widerLayerSchema = z.object({
  zoom: z.number().int(),
  north: z.number(),
  south: z.number(),
  /** As the service takes them: west east of east when the box crosses 180°. */
  west: z.number(),
  east: z.number(),
  /** Share of the view it covers, 0..1: below 1 only offline. */
  coverage: z.number().min(0).max(1),
});
export type WiderLayer = z.infer<typeof widerLayerSchema>;

export const weatherLayerViewSchema = z.discriminatedUnion('kind', [
  /** Would spend more than allowed: nothing was asked; ask the gate for these credits and call again. */
  z.object({ kind: z.literal('costs'), credits: z.number().min(0), creditsToSpend: z.number().min(0) }),
  z.object({
    kind: z.literal('layer'),
    listing: serviceAnswerSchema(weatherMapsLayersResponseSchema),
    /** The query the listing answers (the view's own, or the wider box's): each step's image is asked with it. */
    query: weatherMapsLayersQuerySchema,
    wider: widerLayerSchema.nullable(),
    /** When the service cannot be asked: the steps whose images are in cache.db, the only ones that can show. */
    cachedStepsSec: z.array(z.number().int()).nullable(),
    /** The step nearest the chart's time (among those that can show), with its provenance. */
    image: serviceAnswerSchema(layerImageSchema).nullable(),
    /** Why that image is missing, in words. */
    imageProblem: z.string().nullable(),
  }),
]);
export type WeatherLayerView = z.infer<typeof weatherLayerViewSchema>;

export const weatherLayerViewEstimateSchema = z.object({
  credits: z.number().min(0),
  /** 0 when the view's own answer, or a wider one covering it, is cached and fresh. */
  creditsToSpend: z.number().min(0),
});

/** The step nearest a time. */
export function nearestStep(stepsSec: readonly number[], timeUtcMs: number): number | null {
  if (stepsSec.length === 0) return null;
  let best = stepsSec[0] ?? 0;
  for (const step of stepsSec) if (Math.abs(step * 1000 - timeUtcMs) < Math.abs(best * 1000 - timeUtcMs)) best = step;
  return best;
}
