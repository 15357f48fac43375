import { z } from 'zod';
import { latitude, longitude, text, wholeNumber, oneOf } from './query-fields';

export const transitPlannerSearchQuerySchema = z.object({
  query: text(),
  // Our choice (spec: default 8, no range): 1 to 50 items.
  limit: wholeNumber(1, 50).default(8),
});

export const transitLocationItemSchema = z.object({
  city: z.string(),
  name: z.string(),
  // e.g. railStation
  type: z.string(),
  stopid: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type TransitLocationItem = z.infer<typeof transitLocationItemSchema>;

export const transitPlannerSearchResponseSchema = z.object({
  items: z.array(transitLocationItemSchema),
});

/** The spec hides the mixer's real name; this neutral word stands in for it. */
export const transitMixerPath = '/v1/transit/mixer';

export const transitMixerModes = ['proto', 'json'] as const;
export const transitMixerModeSchema = oneOf(transitMixerModes).default('proto');
export type TransitMixerMode = z.infer<typeof transitMixerModeSchema>;

/** Connection parameters of the mixer WebSocket (the key travels beside them as api_key). */
export const transitMixerConnectionQuerySchema = z.object({ mode: transitMixerModeSchema });

const mixerPlaceSchema = z.object({
  latitude: latitude(),
  longitude: longitude(),
  name: z.string().optional(),
});

// Our choice (spec: the request message is not shown): from, to, an optional departure time and
// the modifiers the client wants tried. Field names are those of resources/transit-mixer.proto.
export const transitMixerRequestSchema = z.object({
  from: mixerPlaceSchema,
  to: mixerPlaceSchema,
  departAt: z.iso.datetime({ offset: true }).optional(),
  modifiers: z.array(z.string()).optional(),
});
export type TransitMixerRequest = z.infer<typeof transitMixerRequestSchema>;

const placeSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

const quaySchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

const estimatedCallSchema = z.object({
  quay: quaySchema.extend({ wheelchairAccessible: z.boolean().optional() }),
  aimedPlatform: z.string(),
  aimedArrivalTime: z.string().optional(),
  aimedDepartureTime: z.string().optional(),
  expectedArrivalTime: z.string().optional(),
  expectedDepartureTime: z.string().optional(),
  destinationDisplay: z.object({ frontText: z.string() }),
});
export type TransitEstimatedCall = z.infer<typeof estimatedCallSchema>;

const nonTransitLegSchema = z.object({
  // e.g. WALK
  mode: z.string(),
  fromPlace: placeSchema,
  // null as well as absent: protobufjs toObject({ defaults: true }) writes an unset message as null.
  toPlace: placeSchema.extend({ quay: quaySchema.nullish() }),
});

const transitLegDetailSchema = z.object({
  id: z.string(),
  // e.g. TRAM, RAIL
  mode: z.string(),
  realtime: z.boolean(),
  line: z.object({
    id: z.string(),
    name: z.string(),
    publicCode: z.string(),
    // "object, may be empty": a map of texts (a protobuf map<string, string>).
    presentation: z.record(z.string(), z.string()),
    transportMode: z.string(),
    transportSubmode: z.string(),
  }),
  authority: z.object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    phone: z.string(),
    timezone: z.string(),
  }),
  serviceDate: z.string(),
  serviceJourney: z.object({
    id: z.string(),
    publicCode: z.string(),
    privateCode: z.string(),
    bikesAllowed: z.boolean(),
    directionType: z.string(),
    transportMode: z.string(),
    transportSubmode: z.string(),
  }),
  fromEstimatedCall: estimatedCallSchema,
  toEstimatedCall: estimatedCallSchema,
  intermediateEstimatedCalls: z.array(estimatedCallSchema),
});

export const transitLegSchema = z
  .object({
    distance: z.number(),
    duration: z.int(),
    aimedStartTime: z.string(),
    aimedEndTime: z.string(),
    expectedStartTime: z.string(),
    expectedEndTime: z.string(),
    pointsOnLink: z.object({ length: z.int(), points: z.string() }),
    nonTransitLeg: nonTransitLegSchema.optional(),
    transitLeg: transitLegDetailSchema.optional(),
  })
  .refine((leg) => (leg.nonTransitLeg === undefined) !== (leg.transitLeg === undefined), {
    error: 'expected exactly one of nonTransitLeg or transitLeg',
  });
export type TransitLeg = z.infer<typeof transitLegSchema>;

export const transitTripSchema = z.object({
  id: z.string(),
  legs: z.array(transitLegSchema),
  // Meters.
  distance: z.number(),
  // Minutes.
  duration: z.int(),
  walkTime: z.int(),
  transfers: z.int(),
  waitingTime: z.int(),
  // Meters walked.
  streetDistance: z.number(),
  aimedStartTime: z.string(),
  aimedEndTime: z.string(),
  expectedStartTime: z.string(),
  expectedEndTime: z.string(),
});
export type TransitTrip = z.infer<typeof transitTripSchema>;

/** One server message of the mixer stream. */
export const transitOptionSchema = z.object({
  // Ranking of alternatives.
  grade: z.int(),
  trips: z.array(transitTripSchema),
  // Date-time with offset.
  timestamp: z.string(),
  containsOnDemand: z.boolean(),
  // Our choice (spec: described only by its purpose): how this option differs from the default
  // plan request, as a list of words such as "bicycle-first-stretch".
  modifiers: z.array(z.string()),
});
export type TransitOption = z.infer<typeof transitOptionSchema>;
