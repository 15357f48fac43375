import type { LatLon } from '../../shared/geo/lat-lon';
import { normalizeLongitude } from '../../shared/geo';
import { legTrack } from '../../shared/geo/leg';
import type { LegGeometry, Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { ProposedRoute } from '../../shared/voyage/weather-routing';
import { rhumbDeviationNm, simplifyTrack } from '../reports/track-simplify';

/**
 * The routed track (one position per isochrone, every few hours) as a route a navigator sails: a
 * sensible number of waypoints, kept by Douglas-Peucker so that every position of the track lies
 * within the stated cross-track distance of the legs (the same simplification a recorded GPX track
 * gets on import, measured against rhumb lines), and each leg's speed set so that the ship is at
 * each waypoint when the router had her there (currents and the sea's effect included).
 * A leg that cuts a corner the routed track went round (a headland, a no-go area, a storm's hard
 * distance) is split at the position of the track farthest from it, until every leg is clear:
 * the tolerance alone would let a leg cut up to that far into what the router kept out of.
 */

const MS_PER_HOUR = 3_600_000;
/** A proposal leg is checked piece by piece, each no longer than this. */
const CHECK_PIECE_NM = 5;

type TimedPosition = LatLon & { timeUtcMs: number };

/** Whether the ship may sail from one position to the next at those times: the router's own tests of land, no-go areas and hard hazards. */
export type PieceClear = (from: TimedPosition, to: TimedPosition) => boolean;

/** The leg as it would be sailed (its geometry, at the speed that keeps both ends' times), piece by piece. */
function legClear(from: TimedPosition, to: TimedPosition, geometry: LegGeometry, clear: PieceClear): boolean {
  const points = legTrack(from, to, geometry).trackPoints(CHECK_PIECE_NM);
  let previous: TimedPosition = from;
  for (let index = 1; index < points.length; index += 1) {
    const point = points[index]!;
    const next = { lat: point.lat, lon: normalizeLongitude(point.lon), timeUtcMs: from.timeUtcMs + ((to.timeUtcMs - from.timeUtcMs) * index) / (points.length - 1) };
    if (!clear(previous, next)) return false;
    previous = next;
  }
  return true;
}

/** The kept positions with more added where a leg between them is not clear; a leg between neighbours of the track is the router's own step. */
function keptClear(track: readonly TimedPosition[], kept: readonly number[], geometry: LegGeometry, clear: PieceClear): number[] {
  const result = [...kept];
  let index = 0;
  while (index + 1 < result.length) {
    const first = result[index]!;
    const last = result[index + 1]!;
    if (last - first > 1 && !legClear(track[first]!, track[last]!, geometry, clear)) {
      let farthest = first + 1;
      let farthestNm = -1;
      for (let between = first + 1; between < last; between += 1) {
        const deviationNm = rhumbDeviationNm(track[between]!, track[first]!, track[last]!);
        if (deviationNm > farthestNm) {
          farthestNm = deviationNm;
          farthest = between;
        }
      }
      result.splice(index + 1, 0, farthest);
    } else index += 1;
  }
  return result;
}

export interface ProposalEnds {
  firstName: string;
  lastName: string;
}

export function proposalRoute(track: readonly TimedPosition[], toleranceNm: number, geometry: LegGeometry, ends: ProposalEnds, clear: PieceClear = () => true): ProposedRoute {
  const kept = keptClear(track, simplifyTrack(track, toleranceNm).kept, geometry, clear);
  const points = kept.map((index) => track[index]!);
  const waypoints = points.map((point, index) => ({
    name: index === 0 ? ends.firstName : index === points.length - 1 ? ends.lastName : `WR ${String(index).padStart(2, '0')}`,
    lat: point.lat,
    lon: normalizeLongitude(point.lon),
    etaUtcMs: Math.round(point.timeUtcMs),
  }));
  // The legs' lengths by their geometry (a placeholder speed), then the speed that keeps the router's times.
  const measured = planVoyage({
    waypoints: waypoints.map((waypoint, index) => ({ id: `wr${index}`, name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon })),
    legs: waypoints.slice(1).map(() => ({ geometry, speedKn: 1 })),
    departure: { mode: 'departAt', etdUtcMs: waypoints[0]!.etaUtcMs },
  });
  if (!measured.ok) throw new Error(`The routed track could not be made a route: ${measured.message}`);
  const legs = measured.plan.route.legs.map((leg, index) => {
    const hours = (waypoints[index + 1]!.etaUtcMs - waypoints[index]!.etaUtcMs) / MS_PER_HOUR;
    const speedKn = hours > 0 ? leg.distanceNm / hours : 1;
    return { geometry, speedKn: Math.min(60, Math.max(0.1, Math.round(speedKn * 100) / 100)) };
  });
  return { waypoints, legs, crossTrackToleranceNm: toleranceNm, trackPositions: track.length };
}

/**
 * The proposal as the voyage it would become (same id, name and vessel), leaving when the plan
 * leaves (an arrive-by voyage is routed from its planned departure): for planning and the forecast.
 */
export function proposalVoyage(voyage: Voyage, etdUtcMs: number, proposal: Pick<ProposedRoute, 'legs'> & { waypoints: ReadonlyArray<{ name: string; lat: number; lon: number }> }): Voyage {
  return {
    ...voyage,
    waypoints: proposal.waypoints.map((waypoint, index) => ({ id: `wr${index + 1}`, name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon })),
    legs: proposal.legs.map((leg) => ({ ...leg })),
    departure: { mode: 'departAt', etdUtcMs },
  };
}
