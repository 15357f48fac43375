import { z } from 'zod';
import { list, oneOf } from './query-fields';
import { coordinate, maybeText } from './reading-fields';

export const portSizes = ['very_small', 'small', 'medium', 'large'] as const;
export const portSizeSchema = z.enum(portSizes);
export type PortSize = z.infer<typeof portSizeSchema>;

export const portListQuerySchema = z.object({
  // The spec conflicts: default large, yet "omitting it returns all ports". No default is
  // applied here; the client always sends size so either reading of the real service gives the
  // same answer, and the demo service answers all ports when it is left out.
  size: list(oneOf(portSizes), 'port size').optional(),
});

export const portSchema = z.object({
  id: z.number(),
  name: z.string(),
  // The documented response enum lists only large; all four sizes occur. A port of another size
  // word is left out (and named in the answer's warnings) rather than shown at the wrong scale.
  size: portSizeSchema,
  country: maybeText(),
  latitude: coordinate(),
  longitude: coordinate(),
});
export type Port = z.infer<typeof portSchema>;

export const portListResponseSchema = z.object({ ports: z.array(portSchema) });
