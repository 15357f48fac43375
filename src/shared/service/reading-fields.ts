import { z } from 'zod';

/**
 * The reading policy's building blocks (README: "Reading policy"). A field the app can work
 * without is `given(...)`: optional and nullable, because the real service leaves fields out (or
 * sends null) far at sea, before a model's run, or where an element has no level.
 */

/** Optional and nullable: what every field the app can do without is. */
export function given<T extends z.ZodType>(schema: T) {
  return schema.nullish();
}

/** A number the app can do without. */
export const maybeNumber = () => z.number().nullish();
/** A text the app can do without. */
export const maybeText = () => z.string().nullish();

const decimalText = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a decimal number written as text (the vendor's code reads both with Number()). */
export function numberOrDecimalText(what = 'a decimal number') {
  return z.union([
    z.number(),
    z
      .string()
      .regex(decimalText, `expected ${what}`)
      .transform((text) => Number(text)),
  ]);
}

/**
 * A coordinate as the service sends it: a number, or decimal degrees as a string (the spec shows
 * climate positions as strings; the vendor's code reads numbers). Read as a number either way.
 */
export function coordinate() {
  return numberOrDecimalText('decimal degrees');
}

/** A level as it comes: a text (`2m`), a number (marine), `-` or empty for none. */
export function level() {
  return z.union([z.string(), z.number()]).nullish();
}

/**
 * A model catalogue as it comes: `{ models, ... }`, or the list of models itself (the vendor's
 * components read `{ data: [...] }` as well as `{ data: { models } }`, "the shapes we've seen in
 * the wild"). Read as `{ models }` either way.
 */
export function modelCatalogue<T extends z.ZodType>(schema: T) {
  return z.preprocess((given) => (Array.isArray(given) ? { models: given } : given), schema);
}
