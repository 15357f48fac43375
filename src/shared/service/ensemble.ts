import { z } from 'zod';
import { catalogueEntrySchema, optionalLocationQuerySchema } from './catalogue';
import { latitude, levelSlots, list, listItem, longitude, modelRuntime, text } from './query-fields';
import { coordinate, given, level, maybeNumber, maybeText, modelCatalogue } from './reading-fields';

const items = (what: string) => list(listItem(), what);

export const marineEnsemblePointQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  model: text(),
  elements: items('element'),
  levels: levelSlots().optional(),
  runtime: modelRuntime(),
  units: items('unit').optional(),
});

// Our choice (spec: the weather ensemble point forecast is not shown): the same parameters and
// answer as the marine ensemble point forecast (the proxy table lists the same parameters).
export const weatherEnsemblePointQuerySchema = marineEnsemblePointQuerySchema;

/**
 * Statistics plus one value per member. The spec names members member0, member1, ...; the
 * vendor's mock names them member001, ...; their proxy reads any value null. catchall keeps the
 * members (a plain object would strip them); any key starting with `member` is one.
 */
export const ensembleValueSchema = z
  .object({
    max: maybeNumber(),
    min: maybeNumber(),
    mean: maybeNumber(),
    median: maybeNumber(),
    control: maybeNumber(),
    percentile10: maybeNumber(),
    percentile90: maybeNumber(),
  })
  .catchall(z.number().nullable());
export type EnsembleValue = z.infer<typeof ensembleValueSchema>;

const memberKey = /^member(\d*)/;

/** The member keys of one value, in member order (member0, member1, ... or member001, ...). */
export function ensembleMemberKeys(value: EnsembleValue): string[] {
  return Object.keys(value)
    .filter((key) => memberKey.test(key))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Member values in member order; null where the service gave none. */
export function ensembleMembers(value: EnsembleValue): (number | null)[] {
  return ensembleMemberKeys(value).map((key) => value[key] ?? null);
}

export const ensembleElementSchema = z
  .object({
    // Each element carries data, or an error instead of data.
    // A null value is a step with no figures: read as the vendor's proxy reads it, no statistics, no members.
    data: z.array(z.object({ time: z.number(), value: z.preprocess((given) => given ?? {}, ensembleValueSchema) })).optional(),
    error: maybeText(),
    unit: maybeText(),
    level: level(),
    element: z.string(),
  })
  .refine((element) => element.data !== undefined || (element.error !== undefined && element.error !== null), {
    error: 'expected data or an error',
  });

export const ensemblePointResponseSchema = z.object({
  // The vendor's proxy falls back to the model asked for when the answer names none.
  model: maybeText(),
  runtime: maybeNumber(),
  elements: z.array(ensembleElementSchema),
  latitude: given(coordinate()),
  longitude: given(coordinate()),
});
export type EnsemblePointForecast = z.infer<typeof ensemblePointResponseSchema>;
export const marineEnsemblePointResponseSchema = ensemblePointResponseSchema;
export const weatherEnsemblePointResponseSchema = ensemblePointResponseSchema;

/**
 * How many members an ensemble has. The vendor's components read `members` as a list of member
 * names, or a map from model run to such a list (latest run first); the spec shows none; our demo
 * sends a count. Read as a count either way; null when it cannot be told.
 */
export const ensembleMemberCountSchema = z
  .union([z.number(), z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()])
  .optional()
  .transform((members): number | null => {
    if (members === undefined || members === null) return null;
    if (typeof members === 'number') return members;
    if (Array.isArray(members)) return members.length;
    const runs = Object.keys(members).sort((a, b) => Number(b) - Number(a));
    for (const run of runs) {
      const list = members[run];
      if (Array.isArray(list) && list.length > 0) return list.length;
    }
    return null;
  });

// Our choice (spec: ensemble catalogues not shown): the marine catalogue's shape, each entry also
// saying how many members the ensemble has; elements[] says which elements exist.
export const ensembleCatalogueEntrySchema = catalogueEntrySchema.extend({
  members: ensembleMemberCountSchema,
});
export const ensembleModelsResponseSchema = modelCatalogue(
  z.object({
    models: z.array(ensembleCatalogueEntrySchema),
    modelCount: maybeNumber(),
  }),
);
export type EnsembleModels = z.infer<typeof ensembleModelsResponseSchema>;

export const marineEnsembleModelsQuerySchema = optionalLocationQuerySchema;
export const weatherEnsembleModelsQuerySchema = optionalLocationQuerySchema;
export const marineEnsembleModelsResponseSchema = ensembleModelsResponseSchema;
export const weatherEnsembleModelsResponseSchema = ensembleModelsResponseSchema;
