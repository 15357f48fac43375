import { z } from 'zod';
import { catalogueResponseSchema, optionalLocationQuerySchema } from './catalogue';

/** Marine timeseries catalogue: { models, modelCount }, optionally for one location. */
export const marineTimeseriesModelsQuerySchema = optionalLocationQuerySchema;
export const marineTimeseriesModelsResponseSchema = catalogueResponseSchema;
export type MarineTimeseriesModels = z.infer<typeof marineTimeseriesModelsResponseSchema>;

export {
  marinePointResponseSchema as marineTimeseriesPointResponseSchema,
  marineRouteResponseSchema as marineTimeseriesRouteResponseSchema,
  marineTimeseriesPointQuerySchema,
  marineTimeseriesRouteQuerySchema,
} from './timeseries';
