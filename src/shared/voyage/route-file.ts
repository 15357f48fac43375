import { z } from 'zod';
import { checkRoute, departureSchema, legSchema, waypointSchema } from './voyage';

/**
 * Route files exchanged with other systems (ECDIS, chart plotters, spreadsheets): what an import
 * gives back and what an export hands over. The reading and writing live in src/core/reports.
 */

export const routeFileFormatSchema = z.enum(['rtz', 'gpx', 'csv']);
/** What an import may read: the three route formats and RTZP, the zipped RTZ package. */
export const importFormatSchema = z.enum(['rtz', 'rtzp', 'gpx', 'csv']);
export type ImportFormat = z.infer<typeof importFormatSchema>;
export type RouteFileFormat = z.infer<typeof routeFileFormatSchema>;

/** Most waypoints a route may have: the voyage schema's cap, refused on import above it. */
export const MAX_ROUTE_WAYPOINTS = 10_000;

/** What a route file said about the ship (RTZ routeInfo); a figure the file did not give is absent. */
export const importedVesselSchema = z.object({
  name: z.string().max(200).optional(),
  serviceSpeedKn: z.number().positive().max(60).optional(),
  maxSignificantWaveHeightM: z.number().positive().max(30).optional(),
  maxWindKn: z.number().positive().max(200).optional(),
});
export type ImportedVessel = z.infer<typeof importedVesselSchema>;

/**
 * RTZ's calculated schedule as read: at each waypoint (by index) the times and speed a routing
 * system calculated and the weather it met there, true wind and current in knots and degrees.
 * Shown for what it is; the voyage's own schedule comes from the manual one.
 */
export const calculatedScheduleElementSchema = z.object({
  waypointIndex: z.number().int().min(0),
  etdUtcMs: z.number().int().optional(),
  etaUtcMs: z.number().int().optional(),
  speedKn: z.number().min(0).optional(),
  windSpeedKn: z.number().min(0).optional(),
  windDirectionDeg: z.number().min(0).lt(360).optional(),
  currentSpeedKn: z.number().min(0).optional(),
  currentDirectionDeg: z.number().min(0).lt(360).optional(),
});
export type CalculatedScheduleElement = z.infer<typeof calculatedScheduleElementSchema>;

/** Cross-track tolerance a track is simplified within when the navigator sets none. */
export const DEFAULT_TRACK_TOLERANCE_NM = 0.1;

/** One thing in a file that can become the route: a GPX route, a track, or its loose waypoints. */
export const routeFileItemSchema = z.object({
  kind: z.enum(['route', 'track', 'waypoints']),
  name: z.string(),
  points: z.number().int().min(0),
  /** a track's segments (<trkseg>); 1 for the others */
  segments: z.number().int().min(0),
});
export type RouteFileItem = z.infer<typeof routeFileItemSchema>;

/** Which item of a file to read and, for a track of several segments, one segment or all joined. */
export const routeFileChoiceSchema = z.object({
  item: z.number().int().min(0),
  segment: z.union([z.literal('all'), z.number().int().min(0)]),
});
export type RouteFileChoice = z.infer<typeof routeFileChoiceSchema>;

/** How a track became a route: fixes in, waypoints out, and the largest distance of a fix left out from its leg. */
export const trackSimplificationSchema = z.object({
  trackPoints: z.number().int().min(0),
  waypoints: z.number().int().min(0),
  toleranceNm: z.number().positive(),
  maxDeviationNm: z.number().min(0),
  /** legs whose speed came from the track's times */
  timedLegs: z.number().int().min(0),
});
export type TrackSimplification = z.infer<typeof trackSimplificationSchema>;

/**
 * A route read from a file, checked and ready to become a voyage: waypoints, one leg between each
 * pair, the departure when the file had a schedule, and what the reader had to assume (a
 * default speed, a default leg geometry) in plain words.
 */
export const importedRouteSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    format: importFormatSchema,
    waypoints: z.array(waypointSchema).min(2).max(MAX_ROUTE_WAYPOINTS),
    legs: z.array(legSchema),
    departure: departureSchema.optional(),
    vessel: importedVesselSchema.optional(),
    calculatedSchedule: z.array(calculatedScheduleElementSchema).max(MAX_ROUTE_WAYPOINTS).optional(),
    warnings: z.array(z.string()),
    /** GPX: what the file holds and which was read, so the preview can offer the others */
    contents: z.object({ items: z.array(routeFileItemSchema), choice: routeFileChoiceSchema }).optional(),
    simplification: trackSimplificationSchema.optional(),
    /** RTZP: the package's other files, listed, never opened */
    attachments: z.array(z.object({ name: z.string(), bytes: z.number().int().min(0) })).optional(),
  })
  .superRefine(checkRoute);
export type ImportedRoute = z.infer<typeof importedRouteSchema>;

export const importRouteInputSchema = z
  .object({
    /** Used to tell the format (.rtz, .gpx, .csv) and as the route name when the file has none. */
    fileName: z.string().min(1).max(500),
    /** The file's text (base64 of its bytes for a zipped .rtzp); its size is checked by the importer. */
    text: z.string(),
    encoding: z.enum(['text', 'base64']).optional(),
    /** which route, track or waypoint list of a GPX file; the first when absent */
    choice: routeFileChoiceSchema.optional(),
    /** a track's simplification tolerance; DEFAULT_TRACK_TOLERANCE_NM when absent */
    toleranceNm: z.number().min(0.001).max(10).optional(),
  })
  .strict();
export type ImportRouteInput = z.infer<typeof importRouteInputSchema>;

/** An IANA zone this runtime knows ("Europe/Amsterdam"): a name it does not know would fail the export. */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whose clock a waypoint's local time is in, as the screen shows it (shared/format/local-time's
 * PortClock): the port whose approaches it lies in, with its zone (null: not found); null for a
 * waypoint at sea. The renderer knows the zones (looked up through the credit gate); an export
 * writes the same local time as the screen and the printed plan.
 */
export const exportPortClockSchema = z
  .object({
    name: z.string().min(1).max(200),
    timeZone: z.string().max(64).refine(isKnownTimeZone, 'an IANA time zone such as Europe/Amsterdam').nullable(),
  })
  .strict();

export const exportRouteInputSchema = z
  .object({
    voyageId: z.string().min(1),
    format: routeFileFormatSchema,
    /** One per waypoint, in order; without them every waypoint's local time is the nautical zone's. */
    portClocks: z.array(exportPortClockSchema.nullable()).max(10_000).optional(),
  })
  .strict();

export const exportedRouteFileSchema = z.object({
  fileName: z.string().min(1),
  mediaType: z.string().min(1),
  text: z.string(),
  /** The route check's warnings at export (RTZ and GPX also carry them in the file), in words. */
  warnings: z.array(z.string()).default([]),
  /** An RTZ over the size IEC 61174 asks for: that an ECDIS may refuse it, and what would fit (core/reports/rtz-size.ts). */
  sizeNote: z.string().nullable().default(null),
});
export type ExportedRouteFile = z.infer<typeof exportedRouteFileSchema>;
