import { analyseStorm } from '../../shared/risk';
import type { Storm } from '../../shared/service/storms';
import type { RoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';
import type { LatLon } from '../../shared/geo/lat-lon';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { LegGeometry, Voyage } from '../../shared/voyage/voyage';
import type { ProposedRoute } from '../../shared/voyage/weather-routing';
import type { CoastIndex } from '../route-check/coast-index';
import type { GridSpec } from './gridded-field';
import { routeByIsochrones, type RoutingRequest } from './isochrone-router';
import type { LayerFieldSource } from './layer-field-fetch';
import { layerField } from './layer-field';
import type { PointPlanes } from './point-field-fetch';
import { pointField } from './point-field';
import { proposalRoute, type ProposalEnds } from './proposal-route';
import { routeExposure, type RouteExposure } from './route-exposure';
import { allObstacles, fieldBoxObstacles, landObstacles, noGoObstacles, type NoGoArea } from './routing-obstacles';
import type { RoutingOptions } from './routing-problem';
import { vesselProfileResponse } from './speed-loss-response';
import { stormHazard } from './storm-hazard';

/**
 * One routing from start to finish as the worker runs it (routing-worker.ts), plain data in and
 * out: the field built from the fetched layers or point timeseries, the land and the voyage's
 * no-go areas, the edge of the fields (never crossed: no weather is known beyond), the ship's answer to the weather (her profile's speed-loss table within its
 * limits), the storms as the Risk tab analyses them weighed by the profile's distances, the
 * isochrones, the proposal simplified from the routed track, and the planned route and the
 * proposal each read against the same field. Runs the same without a worker (tests).
 */

export interface RoutingComputationInput {
  /** Where and when; the hazards are made here, from `storms`. */
  request: Omit<RoutingRequest, 'hazards'>;
  grid: GridSpec;
  /** Layer images to read back by their palette, or point timeseries already on the grid. */
  field: { kind: 'layers'; sources: LayerFieldSource[] } | { kind: 'points'; planes: PointPlanes };
  land: CoastIndex;
  safetyMarginNm: number;
  noGoAreas: NoGoArea[];
  profile: Pick<VesselProfile, 'serviceSpeedKn' | 'limits' | 'speedLoss' | 'stormDistanceNm'>;
  /**
   * The storms answer as the service gave it (a worker takes plain data; the analysis, with its
   * danger areas, is made on the worker's side) and when it was fetched, which dates its track.
   */
  storms: { storms: Storm[]; fetchedAtMs: number };
  penalties: Pick<RoutingPenaltyWeights, 'dangerAreaHoursPerNm' | 'stormDistanceHoursPerNm'>;
  options: RoutingOptions;
  planned: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>;
  simplify: { toleranceNm: number; geometry: LegGeometry; ends: ProposalEnds };
}

export interface RoutingComputation {
  status: 'arrived' | 'no_route';
  reason: string | null;
  proposal: ProposedRoute | null;
  /** The routed track before simplification: one position per isochrone. */
  track: Array<{ lat: number; lon: number; timeUtcMs: number }>;
  isochrones: Array<Array<{ lat: number; lon: number }>>;
  headingsPerNode: number;
  /** The hours the storms added to the routed track's cost (danger areas and soft distances). */
  stormPenaltyHours: number;
  plannedExposure: RouteExposure;
  proposedExposure: RouteExposure | null;
  fieldMs: number;
  routingMs: number;
}

export type ComputationProgress = { phase: 'field' } | { phase: 'routing'; isochrone: number };

export function computeRouting(input: RoutingComputationInput, onProgress: (progress: ComputationProgress) => void = () => {}): RoutingComputation {
  onProgress({ phase: 'field' });
  const fieldStarted = performance.now();
  const field = input.field.kind === 'layers' ? layerField(input.grid, input.field.sources) : pointField(input.grid, input.field.planes);
  const fieldMs = performance.now() - fieldStarted;
  const vessel = vesselProfileResponse(input.profile);
  const { storms, fetchedAtMs } = input.storms;
  const hazards = storms.length === 0 ? [] : [stormHazard(storms.map((storm) => analyseStorm(storm, fetchedAtMs)), input.profile.stormDistanceNm, input.penalties)];
  // Outside the fields' box the router knows no weather: never sailed, like land (the cheapest test first).
  const land = landObstacles(input.land, input.safetyMarginNm);
  const obstacles = allObstacles(fieldBoxObstacles(input.grid), ...(input.noGoAreas.length === 0 ? [land] : [land, noGoObstacles(input.noGoAreas)]));
  const routingStarted = performance.now();
  const result = routeByIsochrones({ ...input.request, hazards }, field, vessel, obstacles, input.options, { onProgress: ({ step }) => onProgress({ phase: 'routing', isochrone: step }) });
  const routingMs = performance.now() - routingStarted;
  const plannedExposure = routeExposure(input.planned, field, vessel);
  if (result.status !== 'arrived') {
    return { status: 'no_route', reason: result.reason, proposal: null, track: [], isochrones: result.isochrones, headingsPerNode: result.headingsPerNode, stormPenaltyHours: 0, plannedExposure, proposedExposure: null, fieldMs, routingMs };
  }
  // The proposal's legs kept clear of what the router kept out of, at the times she sails them.
  const clear = (from: LatLon, to: LatLon & { timeUtcMs: number }) => !obstacles.blocked(from, to) && hazards.every((hazard) => !hazard.at(to.lat, to.lon, to.timeUtcMs).hard);
  const proposal = proposalRoute(result.track, input.simplify.toleranceNm, input.simplify.geometry, input.simplify.ends, clear);
  const proposedExposure = routeExposure(
    {
      waypoints: proposal.waypoints.map((waypoint, index) => ({ id: `wr${index}`, name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon })),
      legs: proposal.legs,
      departure: { mode: 'departAt', etdUtcMs: input.request.departureUtcMs },
    },
    field,
    vessel,
  );
  return {
    status: 'arrived',
    reason: null,
    proposal,
    track: result.track,
    isochrones: result.isochrones,
    headingsPerNode: result.headingsPerNode,
    stormPenaltyHours: result.hazardHours,
    plannedExposure,
    proposedExposure,
    fieldMs,
    routingMs,
  };
}
