import { z } from 'zod';
import { checkRoute, departureSchema, legSchema, waypointSchema } from './voyage';

/**
 * Route files exchanged with other systems (ECDIS, chart plotters, spreadsheets): what an import
 * gives back and what an export hands over. The reading and writing live in src/core/reports.
 */

export const routeFileFormatSchema = z.enum(['rtz', 'gpx', 'csv']);
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

/**
 * A route read from a file, checked and ready to become a voyage: waypoints, one leg between each
 * pair, the departure when the file had a schedule, and what the reader had to assume (a
 * default speed, a default leg geometry) in plain words.
 */
export const importedRouteSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    format: routeFileFormatSchema,
    waypoints: z.array(waypointSchema).min(2).max(MAX_ROUTE_WAYPOINTS),
    legs: z.array(legSchema),
    departure: departureSchema.optional(),
    vessel: importedVesselSchema.optional(),
    calculatedSchedule: z.array(calculatedScheduleElementSchema).max(MAX_ROUTE_WAYPOINTS).optional(),
    warnings: z.array(z.string()),
  })
  .superRefine(checkRoute);
export type ImportedRoute = z.infer<typeof importedRouteSchema>;

export const importRouteInputSchema = z
  .object({
    /** Used to tell the format (.rtz, .gpx, .csv) and as the route name when the file has none. */
    fileName: z.string().min(1).max(500),
    /** The file's text; its size is checked by the importer, which names the cap in its refusal. */
    text: z.string(),
  })
  .strict();

export const exportRouteInputSchema = z.object({ voyageId: z.string().min(1), format: routeFileFormatSchema }).strict();

export const exportedRouteFileSchema = z.object({
  fileName: z.string().min(1),
  mediaType: z.string().min(1),
  text: z.string(),
});
export type ExportedRouteFile = z.infer<typeof exportedRouteFileSchema>;
