import { z } from 'zod';
import { catalogueEntrySchema } from './catalogue';
import { latitude, longitude, text, wholeNumber } from './query-fields';

export { optionalLocationQuerySchema as weatherMapsModelsQuerySchema } from './catalogue';

export const weatherMapsModelsResponseSchema = z.object({
  models: z.array(catalogueEntrySchema),
});
export type WeatherMapsModels = z.infer<typeof weatherMapsModelsResponseSchema>;

export const weatherMapsLayersQuerySchema = z.object({
  model: text(),
  // A model run; the value 'latest' is accepted.
  run: text(),
  element: text(),
  // Our choice (spec: a number): whole tile zoom levels 0..22, as web map tiles have.
  zoom: wholeNumber(0, 22),
  north: latitude(),
  east: longitude(),
  south: latitude(),
  west: longitude(),
  level: text().optional(),
  unit: text().optional(),
  grayscale: text().optional(),
});

/** yyyymmddThh:mm:ssZ, e.g. 20250101T06:00:00Z. */
export const compactUtcPattern = /^\d{8}T\d{2}:\d{2}:\d{2}Z$/;

export const weatherMapsLayersResponseSchema = z.object({
  model: z.object({
    id: z.string(),
    run: z.int(),
    name: z.string(),
    category: z.string(),
  }),
  layers: z.array(
    z.object({
      datetime: z.string().regex(compactUtcPattern),
      imageUrl: z.string(),
      timestamp: z.int(),
    }),
  ),
});
export type WeatherMapsLayers = z.infer<typeof weatherMapsLayersResponseSchema>;

