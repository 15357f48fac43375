import { z } from 'zod';
import { latitude, longitude, oneOf, text, wholeNumber } from './query-fields';

export const geoLanguages = [
  'nl', 'en', 'de', 'fr', 'es', 'it', 'pt', 'hr', 'cs', 'el', 'hu', 'pl', 'sv', 'tr',
] as const;

export const geoSearchQuerySchema = z.object({
  query: text(),
  language: oneOf(geoLanguages).default('en'),
});

// Our choice (spec: not shown): besides lat and lon, an optional limit on the number of places.
export const geoNearbyQuerySchema = z.object({
  lat: latitude(),
  lon: longitude(),
  limit: wholeNumber(1, 50).optional(),
});

export const placeSchema = z.object({
  name: z.string(),
  country: z.object({
    code: z.string().regex(/^[A-Z]{2}$/),
    name: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  continent: z.object({ name: z.string() }),
});
export type Place = z.infer<typeof placeSchema>;

export const geoSearchResponseSchema = z.array(placeSchema);
// Our choice (spec: not shown): the nearby lookup answers like the search, nearest place first.
export const geoNearbyResponseSchema = z.array(placeSchema);
