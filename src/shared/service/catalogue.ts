import { z } from 'zod';
import { latitude, longitude } from './query-fields';
import { coordinate, given, maybeNumber, maybeText, modelCatalogue, numberOrDecimalText } from './reading-fields';

/**
 * Model catalogue entry, shared by the marine timeseries and the weather maps catalogues. Only
 * the id is needed to ask for a model; the vendor's components read elements without units or
 * levels, and levels as a list or a map keyed by level.
 */
export const catalogueElementSchema = z.object({
  id: z.string(),
  name: maybeText(),
  units: given(z.array(z.string())),
  levels: given(z.union([z.array(z.string()), z.record(z.string(), z.unknown())])),
  // Absent when units is empty.
  unitDefault: maybeText(),
});

/** The levels of a catalogue element as a list, whichever shape they came in. */
export function catalogueLevels(levels: string[] | Record<string, unknown> | null | undefined): string[] {
  if (levels === null || levels === undefined) return [];
  return Array.isArray(levels) ? levels : Object.keys(levels);
}

// A box missing an edge covers nothing that can be known: read as no box (coverage not given).
const box = z
  .object({
    east: coordinate().nullish(),
    west: coordinate().nullish(),
    north: coordinate().nullish(),
    south: coordinate().nullish(),
  })
  .transform(({ east, west, north, south }) =>
    east === null || east === undefined || west === null || west === undefined || north === null || north === undefined || south === null || south === undefined
      ? null
      : { east, west, north, south },
  );

export const catalogueEntrySchema = z.object({
  id: z.string(),
  beta: given(z.boolean()),
  name: z.string().nullish().transform((name) => name ?? ''),
  type: maybeText(),
  altId: maybeText(),
  region: maybeText(),
  maxzoom: maybeNumber(),
  // Present in the marine catalogue; the maps catalogue may leave it out.
  offsets: given(z.array(z.number())),
  category: maybeText(),
  elements: z.array(catalogueElementSchema).nullish().transform((elements) => elements ?? []),
  // The vendor's components read runtimes as numbers or as Unix seconds in text (Number(item)).
  runtimes: given(z.array(numberOrDecimalText('Unix seconds'))),
  // Forecast steps as start:step:end, written seq:[a:b:c].
  sequence: maybeText(),
  institute: maybeText(),
  resolution: maybeText(),
  boundingbox: given(box),
  runtimeLast: maybeNumber(),
  runtimesHours: given(z.array(z.number())),
  regionCategory: maybeText(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** { models, modelCount }: the marine catalogue's shape, reused where the spec shows none. */
export const catalogueResponseSchema = modelCatalogue(
  z.object({
    models: z.array(catalogueEntrySchema),
    modelCount: maybeNumber(),
  }),
);
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

const locationIssue = 'expected lat and lon together, or neither';

/**
 * Catalogue filter by location: lat and lon are optional, but one without the other is refused
 * (the proxy table says "lat and lon together if either is present").
 */
export const optionalLocationQuerySchema = z
  .object({
    lat: latitude().optional(),
    lon: longitude().optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lon'],
        message: locationIssue,
        input: query,
      });
    }
  });

export const requiredLocationQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
});
