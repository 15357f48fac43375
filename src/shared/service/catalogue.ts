import { z } from 'zod';
import { latitude, longitude } from './query-fields';

/** Model catalogue entry, shared by the marine timeseries and the weather maps catalogues. */
export const catalogueElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  units: z.array(z.string()),
  levels: z.array(z.string()),
  // Absent when units is empty.
  unitDefault: z.string().optional(),
});

export const catalogueEntrySchema = z.object({
  id: z.string(),
  beta: z.boolean(),
  name: z.string(),
  type: z.string(),
  altId: z.string().optional(),
  region: z.string(),
  maxzoom: z.int(),
  // Present in the marine catalogue; the maps catalogue may leave it out.
  offsets: z.array(z.int()).optional(),
  category: z.string(),
  elements: z.array(catalogueElementSchema),
  runtimes: z.array(z.int()),
  // Forecast steps as start:step:end, written seq:[a:b:c].
  sequence: z.string(),
  institute: z.string(),
  resolution: z.string(),
  boundingbox: z.object({
    east: z.number(),
    west: z.number(),
    north: z.number(),
    south: z.number(),
  }),
  runtimeLast: z.int(),
  runtimesHours: z.array(z.int()),
  regionCategory: z.string(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** { models, modelCount }: the marine catalogue's shape, reused where the spec shows none. */
export const catalogueResponseSchema = z.object({
  models: z.array(catalogueEntrySchema),
  modelCount: z.int(),
});
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
