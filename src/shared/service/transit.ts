import { z } from 'zod';
import { text, wholeNumber, oneOf } from './query-fields';
import { coordinate, given, maybeNumber, maybeText } from './reading-fields';

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
// whether it is the arrival time. Field names are those of resources/transit-mixer/plan-request.proto.
export const transitMixerRequestSchema = z.object({
  fromPlace: coordinatePair,
  toPlace: coordinatePair,
  timestamp: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time with its offset' }).optional(),
  arriveBy: z.boolean({ error: 'expected true (arrive by the time) or false (leave at it)' }).optional(),
});
export type TransitMixerRequest = z.infer<typeof transitMixerRequestSchema>;

/** A text the service may leave out: the protobuf decoder writes proto3's default "" for it; read as not given either way. */
const textGiven = () =>
  maybeText()
    .transform((value) => (value === '' ? undefined : (value ?? undefined)))
    .optional();
/** A list the service may leave out: read as empty. */
const listOf = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((items) => items ?? []);

// The mixer's options are read as every answer is (README, reading policy): only what the app
// cannot work without is required, a trip's start and end time; every other field is optional and
// nullable, an unknown field is dropped, an unknown word (a new mode) passed on as text. The
// shape is the vendor's planner.model.PlanResult as its example code decodes it (protobufjs,
// enums as their names: resources/transit-mixer/plan-result.proto), which the spec's "Transit
// option (mixer message)" is a JSON view of. The proto3 defaults (0, false, "", an enum's first
// name) stand for what proto3 does not send: the decoder writes them, so a direct train reads
// "0 transfers", not "transfers not given".

const quaySchema = z.object({
  id: textGiven(),
  name: textGiven(),
  latitude: maybeNumber(),
  longitude: maybeNumber(),
  wheelchairAccessible: z.boolean().nullish(),
});

const placeSchema = z.object({
  name: textGiven(),
  latitude: maybeNumber(),
  longitude: maybeNumber(),
  quay: given(quaySchema),
});

const estimatedCallSchema = z.object({
  quay: given(quaySchema),
  aimedPlatform: textGiven(),
  expectedPlatform: textGiven(),
  aimedArrivalTime: textGiven(),
  aimedDepartureTime: textGiven(),
  expectedArrivalTime: textGiven(),
  expectedDepartureTime: textGiven(),
  destinationDisplay: given(z.object({ frontText: textGiven() })),
});
export type TransitEstimatedCall = z.infer<typeof estimatedCallSchema>;

const lineSchema = z.object({
  id: textGiven(),
  name: textGiven(),
  publicCode: textGiven(),
  // The vendor's { colour, textColour }; the spec's "object, may be empty". Kept as it comes.
  presentation: given(z.record(z.string(), z.unknown())),
  // e.g. RAIL (the vendor's TransitMode names)
  transportMode: textGiven(),
  transportSubmode: textGiven(),
});

const authoritySchema = z.object({ id: textGiven(), url: textGiven(), name: textGiven(), phone: textGiven(), timezone: textGiven() });

const nonTransitLegSchema = z.object({
  // e.g. WALK, BICYCLE, SCOOTER, CAR (the vendor's NonTransitMode names)
  mode: textGiven(),
  fromPlace: given(placeSchema),
  toPlace: given(placeSchema),
});

const transitLegDetailSchema = z.object({
  id: textGiven(),
  // e.g. TRAM, RAIL (the vendor's TransitMode names)
  mode: textGiven(),
  realtime: z.boolean().nullish(),
  line: given(lineSchema),
  authority: given(authoritySchema),
  serviceDate: textGiven(),
  serviceJourney: given(
    z.object({
      id: textGiven(),
      publicCode: textGiven(),
      privateCode: textGiven(),
      bikesAllowed: z.boolean().nullish(),
      directionType: textGiven(),
      transportMode: textGiven(),
      transportSubmode: textGiven(),
    }),
  ),
  fromEstimatedCall: given(estimatedCallSchema),
  toEstimatedCall: given(estimatedCallSchema),
  intermediateEstimatedCalls: listOf(estimatedCallSchema),
});

/** On-demand transport, booked (a water taxi, a shuttle): the vendor's FlexibleLeg. */
const flexibleLegSchema = z.object({
  id: textGiven(),
  mode: textGiven(),
  serviceDate: textGiven(),
  fromPlace: given(placeSchema),
  toPlace: given(placeSchema),
  line: given(lineSchema),
  authority: given(authoritySchema),
});

/** Waiting between two legs of public transport: the vendor's WaitingLeg. */
const waitingLegSchema = z.object({ startTime: textGiven(), endTime: textGiven() });

/** One leg: at most one of its kinds is given (protobuf's oneof); none is a kind Passage does not know. */
export const transitLegSchema = z.object({
  id: textGiven(),
  distance: maybeNumber(),
  duration: maybeNumber(),
  aimedStartTime: textGiven(),
  aimedEndTime: textGiven(),
  expectedStartTime: textGiven(),
  expectedEndTime: textGiven(),
  pointsOnLink: given(z.object({ length: maybeNumber(), points: textGiven() })),
  nonTransitLeg: given(nonTransitLegSchema),
  transitLeg: given(transitLegDetailSchema),
  flexibleLeg: given(flexibleLegSchema),
  waitingLeg: given(waitingLegSchema),
});
export type TransitLeg = z.infer<typeof transitLegSchema>;

const tripTimesMissing = 'expected a start and an end time (expected or aimed): a journey without them cannot be checked against the ship';

export const transitTripSchema = z
  .object({
    id: textGiven(),
    legs: listOf(transitLegSchema),
    // Metres.
    distance: maybeNumber(),
    // Minutes.
    duration: maybeNumber(),
    walkTime: maybeNumber(),
    transfers: maybeNumber(),
    waitingTime: maybeNumber(),
    // Metres walked.
    streetDistance: maybeNumber(),
    aimedStartTime: textGiven(),
    aimedEndTime: textGiven(),
    expectedStartTime: textGiven(),
    expectedEndTime: textGiven(),
  })
  .refine((trip) => (trip.expectedStartTime ?? trip.aimedStartTime) !== undefined && (trip.expectedEndTime ?? trip.aimedEndTime) !== undefined, { error: tripTimesMissing });
export type TransitTrip = z.infer<typeof transitTripSchema>;

/** One server message of the mixer stream: the vendor's PlanResult. */
export const transitOptionSchema = z.object({
  // Quality against the default plan request, higher is better (the spec: "ranking of alternatives").
  grade: maybeNumber(),
  trips: listOf(transitTripSchema),
  // Date-time with offset.
  timestamp: textGiven(),
  containsOnDemand: z.boolean().nullish(),
  // How this option differs from the default plan request, in the service's words (the demo
  // writes such as "bicycle-first-stretch").
  modifiers: listOf(z.string()),
  // Which of the service's planners answered (NEGENTWEE, OTP).
  planner: textGiven(),
  // Problems the planner met for this option, in its words.
  errors: listOf(z.object({ message: textGiven(), code: textGiven() })),
});
export type TransitOption = z.infer<typeof transitOptionSchema>;
/** A message as the service (or the demo, or a test) writes it, before it is read. */
export type TransitOptionMessage = z.input<typeof transitOptionSchema>;

/** What one plan request is estimated to cost (the spec is silent; the vendor's example service closes with {"credits":1}). */
export const transitMixerPlanCredits = 1;
