import { z } from 'zod';
import { legSchema, routeCheckAcknowledgementSchema, waypointSchema } from './voyage';

/**
 * The route check (issue 29, after IEC 61174's route check of an ECDIS): every leg followed along
 * its true track against coastline data, and what was found. It runs on the unsaved route while
 * the navigator edits, and on the saved voyage wherever a route leaves the app (printed plan,
 * exports, import).
 */

/** The route as the editor holds it, saved or not: findings must show while editing. */
export const routeCheckRouteSchema = z.object({
  waypoints: z.array(waypointSchema.pick({ name: true, lat: true, lon: true })).max(10_000),
  legs: z.array(legSchema.pick({ geometry: true })),
  vesselProfileId: z.string().min(1).max(100),
  /** The voyage's acknowledged findings, so the unsaved route shows them acknowledged too. */
  routeCheckAcknowledgements: z.array(routeCheckAcknowledgementSchema).max(100).optional(),
});
export type RouteCheckRoute = z.infer<typeof routeCheckRouteSchema>;

export const routeCheckInputSchema = z
  .object({
    /** The saved voyage to check; ignored when `route` is given. */
    voyageId: z.string().min(1).max(100).optional(),
    route: routeCheckRouteSchema.optional(),
  })
  .strict()
  .refine((input) => input.voyageId !== undefined || input.route !== undefined, { message: 'give a voyageId or a route' });
export type RouteCheckInput = z.infer<typeof routeCheckInputSchema>;

/**
 * - land: the leg crosses land (or starts on it) beyond a berth's pilotage stretch;
 * - nearCoast: the leg comes nearer the coast than the profile's safety distance;
 * - pilotage: a berth's own approach: the few nm of the data's land a port of the index lies in,
 *   then the water near the coast out to open water (the pilot's and the harbour chart's part);
 * - pilotageOverLand: a longer run of the data's land from a berth (a river port's fairway, which
 *   1:10m draws as land): the check cannot see the fairway, the navigator must check it on
 *   official charts and acknowledge it;
 * - draft: the port at this end publishes a channel depth or maximum draft below the ship's draft.
 */
export const routeFindingKindSchema = z.enum(['land', 'nearCoast', 'pilotage', 'pilotageOverLand', 'draft']);
export type RouteFindingKind = z.infer<typeof routeFindingKindSchema>;

export const routeFindingSchema = z.object({
  kind: routeFindingKindSchema,
  /** legs[i] runs from waypoint i to waypoint i + 1; a draft finding names the leg at its port. */
  legIndex: z.number().int().min(0),
  /** The first position where it happens, longitude -180..180. */
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** How far along the leg that position is. */
  alongLegNm: z.number().min(0),
  /** nearCoast: the least distance to the coast on the leg; pilotage: the stretch's length. */
  distanceNm: z.number().min(0).nullable(),
  /** What it is, in words, with the leg and the position: what every view prints. */
  text: z.string(),
  /** A warning to act on, or a note (pilotage; an acknowledged warning). */
  severity: z.enum(['warning', 'note']),
  /**
   * Present on a finding the navigator may acknowledge (pilotageOverLand): the key to store with
   * the voyage, and when it was acknowledged (null: not yet, and it is a warning).
   */
  acknowledgement: z.object({ key: z.string(), acknowledgedUtcMs: z.number().int().nullable() }).optional(),
});
export type RouteFinding = z.infer<typeof routeFindingSchema>;

export const routeCheckResultSchema = z.object({
  findings: z.array(routeFindingSchema),
  /** The data checked against, with its scale, so no reader mistakes it for a chart. */
  checkedAgainst: z.object({ name: z.string(), scale: z.string(), source: z.string() }),
  safetyDistanceNm: z.number().min(0),
  legsChecked: z.number().int().min(0),
  /** Said wherever findings are shown. */
  disclaimer: z.string(),
});
export type RouteCheckResult = z.infer<typeof routeCheckResultSchema>;

/** Said once, after the data and its scale (routeCheckSourceText), never beside a second copy of either. */
export const routeCheckDisclaimer = 'This check is no substitute for official charts, pilotage or the ship’s ECDIS route check.';

/** "Checked against <data>, scale <scale>. <disclaimer>": the one sentence every view and file closes the check with. */
export function routeCheckSourceText(result: Pick<RouteCheckResult, 'checkedAgainst' | 'disclaimer'>): string {
  return `Checked against ${result.checkedAgainst.name}, scale ${result.checkedAgainst.scale}. ${result.disclaimer}`;
}

export function routeCheckWarnings(result: RouteCheckResult): RouteFinding[] {
  return result.findings.filter((finding) => finding.severity === 'warning');
}

/** Whether a finding was acknowledged by the navigator (it is then a note, shown as acknowledged). */
export function isAcknowledged(finding: RouteFinding): boolean {
  return finding.acknowledgement !== undefined && finding.acknowledgement.acknowledgedUtcMs !== null;
}

/** Warnings first, then the pilotage notes: the order every list of findings shows. */
export function findingsInOrder(result: RouteCheckResult): RouteFinding[] {
  return [...routeCheckWarnings(result), ...result.findings.filter((finding) => finding.severity === 'note')];
}
