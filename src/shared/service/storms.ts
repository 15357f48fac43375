import { z } from 'zod';

/** Every leaf number of a storm may be null. */
const leaf = z.number().nullable();
const speedSchema = z.object({ kph: leaf, kts: leaf, mph: leaf, mps: leaf });

const conditionsFields = {
  pressure: z.object({ in: leaf, mb: leaf }),
  gustSpeed: speedSchema,
  windSpeed: speedSchema,
  movementSpeed: speedSchema,
  movementDirection: z.object({ text: z.string(), degrees: leaf }),
};

export const stormPathPointSchema = z.object({
  name: z.string(),
  nameShort: z.string(),
  category: z.string(),
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
  nameShort: z.string(),
  // Intensity code, e.g. TD, TS, TY, I.
  category: z.string(),
  cone: z.array(z.array(lonLatPair)).optional(),
  path: z.array(stormPathPointSchema),
  current: z.object(conditionsFields),
});
export type Storm = z.infer<typeof stormSchema>;

export const stormsQuerySchema = z.object({});
export const stormsResponseSchema = z.object({ storms: z.array(stormSchema) });
