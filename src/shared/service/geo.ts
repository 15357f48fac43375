import { z } from 'zod';
import { latitude, longitude, oneOf, text, wholeNumber } from './query-fields';
import { coordinate, given, maybeText } from './reading-fields';

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
  country: given(
    z.object({
      code: maybeText(),
      name: maybeText(),
    }),
  ),
  latitude: coordinate(),
  longitude: coordinate(),
  timezone: maybeText(),
  continent: given(z.object({ name: maybeText() })),
});
export type Place = z.infer<typeof placeSchema>;

export const geoSearchResponseSchema = z.array(placeSchema);

/**
 * The vendor's examples read one place (the most prominent within the radius), and an answer
 * without a name as "nothing there"; the spec is silent. Read as a list either way (nearest
 * first), so one place, a list, or nothing all come out the same shape.
 */
export const geoNearbyResponseSchema = z.preprocess((answer) => {
  if (Array.isArray(answer)) return answer;
  if (typeof answer !== 'object' || answer === null) return answer;
  const name = (answer as { name?: unknown }).name;
  return name === undefined || name === null || name === '' ? [] : [answer];
}, z.array(placeSchema));
