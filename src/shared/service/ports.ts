import { z } from 'zod';
import { list, oneOf } from './query-fields';

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
  id: z.int(),
  name: z.string(),
  // The documented response enum lists only large; all four sizes occur.
  size: portSizeSchema,
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Port = z.infer<typeof portSchema>;

export const portListResponseSchema = z.object({ ports: z.array(portSchema) });
