import { courseDeg } from '../../shared/geo/course';
import { greatCircleDirectPosition, greatCircleInverse } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import { longitudeDifference } from '../../shared/geo/longitude';
import { MS_PER_HOUR } from '../../shared/geo/units';
import { bestPerSector } from './best-per-sector';
import { IsochroneCandidates } from './isochrone-candidates';
import {
  defaultRoutingOptions,
  type ConditionsField,
  type IsochroneNode,
  type PositionHazard,
  type RoutingObstacles,
  type RoutingOptions,
  type RoutingResult,
  type SeaState,
  type VesselAnswer,
  type VesselResponse,
} from './routing-problem';

/**
 * The isochrone method (Hagiwara): from every position of the last isochrone the ship sails one
 * time step on each heading of a fan around the course to the destination, the positions are
 * advanced on the WGS84 ellipsoid along the course over ground (heading and speed through the
 * water plus the current), and the next isochrone keeps, in each sector of bearing from the
 * departure, the position nearest the destination in hours (remaining distance at the ship's calm
 * speed plus the soft limits' weighted hours). The first isochrone from which the destination can
 * be reached within a step gives the earliest arrival; its way back is the route.
 *
 * The weather is read at the start of each step (explicit Euler): the route is exact to the step,
 * which the tests state as their tolerance.
 */

const RAD = Math.PI / 180;
const EARTH_RADIUS_NM = 3440.065;

/** Bearing from a to b on the sphere, degrees true: only to sort positions into sectors. */
function sphericalBearingDeg(a: LatLon, b: LatLon): number {
  const phi1 = a.lat * RAD;
  const phi2 = b.lat * RAD;
  const dLambda = (b.lon - a.lon) * RAD;
  return courseDeg(Math.atan2(Math.sin(dLambda) * Math.cos(phi2), Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda)) / RAD);
}

/** Distance on the sphere, nm: only to rank positions of one sector (their errors are alike). */
function sphericalDistanceNm(a: LatLon, b: LatLon): number {
  const dPhi = (b.lat - a.lat) * RAD;
  const dLambda = (b.lon - a.lon) * RAD;
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface OverGround {
  courseDeg: number;
  speedKn: number;
}

/** The ship's velocity through the water on a heading plus the current's, as course and speed over ground. */
function overGround(headingDeg: number, speedThroughWaterKn: number, state: SeaState): OverGround {
  let east = speedThroughWaterKn * Math.sin(headingDeg * RAD);
  let north = speedThroughWaterKn * Math.cos(headingDeg * RAD);
  if (state.currentKn !== null && state.currentToDeg !== null) {
    east += state.currentKn * Math.sin(state.currentToDeg * RAD);
    north += state.currentKn * Math.cos(state.currentToDeg * RAD);
  }
  return { courseDeg: courseDeg(Math.atan2(east, north) / RAD), speedKn: Math.hypot(east, north) };
}

/**
 * The heading that makes good a course over ground (the current set across it corrected by
 * crabbing), with the ship's answer on it; null when the current across is stronger than the ship.
 */
function headingMakingGood(course: number, state: SeaState, vessel: VesselResponse): { headingDeg: number; answer: VesselAnswer; speedOverGroundKn: number } | null {
  let headingDeg = course;
  let answer = vessel.answer(state, headingDeg);
  const across = state.currentKn !== null && state.currentToDeg !== null ? state.currentKn * Math.sin((state.currentToDeg - course) * RAD) : 0;
  const along = state.currentKn !== null && state.currentToDeg !== null ? state.currentKn * Math.cos((state.currentToDeg - course) * RAD) : 0;
  // The ship's speed depends on its heading; two passes settle it for any current a ship can stem.
  for (let pass = 0; pass < 2; pass += 1) {
    if (answer.speedKn <= Math.abs(across)) return null;
    headingDeg = courseDeg(course - Math.asin(across / answer.speedKn) / RAD);
    answer = vessel.answer(state, headingDeg);
  }
  if (answer.speedKn <= Math.abs(across)) return null;
  const crab = Math.asin(across / answer.speedKn);
  return { headingDeg, answer, speedOverGroundKn: answer.speedKn * Math.cos(crab) + along };
}

const calmSea: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };

export interface RoutingRequest {
  from: LatLon;
  to: LatLon;
  departureUtcMs: number;
  /** kept away from whatever the weather (storm-hazard.ts); none when absent */
  hazards?: readonly PositionHazard[];
}

export interface RoutingProgress {
  /** isochrones computed so far */
  step: number;
  maxSteps: number;
  /** positions kept in the last isochrone */
  positions: number;
}

export interface RoutingRun {
  onProgress?: (progress: RoutingProgress) => void;
  /** asked before every isochrone: true stops the routing (a cancelled request) */
  cancelled?: () => boolean;
}

export function routeByIsochrones(
  request: RoutingRequest,
  field: ConditionsField,
  vessel: VesselResponse,
  obstacles: RoutingObstacles,
  options: RoutingOptions = defaultRoutingOptions,
  run: RoutingRun = {},
): RoutingResult {
  const stepMs = options.stepHours * MS_PER_HOUR;
  const calmSpeedKn = Math.max(0.1, vessel.answer(calmSea, 0).speedKn);
  const headingOffsetsDeg: number[] = [];
  for (let offset = -options.fanHalfWidthDeg; offset <= options.fanHalfWidthDeg + 1e-9; offset += options.headingStepDeg) headingOffsetsDeg.push(offset);
  const sectorCount = Math.ceil(360 / options.sectorDeg);
  // The pruning checks candidates in order of a bound that holds only if soft excess never pays.
  if (!(options.softPenaltyHoursPerExcessHour >= 0)) throw new RangeError(`The soft limits' weight must be 0 or more hours per excess-hour; got ${options.softPenaltyHoursPerExcessHour}.`);
  const candidates = new IsochroneCandidates();

  const start: IsochroneNode = { lat: request.from.lat, lon: request.from.lon, timeUtcMs: request.departureUtcMs, headingDeg: Number.NaN, softExcessHours: 0, hazardHours: 0, parent: null };
  const hazards = request.hazards ?? [];
  let isochrone: IsochroneNode[] = [start];
  const isochrones: LatLon[][] = [[request.from]];

  for (let step = 0; step < options.maxSteps; step += 1) {
    if (run.cancelled?.() === true) return noRoute(isochrones, headingOffsetsDeg.length, 'The routing was cancelled.');

    const arrival = bestArrival(isochrone, request.to, field, vessel, obstacles, hazards, options);
    if (arrival !== null) return arrived(arrival, request.to, isochrones, headingOffsetsDeg.length);

    // Every heading of every position, advanced one step, with a bound on its score; the costly
    // checks only for those that can win their sector (best-per-sector.ts).
    candidates.clear();
    isochrone.forEach((node, nodeIndex) => {
      const state = field.at(node.lat, node.lon, node.timeUtcMs);
      const toGoalDeg = sphericalBearingDeg(node, request.to);
      for (const offsetDeg of headingOffsetsDeg) {
        const headingDeg = courseDeg(toGoalDeg + offsetDeg);
        const answer = vessel.answer(state, headingDeg);
        if (answer.hardBreak || answer.speedKn <= 0) continue;
        const ground = overGround(headingDeg, answer.speedKn, state);
        if (ground.speedKn <= 0) continue;
        const reached = greatCircleDirectPosition(node, ground.courseDeg, ground.speedKn * options.stepHours);
        const toGoHours = sphericalDistanceNm(reached, request.to) / calmSpeedKn;
        const sector = Math.min(sectorCount - 1, Math.floor(sphericalBearingDeg(request.from, reached) / options.sectorDeg));
        candidates.add(nodeIndex, headingDeg, answer.softExcess, ground.speedKn, reached, toGoHours, toGoHours + node.softExcessHours * options.softPenaltyHoursPerExcessHour + node.hazardHours, sector);
      }
    });
    const { winner } = bestPerSector(candidates, sectorCount, (candidate) => {
      const node = isochrone[candidates.nodeIndex[candidate]!]!;
      const reached = { lat: candidates.lat[candidate]!, lon: candidates.lon[candidate]! };
      if (obstacles.blocked(node, reached)) return Number.NaN;
      const stepNm = candidates.groundSpeedKn[candidate]! * options.stepHours;
      const along = alongTheStep(node, reached, stepNm, options.stepHours, candidates.headingDeg[candidate]!, candidates.startSoftExcess[candidate]!, field, vessel, hazards, options);
      if (along === null) return Number.NaN;
      const softExcessHours = node.softExcessHours + along.softExcessHours;
      const hazardHours = node.hazardHours + along.hazardHours;
      candidates.softExcessHours[candidate] = softExcessHours;
      candidates.hazardHours[candidate] = hazardHours;
      return candidates.toGoHours[candidate]! + softExcessHours * options.softPenaltyHoursPerExcessHour + hazardHours;
    });
    const next: IsochroneNode[] = [];
    for (const candidate of winner) {
      if (candidate === -1) continue;
      const parent = isochrone[candidates.nodeIndex[candidate]!]!;
      next.push({
        lat: candidates.lat[candidate]!,
        lon: candidates.lon[candidate]!,
        timeUtcMs: parent.timeUtcMs + stepMs,
        headingDeg: candidates.headingDeg[candidate]!,
        softExcessHours: candidates.softExcessHours[candidate]!,
        hazardHours: candidates.hazardHours[candidate]!,
        parent,
      });
    }
    isochrone = next;
    if (isochrone.length === 0) return noRoute(isochrones, headingOffsetsDeg.length, 'Every heading from the last positions meets land, a no-go area, the edge of the weather fields (nothing is known beyond), a hard limit of the vessel or a storm\'s hard distance.');
    isochrones.push(isochrone.map(({ lat, lon }) => ({ lat, lon })));
    run.onProgress?.({ step: step + 1, maxSteps: options.maxSteps, positions: isochrone.length });
  }
  return noRoute(isochrones, headingOffsetsDeg.length, `The destination was not reached within ${options.maxSteps} steps of ${options.stepHours} h.`);
}

/**
 * The weather along one step, read every `hazardSampleNm` after its start (read already), and
 * the position hazards at its start and every sample: null when a hard limit is broken anywhere
 * on it, else the soft excess sailed, in excess-hours, and the hazards' hours. A step of 36 nm
 * read only at its ends could cut 1 nm into an area of hard-limit seas.
 */
function alongTheStep(
  from: IsochroneNode,
  end: LatLon,
  distanceNm: number,
  hours: number,
  headingDeg: number,
  atStartSoftExcess: number,
  field: ConditionsField,
  vessel: VesselResponse,
  hazards: readonly PositionHazard[],
  options: RoutingOptions,
): { softExcessHours: number; hazardHours: number } | null {
  const pieces = Math.max(1, Math.ceil(distanceNm / options.hazardSampleNm));
  let excessSum = atStartSoftExcess / 2;
  let hazardPerNm = hazardsAt(hazards, from.lat, from.lon, from.timeUtcMs);
  if (hazardPerNm < 0) return null;
  let hazardSum = hazardPerNm / 2;
  // The samples are placed along the straight line on the chart between the ends: over one step
  // of tens of miles it lies within a few hundred metres of the geodesic, far closer than the
  // weather's own resolution.
  const dLon = longitudeDifference(from.lon, end.lon);
  for (let piece = 1; piece <= pieces; piece += 1) {
    const share = piece / pieces;
    const lat = from.lat + (end.lat - from.lat) * share;
    const lon = from.lon + dLon * share;
    const timeUtcMs = from.timeUtcMs + share * hours * MS_PER_HOUR;
    const answer = vessel.answer(field.at(lat, lon, timeUtcMs), headingDeg);
    if (answer.hardBreak) return null;
    excessSum += piece === pieces ? answer.softExcess / 2 : answer.softExcess;
    if (hazards.length > 0) {
      hazardPerNm = hazardsAt(hazards, lat, lon, timeUtcMs);
      if (hazardPerNm < 0) return null;
      hazardSum += piece === pieces ? hazardPerNm / 2 : hazardPerNm;
    }
  }
  // The trapezoid rule over the samples.
  return { softExcessHours: (excessSum / pieces) * hours, hazardHours: (hazardSum / pieces) * distanceNm };
}

/** Hours per nm the hazards add at a place and moment; -1 where one of them is hard. */
function hazardsAt(hazards: readonly PositionHazard[], lat: number, lon: number, timeUtcMs: number): number {
  let hoursPerNm = 0;
  for (const hazard of hazards) {
    const here = hazard.at(lat, lon, timeUtcMs);
    if (here.hard) return -1;
    hoursPerNm += here.hoursPerNm;
  }
  return hoursPerNm;
}

interface Arrival {
  from: IsochroneNode;
  headingDeg: number;
  arrivalUtcMs: number;
  softExcessHours: number;
  hazardHours: number;
  costHours: number;
}

/** From the positions that can reach the destination within one step, the one arriving best. */
function bestArrival(
  isochrone: readonly IsochroneNode[],
  to: LatLon,
  field: ConditionsField,
  vessel: VesselResponse,
  obstacles: RoutingObstacles,
  hazards: readonly PositionHazard[],
  options: RoutingOptions,
): Arrival | null {
  let best: Arrival | null = null;
  for (const node of isochrone) {
    const { distanceNm, initialCourseDeg } = greatCircleInverse(node, to);
    const state = field.at(node.lat, node.lon, node.timeUtcMs);
    const making = headingMakingGood(initialCourseDeg, state, vessel);
    if (making === null || making.answer.hardBreak || making.speedOverGroundKn <= 0) continue;
    const hours = distanceNm / making.speedOverGroundKn;
    if (hours > options.stepHours || obstacles.blocked(node, to)) continue;
    const along = alongTheStep(node, to, distanceNm, hours, making.headingDeg, making.answer.softExcess, field, vessel, hazards, options);
    if (along === null) continue;
    const softExcessHours = node.softExcessHours + along.softExcessHours;
    const hazardHours = node.hazardHours + along.hazardHours;
    const arrivalUtcMs = node.timeUtcMs + hours * MS_PER_HOUR;
    const costHours = arrivalUtcMs / MS_PER_HOUR + softExcessHours * options.softPenaltyHoursPerExcessHour + hazardHours;
    if (best === null || costHours < best.costHours) best = { from: node, headingDeg: making.headingDeg, arrivalUtcMs, softExcessHours, hazardHours, costHours };
  }
  return best;
}

function arrived(arrival: Arrival, to: LatLon, isochrones: LatLon[][], headingsPerNode: number): RoutingResult {
  const track: RoutingResult['track'] = [{ lat: to.lat, lon: to.lon, timeUtcMs: arrival.arrivalUtcMs }];
  for (let node: IsochroneNode | null = arrival.from; node !== null; node = node.parent) track.push({ lat: node.lat, lon: node.lon, timeUtcMs: node.timeUtcMs });
  track.reverse();
  return { status: 'arrived', track, arrivalUtcMs: arrival.arrivalUtcMs, softExcessHours: arrival.softExcessHours, hazardHours: arrival.hazardHours, isochrones, headingsPerNode, reason: null };
}

function noRoute(isochrones: LatLon[][], headingsPerNode: number, reason: string): RoutingResult {
  return { status: 'no_route', track: [], arrivalUtcMs: null, softExcessHours: 0, hazardHours: 0, isochrones, headingsPerNode, reason };
}
