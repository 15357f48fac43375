import { z } from 'zod';

/**
 * The reading policy of every response schema, and its building blocks. The real service answers
 * in more shapes than the spec shows (NOTES: "The real service, as the vendor's own code reads it"):
 * - Require only what the app cannot work without: a time, a position, the value itself (null
 *   allowed where the service says "no value"), an id or name to ask or show by. Everything else
 *   is `given(...)` / `maybeNumber()` / `maybeText()`: optional and nullable, because the service
 *   leaves fields out (or sends null) far at sea, before a model's run, or where an element has no level.
 * - Unknown fields are never fatal (stripped); an unknown word in a field the app can do without is
 *   passed on as text. A coordinate is a number or a decimal string (`coordinate()`); a level is a
 *   text, a number, `-` or nothing (`levelOf`).
 * - Shapes the vendor's code reads are read too: one nearby place or a list; ensemble members named
 *   `member0` or `member001`, null members left out; member counts as a count, list or map by run;
 *   catalogue levels as a list or a map; a catalogue as `{ models }` or the bare list.
 * - Where one item of a list cannot be read, the client leaves it out and names it in a warning
 *   with its field path (core/service-client/answer-salvage.ts), which the view shows; a failure
 *   outside any list item is a `schema_mismatch` naming its path. Views say "not given", never 0.
 * - What each operation may require is one table, checked by a property test over every operation
 *   (test/integration/reading-policy-table.ts); vendor-shaped answers are in test/fixtures/vendor-answers/.
 * - The envelope `{ success, data, meta: { credits }, error }` and errors inside a 200 answer are
 *   read by the client (core/service-client/response-reading.ts), not by these schemas.
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
