import { z } from 'zod';
import { coordinate, given, maybeNumber, maybeText } from './reading-fields';

export const trafficTrendSchema = z.enum(['EQUAL', 'INCREASED', 'DECREASED']);

// Date-times are checked as strings, not parsed: the client shows them, it does not compute.
// Reading policy (README): the vendor's examples read queue lengths in kilometres with decimals
// and every location optional; only the description is needed to show an event.
export const trafficEventSchema = z.object({
  // Dutch labels for traffic measure, congestion, diversion.
  type: maybeText(),
  cause: maybeText(),
  // Congestion only; another word is passed on.
  trend: maybeText(),
  roadName: maybeText(),
  causeType: maybeText(),
  startTime: maybeText(),
  // '?' when unknown.
  roadNumber: maybeText(),
  description: z.string(),
  startLocation: maybeText(),
  endLocation: maybeText(),
  // Kilometres, with decimals.
  queueLength: maybeNumber(),
  delayMinutes: maybeNumber(),
});
export type TrafficEvent = z.infer<typeof trafficEventSchema>;

export const trafficOverviewQuerySchema = z.object({});
export const trafficOverviewResponseSchema = z.object({
  events: z.array(trafficEventSchema),
  summary: given(
    z.object({
      jams: maybeNumber(),
      events: maybeNumber(),
      // Kilometres, with decimals.
      length: maybeNumber(),
      updated: maybeText(),
    }),
  ),
});
export type TrafficOverview = z.infer<typeof trafficOverviewResponseSchema>;

const lonLatPair = z.tuple([coordinate(), coordinate()]);

export const trafficGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lonLatPair }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(lonLatPair) }),
]);

// The vendor's examples read fromLocation, toLocation and presentationType as optional.
export const trafficPropertiesSchema = z.object({
  // Typically prefixed NLRWS_.
  id: maybeText(),
  type: maybeText(),
  cause: maybeText(),
  trend: maybeText(),
  version: maybeText(),
  roadName: maybeText(),
  causeType: maybeText(),
  delayBand: maybeText(),
  startTime: maybeText(),
  roadNumber: maybeText(),
  toLocation: maybeText(),
  fromLocation: maybeText(),
  description: maybeText(),
  // Meters, as a string (or a number).
  queueLength: given(z.union([z.string(), z.number()])),
  versionTime: maybeText(),
  presentationType: maybeText(),
});

export const trafficFeatureSchema = z.object({
  id: maybeText(),
  type: maybeText(),
  // The position is what a feature is for.
  geometry: trafficGeometrySchema,
  properties: given(trafficPropertiesSchema),
});
export type TrafficFeature = z.infer<typeof trafficFeatureSchema>;

export const trafficGeoQuerySchema = z.object({});
export const trafficGeoResponseSchema = z.object({
  type: maybeText(),
  // Milliseconds since the epoch (not seconds, unlike the rest of the service).
  updated: maybeNumber(),
  features: z.array(trafficFeatureSchema),
});
export type TrafficGeo = z.infer<typeof trafficGeoResponseSchema>;
