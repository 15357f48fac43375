import { z } from 'zod';
import { routingPenaltyWeightsSchema } from './routing-penalties';
import { speedLossTableSchema } from './speed-loss-table';
import { stormDistanceSchema } from './vessel-profile';
import { legGeometrySchema, legSchema } from './voyage';

/**
 * Weather routing as the contract carries it (issue 24): what the navigator asks (the open
 * voyage routed from its first to its last waypoint at its departure, over fields read from the
 * service's map layers or its point timeseries within a credit budget), what it would cost first,
 * the progress while it runs, and the proposal beside the planned route.
 */

const voyageId = z.string().min(1).max(100);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** Where the router's weather comes from: map layer images read back by their palette, or model timeseries at grid points. */
export const routingFieldSourceSchema = z.enum(['layers', 'points']);
export type RoutingFieldSource = z.infer<typeof routingFieldSourceSchema>;

/** Hours between the fields' times when the navigator does not choose: what a pack of the routing's fields packs. */
export const defaultFieldStepHours = 6;

export const weatherRoutingInputSchema = z
  .object({
    voyageId,
    fieldSource: routingFieldSourceSchema.default('layers'),
    /** Credits the navigator allows for point timeseries (one credit a point and model): it sets the grid's spacing. */
    creditBudget: z.number().int().min(3).max(100_000).default(300),
    /** Hours between isochrones. */
    stepHours: z.number().int().min(1).max(12).default(3),
    /**
     * Hours between the field's times (read linearly between them). Each time is an image per
     * element, and images go through the app's one limiter (100 requests a minute): 6-hourly
     * halves the wait of 3-hourly for weather that moves over days.
     */
    fieldStepHours: z.number().int().min(1).max(24).default(defaultFieldStepHours),
    /** The proposal's waypoints keep every position of the routed track within this distance of their legs. */
    crossTrackToleranceNm: z.number().min(0.5).max(50).default(5),
    legGeometry: legGeometrySchema.default('rhumb'),
  })
  .strict();
export type WeatherRoutingInput = z.infer<typeof weatherRoutingInputSchema>;
export type WeatherRoutingInputGiven = z.input<typeof weatherRoutingInputSchema>;

export const routingQuantitySchema = z.enum(['windSpeed', 'windDirection', 'waveHeight', 'waveDirection', 'currentSpeed', 'currentDirection']);
export type RoutingQuantity = z.infer<typeof routingQuantitySchema>;

/** One field the router reads, as the screen lists it before routing. */
export const routingFieldSchema = z.object({
  quantity: routingQuantitySchema,
  model: z.string(),
  modelName: z.string(),
  element: z.string(),
  level: z.string().nullable(),
  /** Degrees between the values the router holds (the grid it samples the field on). */
  resolutionDeg: z.number().positive(),
  /** Hours between the field's times. */
  stepHours: z.number().positive(),
  credits: z.number().min(0),
  /** 0 when the answer is cached and fresh. */
  creditsToSpend: z.number().min(0),
  /** Whether everything this field needs is already in the cache (then it costs nothing). */
  cached: z.boolean(),
  /** Asked in the same requests as this field (a direction with its speed): its cost is said there. */
  sharedWith: routingQuantitySchema.nullable(),
});
export type RoutingField = z.infer<typeof routingFieldSchema>;

const boxSchema = z.object({ north: latitude, south: latitude, west: z.number(), east: z.number() });

export const weatherRoutingEstimateSchema = z.object({
  fieldSource: routingFieldSourceSchema,
  fields: z.array(routingFieldSchema),
  /** The region the fields cover: the route's with a margin (longitudes unwrapped: east > west). */
  box: boxSchema,
  fromUtcMs: z.number().int(),
  toUtcMs: z.number().int(),
  /** The catalogue read to choose the models (cached: 0). */
  catalogueCredits: z.number().min(0),
  /** The storms the comparison holds both routes against (the Risk tab's answer; cached: 0). */
  stormCredits: z.number().min(0),
  /** The fields and the storms: what routing spends once the estimate is read. */
  credits: z.number().min(0),
  creditsToSpend: z.number().min(0),
  /** What the router cannot have (no model gives currents here, ...), in words. */
  notes: z.array(z.string()),
});
export type WeatherRoutingEstimate = z.infer<typeof weatherRoutingEstimateSchema>;

export const stormClearanceSchema = z.object({
  stormName: z.string(),
  timeUtcMs: z.number(),
  distanceNm: z.number(),
  requiredNm: z.number(),
  marginNm: z.number(),
});

/** One route's figures, the planned one or the proposal, for the side-by-side comparison. */
export const routeFiguresSchema = z.object({
  distanceNm: z.number().min(0),
  etdUtcMs: z.number().int(),
  etaUtcMs: z.number().int(),
  /** Hours above at least one soft limit; null when nothing could be read. */
  softHours: z.number().min(0).nullable(),
  /** Hours where a hard limit is broken. */
  hardHours: z.number().min(0).nullable(),
  /**
   * Hours sailed where the routing fields say nothing (outside their box or past their end): the
   * router knows no weather there and sails her service speed; the shipping forecast check reads it.
   */
  unreadHours: z.number().min(0),
  /** The storm passed with the least margin against the profile's distance; null when none shares a moment with the voyage. */
  stormClearance: stormClearanceSchema.nullable(),
});
export type RouteFigures = z.infer<typeof routeFiguresSchema>;

export const proposedRouteSchema = z.object({
  waypoints: z.array(z.object({ name: z.string(), lat: latitude, lon: longitude, etaUtcMs: z.number().int() })).min(2),
  /** Each leg's speed makes good the router's times (currents and speed lost included). */
  legs: z.array(legSchema),
  crossTrackToleranceNm: z.number(),
  /** Positions of the routed track (one per isochrone), before simplification. */
  trackPositions: z.number().int(),
});
export type ProposedRoute = z.infer<typeof proposedRouteSchema>;

export const routingFieldUsedSchema = z.object({
  quantity: routingQuantitySchema,
  model: z.string(),
  fetchedAtMs: z.number().int(),
  /** live, cache or offline-cache: where the field's answers came from */
  source: z.string(),
  runUtcMs: z.number().int().nullable(),
});

/** What the router weighed besides the weather, as the proposal was made: the navigator reads what it rests on. */
export const routingInputsUsedSchema = z.object({
  profileName: z.string(),
  serviceSpeedKn: z.number(),
  /** The profile's speed in a seaway as the router sailed it; null: her service speed in any sea. */
  speedLoss: speedLossTableSchema.nullable(),
  /** The voyage's saved no-go areas, each kept out of. */
  noGoAreas: z.array(z.object({ id: z.string(), name: z.string() })),
  stormDistanceNm: stormDistanceSchema,
  /** The storms weighed (the Risk tab's answer), by name; empty when there are none or they could not be read. */
  stormNames: z.array(z.string()),
  penalties: routingPenaltyWeightsSchema,
  /** Hours the storms added to the proposal's cost (danger areas, soft distances). */
  stormPenaltyHours: z.number().min(0),
});
export type RoutingInputsUsed = z.infer<typeof routingInputsUsedSchema>;

export const weatherRoutingResultSchema = z.object({
  voyageId,
  voyageRevision: z.number().int(),
  status: z.enum(['arrived', 'no_route', 'cancelled']),
  reason: z.string().nullable(),
  proposal: proposedRouteSchema.nullable(),
  /** Every isochrone as computed, for drawing on demand. */
  isochrones: z.array(z.array(z.object({ lat: z.number(), lon: z.number() }))),
  planned: routeFiguresSchema,
  proposed: routeFiguresSchema.nullable(),
  /** Figures above read from the routing fields (the shipping forecast checks them on request). */
  fields: z.array(routingFieldUsedSchema),
  fieldSource: routingFieldSourceSchema,
  routing: z.object({
    isochroneCount: z.number().int(),
    headingsPerNode: z.number().int(),
    stepHours: z.number(),
    elapsedMs: z.number(),
  }),
  /** null when cancelled before the routing started. */
  inputs: routingInputsUsedSchema.nullable(),
  storms: z.object({ status: z.enum(['checked', 'failed']), message: z.string().nullable() }),
  creditsSpent: z.number().min(0),
});
export type WeatherRoutingResult = z.infer<typeof weatherRoutingResultSchema>;

export const weatherRoutingProgressSchema = z.object({
  voyageId,
  phase: z.enum(['fields', 'land', 'routing', 'comparing']),
  fieldsDone: z.number().int().min(0),
  fieldsTotal: z.number().int().min(0),
  isochrone: z.number().int().min(0),
  /** The planned passage in steps: "isochrone n of about m". */
  isochronesExpected: z.number().int().min(0),
  elapsedMs: z.number().min(0),
});
export type WeatherRoutingProgress = z.infer<typeof weatherRoutingProgressSchema>;

/** The proposal and the plan checked with the service's own shipping route forecast (the Forecast tab's question). */
export const routingVerificationInputSchema = z
  .object({
    voyageId,
    proposal: z.object({ waypoints: z.array(z.object({ name: z.string().max(200), lat: latitude, lon: longitude })).min(2).max(2_000), legs: z.array(legSchema) }).strict(),
  })
  .strict();
export type RoutingVerificationInput = z.infer<typeof routingVerificationInputSchema>;

export const routingVerificationSchema = z.object({
  planned: z.object({ softHours: z.number(), hardHours: z.number(), summary: z.string() }),
  proposed: z.object({ softHours: z.number(), hardHours: z.number(), summary: z.string() }),
  fetchedAtMs: z.number().int(),
  creditsSpent: z.number().min(0),
});
export type RoutingVerification = z.infer<typeof routingVerificationSchema>;

export const routingVerificationEstimateSchema = z.object({ credits: z.number().min(0), creditsToSpend: z.number().min(0) });

/** Per limit of the profile, the highest chance along the route that the ensemble's members pass it (null: the model cannot say). */
const ensembleChancesSchema = z.array(z.object({ limit: z.string(), limitText: z.string(), probability: z.number().min(0).max(1).nullable() }));

/** The proposal and the plan checked with the marine ensemble along each (the Risk tab's question for each), on request. */
export const routingEnsembleCheckSchema = z.object({
  model: z.string(),
  planned: ensembleChancesSchema,
  proposed: ensembleChancesSchema,
  fetchedAtMs: z.number().int(),
  creditsSpent: z.number().min(0),
});
export type RoutingEnsembleCheck = z.infer<typeof routingEnsembleCheckSchema>;
