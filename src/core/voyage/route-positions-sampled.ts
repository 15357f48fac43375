import { routePositionAtOffset, type ComputedRoute } from '../../shared/geo';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';

/**
 * Where along a voyage the ensemble (and a compared departure's forecast) is asked: the route's positions at every `everyHours` of ETA,
 * at departure and arrival, and at the turning points (where the course has turned more than a
 * set angle since the last one), merged when closer together than the model's grid. Each is one
 * paid request, so what is asked follows the voyage's length and time, not its waypoint count:
 * a 5,000-waypoint GPX track asks about what a 10-waypoint route of the same passage asks.
 */

const hourMs = 3_600_000;
/** A course change past this is a turn the weather along the route may change with. */
export const turnAngleDeg = 30;
/** The grid assumed when the catalogue gives none we can read: 0.25°, the common global ensemble's. */
export const defaultEnsembleGridNm = 15;

export interface EnsembleRoutePosition {
  legIndex: number;
  /** The voyage waypoint this position sits on (departure, arrival, a turn); null between waypoints. */
  waypointIndex: number | null;
  offsetMs: number;
  timeUtcMs: number;
  lat: number;
  lon: number;
}

/**
 * A catalogue `resolution` ("0.25 degrees", "0.125°", "18 km", "9 nm") as nautical miles; the
 * default grid when it is missing or in a form not known.
 */
export function ensembleGridNm(resolution: string | null | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(°|deg|km|nm|m)/i.exec(resolution ?? '');
  if (match === null) return defaultEnsembleGridNm;
  const value = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  const nm = unit === 'km' ? value / 1.852 : unit === 'nm' ? value : unit === 'm' ? value / 1852 : value * 60;
  return nm > 0 ? nm : defaultEnsembleGridNm;
}

/** Smallest signed difference b - a of two courses, in -180..180. */
function turnDeg(a: number, b: number): number {
  return ((((b - a) % 360) + 540) % 360) - 180;
}

/**
 * Waypoints where the course has turned more than `angleDeg` since the last turning point. The
 * turn is summed at each waypoint (incoming final course to outgoing initial course), so a gentle
 * bend drawn as many short legs counts as the bend it is, and a great circle's own change of
 * course along a leg counts as no turn.
 */
export function turningWaypoints(route: ComputedRoute, angleDeg = turnAngleDeg): number[] {
  const turns: number[] = [];
  let sinceLastDeg = 0;
  for (let index = 1; index < route.legs.length; index += 1) {
    const incoming = route.legs[index - 1];
    const outgoing = route.legs[index];
    if (incoming === undefined || outgoing === undefined || incoming.distanceNm === 0 || outgoing.distanceNm === 0) continue;
    sinceLastDeg += turnDeg(incoming.finalCourseDeg, outgoing.initialCourseDeg);
    if (Math.abs(sinceLastDeg) > angleDeg) {
      turns.push(index);
      sinceLastDeg = 0;
    }
  }
  return turns;
}

interface Candidate {
  offsetMs: number;
  distanceNm: number;
  waypointIndex: number | null;
  /** 0 departure/arrival, 1 turning point, 2 time step: the lower wins a merge. */
  rank: number;
}

/** Positions to ask, in time order, de-duplicated (see the file's comment). */
export function ensembleRoutePositions(plan: VoyagePlan, everyHours: number, gridNm = defaultEnsembleGridNm, angleDeg = turnAngleDeg): EnsembleRoutePosition[] {
  if (!(everyHours > 0)) throw new PassageError('invalid_input', `everyHours must be above 0 h, not ${everyHours}`);
  const { route } = plan;
  const { waypoints } = route;
  const last = waypoints.length - 1;
  if (last < 0) return [];
  const candidates: Candidate[] = [];
  const atWaypoint = (index: number, rank: number) => {
    const waypoint = waypoints[index];
    if (waypoint !== undefined) candidates.push({ offsetMs: waypoint.offsetMs, distanceNm: waypoint.distanceFromStartNm, waypointIndex: index, rank });
  };
  atWaypoint(0, 0);
  if (last > 0) atWaypoint(last, 0);
  for (const index of turningWaypoints(route, angleDeg)) atWaypoint(index, 1);
  const totalMs = waypoints[last]?.offsetMs ?? 0;
  // Multiply rather than add, so the hundredth step is not off by accumulated rounding.
  for (let step = 1; step * everyHours * hourMs < totalMs; step += 1) {
    const offsetMs = Math.round(step * everyHours * hourMs);
    const onRoute = routePositionAtOffset(route, offsetMs);
    if (onRoute !== undefined) candidates.push({ offsetMs, distanceNm: onRoute.distanceFromStartNm, waypointIndex: null, rank: 2 });
  }

  // Higher ranks first, then in time; a candidate closer than the grid to one already kept is merged into it.
  candidates.sort((a, b) => a.rank - b.rank || a.offsetMs - b.offsetMs);
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    if (!tooClose(kept, candidate, gridNm)) insertByDistance(kept, candidate);
  }
  return kept.flatMap((candidate) => {
    const onRoute = routePositionAtOffset(route, candidate.offsetMs);
    if (onRoute === undefined) return [];
    const waypoint = candidate.waypointIndex === null ? undefined : waypoints[candidate.waypointIndex];
    const legIndex = candidate.waypointIndex === null ? onRoute.legIndex : Math.min(candidate.waypointIndex, Math.max(route.legs.length - 1, 0));
    return [{ legIndex, waypointIndex: candidate.waypointIndex, offsetMs: candidate.offsetMs, timeUtcMs: plan.etdUtcMs + candidate.offsetMs, lat: waypoint?.lat ?? onRoute.lat, lon: waypoint?.lon ?? onRoute.lon }];
  });
}

/** Index of the first kept candidate at or past `distanceNm` (kept is sorted by distance). */
function firstAtOrPast(kept: readonly Candidate[], distanceNm: number): number {
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((kept[middle]?.distanceNm ?? Infinity) < distanceNm) low = middle + 1;
    else high = middle;
  }
  return low;
}

function tooClose(kept: readonly Candidate[], candidate: Candidate, gridNm: number): boolean {
  const at = firstAtOrPast(kept, candidate.distanceNm);
  const after = kept[at];
  const before = kept[at - 1];
  // Departure and arrival are always asked, even on a passage shorter than the grid.
  if (candidate.rank === 0) return after !== undefined && after.offsetMs === candidate.offsetMs;
  return (after !== undefined && after.distanceNm - candidate.distanceNm < gridNm) || (before !== undefined && candidate.distanceNm - before.distanceNm < gridNm);
}

function insertByDistance(kept: Candidate[], candidate: Candidate): void {
  kept.splice(firstAtOrPast(kept, candidate.distanceNm), 0, candidate);
}
