import { z } from 'zod';

export const trafficTrendSchema = z.enum(['EQUAL', 'INCREASED', 'DECREASED']);

// Date-times are checked as strings, not parsed: the client shows them, it does not compute.
export const trafficEventSchema = z.object({
  // Dutch labels for traffic measure, congestion, diversion.
  type: z.string(),
  cause: z.string(),
  // Congestion only.
  trend: trafficTrendSchema.optional(),
  roadName: z.string(),
  causeType: z.string(),
  startTime: z.string(),
  // '?' when unknown.
  roadNumber: z.string(),
  description: z.string(),
  startLocation: z.string().optional(),
  endLocation: z.string().optional(),
  queueLength: z.int(),
  delayMinutes: z.int(),
});
export type TrafficEvent = z.infer<typeof trafficEventSchema>;

export const trafficOverviewQuerySchema = z.object({});
export const trafficOverviewResponseSchema = z.object({
  events: z.array(trafficEventSchema),
  summary: z.object({
    jams: z.int(),
    events: z.int(),
    length: z.int(),
    updated: z.string(),
  }),
});
export type TrafficOverview = z.infer<typeof trafficOverviewResponseSchema>;

const lonLatPair = z.tuple([z.number(), z.number()]);

export const trafficGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lonLatPair }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(lonLatPair) }),
]);

export const trafficPropertiesSchema = z.object({
  // Typically prefixed NLRWS_.
  id: z.string(),
  type: z.string(),
  cause: z.string(),
  // Our choice (spec: listed without saying optional): optional, as in the overview, where the
  // trend is for congestion only; delayBand and queueLength are congestion measures too.
  trend: trafficTrendSchema.optional(),
  version: z.string(),
  roadName: z.string(),
  causeType: z.string(),
  delayBand: z.string().optional(),
  startTime: z.string(),
  roadNumber: z.string(),
  toLocation: z.string(),
  fromLocation: z.string(),
  description: z.string(),
  // Meters, as a string.
  queueLength: z.string().optional(),
  versionTime: z.string(),
  presentationType: z.string(),
});

export const trafficFeatureSchema = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: trafficGeometrySchema,
  properties: trafficPropertiesSchema,
});
export type TrafficFeature = z.infer<typeof trafficFeatureSchema>;

export const trafficGeoQuerySchema = z.object({});
export const trafficGeoResponseSchema = z.object({
  type: z.literal('FeatureCollection'),
  // Milliseconds since the epoch (not seconds, unlike the rest of the service).
  updated: z.int(),
  features: z.array(trafficFeatureSchema),
});
export type TrafficGeo = z.infer<typeof trafficGeoResponseSchema>;
