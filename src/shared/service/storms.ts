import { z } from 'zod';

/** Every leaf number of a storm may be null or left out (read as null). */
const leaf = z
  .number()
  .nullish()
  .transform((given) => given ?? null);
const speedSchema = z.object({ kph: leaf, kts: leaf, mph: leaf, mps: leaf });
// Reading policy (README): a block the service leaves out reads as all its figures null.
const noSpeed = { kph: null, kts: null, mph: null, mps: null };
const speed = () => speedSchema.nullish().transform((given) => given ?? noSpeed);

const conditionsFields = {
  pressure: z
    .object({ in: leaf, mb: leaf })
    .nullish()
    .transform((given) => given ?? { in: null, mb: null }),
  gustSpeed: speed(),
  windSpeed: speed(),
  movementSpeed: speed(),
  movementDirection: z
    .object({ text: z.string().nullish(), degrees: leaf })
    .nullish()
    .transform((given) => given ?? { text: null, degrees: null }),
};

const conditionsSchema = z.object(conditionsFields);
const noConditions = () => conditionsSchema.parse({});

/** A text the service may leave out, read as '' (an unknown category: the class comes from the wind). */
const textOrEmpty = () => z.string().nullish().transform((given) => given ?? '');

export const stormPathPointSchema = z.object({
  name: textOrEmpty(),
  nameShort: textOrEmpty(),
  category: textOrEmpty(),
  latitude: leaf,
  longitude: leaf,
  timestamp: leaf,
  ...conditionsFields,
});
export type StormPathPoint = z.infer<typeof stormPathPointSchema>;

/** [longitude, latitude], as the service sends cone polygons. */
const lonLatPair = z.tuple([z.number(), z.number()]);

export const stormSchema = z.object({
  // Includes year, basin and storm number.
  id: z.string(),
  name: z.string(),
  nameShort: textOrEmpty(),
  // Intensity code, e.g. TD, TS, TY, I.
  category: textOrEmpty(),
  cone: z.array(z.array(lonLatPair)).nullish(),
  path: z
    .array(stormPathPointSchema)
    .nullish()
    .transform((given) => given ?? []),
  // Reading policy: a storm without its current block is still on the chart by its path.
  current: z
    .object(conditionsFields)
    .nullish()
    .transform((given) => given ?? noConditions()),
});
export type Storm = z.infer<typeof stormSchema>;

export const stormsQuerySchema = z.object({});
export const stormsResponseSchema = z.object({ storms: z.array(stormSchema) });
