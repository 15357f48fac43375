import { z } from 'zod';
import { catalogueEntrySchema } from './catalogue';
import { latitude, longitude, text, wholeNumber } from './query-fields';
import { given, maybeNumber, maybeText, modelCatalogue } from './reading-fields';

export { optionalLocationQuerySchema as weatherMapsModelsQuerySchema } from './catalogue';

export const weatherMapsModelsResponseSchema = modelCatalogue(
  z.object({
    models: z.array(catalogueEntrySchema),
  }),
);
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

/**
 * The vendor's examples read `element`, `layers`, `palette` and `boundingbox` and no `model`; the
 * spec shows `model` and `layers`. Only the layers are needed to draw.
 */
export const weatherMapsLayersResponseSchema = z.object({
  model: given(
    z.object({
      id: maybeText(),
      run: maybeNumber(),
      name: maybeText(),
      category: maybeText(),
    }),
  ),
  element: given(z.object({ name: maybeText(), unit: maybeText(), level: maybeText() }).loose()),
  palette: given(
    z
      .object({
        imageUrl: maybeText(),
        colors: given(z.array(z.string())),
        values: given(z.array(z.number().nullable())),
        labels: given(z.array(z.number().nullable())),
      })
      .loose(),
  ),
  layers: z.array(
    z.object({
      datetime: given(z.string().regex(compactUtcPattern)),
      imageUrl: z.string(),
      timestamp: z.number(),
    }),
  ),
});
export type WeatherMapsLayers = z.infer<typeof weatherMapsLayersResponseSchema>;
