import { z } from 'zod';

/**
 * A voyage as the navigator made it: waypoints in order, one leg between each pair, a departure
 * (or a required arrival) and the vessel profile it is planned for. The store keeps it whole;
 * `revision` rises by one with every save so a stale editor cannot overwrite newer work.
 */

/** The largest arrival radius kept (OpenCPN allows any; a plotter's are tenths of a mile). */
export const MAX_ARRIVAL_RADIUS_NM = 100;
/** RTZ's RadiusType: 0.0 to 5.0 nm. */
export const MAX_TURN_RADIUS_NM = 5;

export const waypointSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /**
   * How near the ship must come for the waypoint to count as reached, in nm (OpenCPN's
   * `arrival_radius`): kept from a route file and written back to GPX; absent when the file gave
   * none (the plotter then uses its own).
   */
  arrivalRadiusNm: z.number().positive().max(MAX_ARRIVAL_RADIUS_NM).optional(),
  /**
   * The radius of the turn at the waypoint, in nm (RTZ's waypoint `radius`, "turn radius in NM",
   * 0 to 5): kept from an RTZ file and written back to RTZ. Not the arrival radius: an ECDIS
   * plans the wheel-over from it, so the two are never taken for each other.
   */
  turnRadiusNm: z.number().min(0).max(MAX_TURN_RADIUS_NM).optional(),
});
export type Waypoint = z.infer<typeof waypointSchema>;

export const legGeometrySchema = z.enum(['rhumb', 'greatCircle']);
export type LegGeometry = z.infer<typeof legGeometrySchema>;

/** The leg from waypoint i to waypoint i + 1. */
export const legSchema = z.object({
  geometry: legGeometrySchema,
  speedKn: z.number().positive().max(60),
});
export type Leg = z.infer<typeof legSchema>;

export const departureSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('departAt'), etdUtcMs: z.number().int() }),
  z.object({ mode: z.literal('arriveBy'), etaUtcMs: z.number().int() }),
]);
export type Departure = z.infer<typeof departureSchema>;

/**
 * A route check finding the navigator acknowledged (a pilotage stretch over land at the check's
 * scale, checked on official charts), as an ECDIS route check's alarms are: `key` names the
 * finding and the legs it was found on (their positions and geometry), so an edit of those legs
 * makes it a new finding, unacknowledged.
 */
export const routeCheckAcknowledgementSchema = z.object({
  key: z.string().min(1).max(200),
  acknowledgedUtcMs: z.number().int(),
});
export type RouteCheckAcknowledgement = z.infer<typeof routeCheckAcknowledgementSchema>;

const routeShape = {
  name: z.string().trim().min(1).max(200),
  waypoints: z.array(waypointSchema).max(10_000),
  legs: z.array(legSchema),
  departure: departureSchema,
  vesselProfileId: z.string().min(1).max(100),
  routeCheckAcknowledgements: z.array(routeCheckAcknowledgementSchema).max(100).optional(),
};

type RouteParts = { waypoints: readonly Waypoint[]; legs: readonly Leg[] };

/** One leg between each pair of waypoints, and no waypoint id twice. */
export function checkRoute(route: RouteParts, ctx: z.RefinementCtx): void {
  const expectedLegs = Math.max(0, route.waypoints.length - 1);
  if (route.legs.length !== expectedLegs) {
    ctx.addIssue({
      code: 'custom',
      path: ['legs'],
      message: `${route.waypoints.length} waypoints need ${expectedLegs} legs, not ${route.legs.length}`,
    });
  }
  const seen = new Set<string>();
  route.waypoints.forEach((waypoint, index) => {
    if (seen.has(waypoint.id)) {
      ctx.addIssue({ code: 'custom', path: ['waypoints', index, 'id'], message: `waypoint id ${waypoint.id} is used twice` });
    }
    seen.add(waypoint.id);
  });
}

export const voyageSchema = z
  .object({
    id: z.string().min(1).max(100),
    ...routeShape,
    /** 1 when created; each save that is accepted adds one. */
    revision: z.number().int().min(1),
    createdAtMs: z.number().int(),
    updatedAtMs: z.number().int(),
  })
  .superRefine(checkRoute);
export type Voyage = z.infer<typeof voyageSchema>;

/** What createVoyage needs: a name; the rest starts empty (departure now, default vessel). */
export const newVoyageSchema = z
  .object({
    name: routeShape.name,
    waypoints: routeShape.waypoints.default([]),
    legs: routeShape.legs.default([]),
    departure: departureSchema.optional(),
    routeCheckAcknowledgements: routeShape.routeCheckAcknowledgements,
    vesselProfileId: routeShape.vesselProfileId.optional(),
  })
  .superRefine(checkRoute);
export type NewVoyage = z.input<typeof newVoyageSchema>;

/**
 * A save: the whole voyage as the editor holds it. `revision` is the one the editor loaded; the
 * store refuses the save when the stored revision has moved on.
 */
export const voyageSaveSchema = z
  .object({
    id: z.string().min(1).max(100),
    ...routeShape,
    revision: z.number().int().min(1),
  })
  .superRefine(checkRoute);
export type VoyageSave = z.infer<typeof voyageSaveSchema>;

export const voyageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  waypointCount: z.number().int().min(0),
  departure: departureSchema,
  vesselProfileId: z.string(),
  revision: z.number().int(),
  updatedAtMs: z.number().int(),
});
export type VoyageSummary = z.infer<typeof voyageSummarySchema>;

/**
 * A saved voyage was made, changed or deleted (`revision` null), from this window or any other on
 * the same app: every list of voyages follows it without being told by the screen that changed it.
 */
export const voyageChangeSchema = z.object({ voyageId: z.string(), revision: z.number().int().min(1).nullable() });
export type VoyageChange = z.infer<typeof voyageChangeSchema>;
