import type { LatLon } from '../../shared/geo/lat-lon';
import { normalizeLongitude } from '../../shared/geo';
import type { LegGeometry, Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { ProposedRoute } from '../../shared/voyage/weather-routing';
import { simplifyTrack } from '../reports/track-simplify';

/**
 * The routed track (one position per isochrone, every few hours) as a route a navigator sails: a
 * sensible number of waypoints, kept by Douglas-Peucker so that every position of the track lies
 * within the stated cross-track distance of the legs (the same simplification a recorded GPX track
 * gets on import, measured against rhumb lines), and each leg's speed set so that the ship is at
 * each waypoint when the router had her there (currents and the sea's effect included).
 */

const MS_PER_HOUR = 3_600_000;

export interface ProposalEnds {
  firstName: string;
  lastName: string;
}

export function proposalRoute(track: ReadonlyArray<LatLon & { timeUtcMs: number }>, toleranceNm: number, geometry: LegGeometry, ends: ProposalEnds): ProposedRoute {
  const { kept } = simplifyTrack(track, toleranceNm);
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
