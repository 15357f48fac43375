import { z } from 'zod';
import { text, wholeNumber, oneOf } from './query-fields';
import { coordinate, given, maybeText } from './reading-fields';

export const transitPlannerSearchQuerySchema = z.object({
  query: text(),
  // Our choice (spec: default 8, no range): 1 to 50 items.
  limit: wholeNumber(1, 50).default(8),
});

// The vendor's examples read a suggestion that may lack any field (no stopid for an address).
export const transitLocationItemSchema = z.object({
  city: maybeText(),
  name: maybeText(),
  // e.g. railStation
  type: maybeText(),
  stopid: maybeText(),
  location: given(z.object({ latitude: coordinate(), longitude: coordinate() })),
});
export type TransitLocationItem = z.infer<typeof transitLocationItemSchema>;

export const transitPlannerSearchResponseSchema = z.object({
  items: z.array(transitLocationItemSchema).nullish().transform((items) => items ?? []),
});

/**
 * The spec hides the mixer's real name; the vendor's public examples name it
 * (infoplaza-platform-examples, nextjs/src/app/mobility/transit-planner/api.ts:
 * wss://…/v1/transit/plannermixer).
 */
export const transitMixerPath = '/v1/transit/plannermixer';

export const transitMixerModes = ['proto', 'json'] as const;
export const transitMixerModeSchema = oneOf(transitMixerModes).default('proto');
export type TransitMixerMode = z.infer<typeof transitMixerModeSchema>;

/** Connection parameters of the mixer WebSocket (the key travels beside them as api_key). */
export const transitMixerConnectionQuerySchema = z.object({ mode: transitMixerModeSchema });

const coordinatePairError = 'expected "latitude,longitude" in decimal degrees, e.g. "52.379,4.900"';
const coordinatePairPattern = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A place as the mixer takes it: "lat,lon" in decimal degrees, inside the globe's ranges. */
const coordinatePair = z.string({ error: coordinatePairError }).refine((text) => {
  const match = coordinatePairPattern.exec(text);
  if (match === null) return false;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}, { error: coordinatePairError });

/** "52.379,4.9" from a position, as the mixer takes a place. */
export function coordinatePairOf(position: { lat: number; lon: number }): string {
  return `${position.lat},${position.lon}`;
}

/** [lat, lon] of a coordinate pair the schema accepted. */
export function positionOfCoordinatePair(pair: string): { lat: number; lon: number } {
  const [lat, lon] = pair.split(',').map((part) => Number(part.trim()));
  return { lat: lat ?? 0, lon: lon ?? 0 };
}

// The request message as the vendor's examples send it (PlanRequest in
// infoplaza-platform-examples, nextjs/src/app/mobility/transit-planner/proto/PlanRequest.proto and
// api.ts): the places as "latitude,longitude" texts, the time in ISO 8601 (left out: now) and
// whether it is the arrival time. Field names are those of resources/transit-mixer.proto.
export const transitMixerRequestSchema = z.object({
  fromPlace: coordinatePair,
  toPlace: coordinatePair,
  timestamp: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time with its offset' }).optional(),
  arriveBy: z.boolean({ error: 'expected true (arrive by the time) or false (leave at it)' }).optional(),
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
