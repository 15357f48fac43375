import { z } from 'zod';
import { catalogueEntrySchema, optionalLocationQuerySchema } from './catalogue';
import { latitude, list, listItem, longitude, text } from './query-fields';

const items = (what: string) => list(listItem(), what);

export const marineEnsemblePointQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  model: text(),
  elements: items('element'),
  levels: items('level').optional(),
  runtime: text().default('latest'),
  units: items('unit').optional(),
});

// Our choice (spec: the weather ensemble point forecast is not shown): the same parameters and
// answer as the marine ensemble point forecast (the proxy table lists the same parameters).
export const weatherEnsemblePointQuerySchema = marineEnsemblePointQuerySchema;

/**
 * Statistics plus one number per member (member0, member1, ...). catchall keeps the members:
 * a plain object would strip them.
 */
export const ensembleValueSchema = z
  .object({
    max: z.number(),
    min: z.number(),
    mean: z.number(),
    median: z.number(),
    control: z.number(),
    percentile10: z.number(),
    percentile90: z.number(),
  })
  .catchall(z.number());
export type EnsembleValue = z.infer<typeof ensembleValueSchema>;

/** member0, member1, ... in member order, from one ensemble value. */
export function ensembleMembers(value: EnsembleValue): number[] {
  const members: number[] = [];
  for (let index = 0; ; index += 1) {
    const member = value[`member${index}`];
    if (member === undefined) return members;
    members.push(member);
  }
}

export const ensembleElementSchema = z
  .object({
    // Each element carries data, or an error instead of data.
    data: z.array(z.object({ time: z.int(), value: ensembleValueSchema })).optional(),
    error: z.string().optional(),
    unit: z.string().optional(),
    level: z.number().nullish(),
    element: z.string(),
  })
  .refine((element) => element.data !== undefined || element.error !== undefined, {
    error: 'expected data or an error',
  });

export const ensemblePointResponseSchema = z.object({
  model: z.string(),
  runtime: z.int(),
  elements: z.array(ensembleElementSchema),
  latitude: z.number(),
  longitude: z.number(),
});
export type EnsemblePointForecast = z.infer<typeof ensemblePointResponseSchema>;
export const marineEnsemblePointResponseSchema = ensemblePointResponseSchema;
export const weatherEnsemblePointResponseSchema = ensemblePointResponseSchema;

// Our choice (spec: ensemble catalogues not shown): the marine catalogue's shape, each entry also
// saying how many members the ensemble has; elements[] says which elements exist.
export const ensembleCatalogueEntrySchema = catalogueEntrySchema.extend({
  members: z.int().min(1),
});
export const ensembleModelsResponseSchema = z.object({
  models: z.array(ensembleCatalogueEntrySchema),
  modelCount: z.int(),
});
export type EnsembleModels = z.infer<typeof ensembleModelsResponseSchema>;

export const marineEnsembleModelsQuerySchema = optionalLocationQuerySchema;
export const weatherEnsembleModelsQuerySchema = optionalLocationQuerySchema;
export const marineEnsembleModelsResponseSchema = ensembleModelsResponseSchema;
export const weatherEnsembleModelsResponseSchema = ensembleModelsResponseSchema;
