import { greatCircleInverse } from '../../shared/geo/geodesic';
import { requiredStormDistanceNm, screenErrorNm, sphericalDistanceNm, stormStateAt, unitVector, type AnalysedStorm, type UnitVector } from '../../shared/risk';
import type { RoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';
import type { StormDistance } from '../../shared/voyage/vessel-profile';
import type { PositionHazard } from './routing-problem';

/**
 * Tropical cyclones as the router weighs them, on the Risk tab's own terms (src/shared/risk):
 * - the 1-2-3 danger area (the region the forecast track sweeps, widened 100 nm a day, plus the
 *   34-kn radius): a penalty of `dangerAreaHoursPerNm` for every mile sailed inside it, whenever;
 * - the profile's distance for the storm's class at that moment (hurricane, tropical storm,
 *   depression), from where the storm is then: never sailed when the profile says hard, else a
 *   penalty of `stormDistanceHoursPerNm` for every mile sailed nearer.
 * A storm's track says nothing before its first point and after its last: no distance is judged
 * then (the danger area, being a region, still counts).
 */

interface ScreenedStorm {
  storm: AnalysedStorm;
  /** a circle holding the danger area and every track point's required distance */
  centre: UnitVector;
  reachNm: number;
}

function screened(storm: AnalysedStorm, distance: StormDistance): ScreenedStorm | null {
  const first = storm.track.points[0];
  if (first === undefined) return null;
  const centre = unitVector(first);
  const farthestNm = Math.max(distance.hurricane, distance.tropicalStorm, distance.depression);
  let reachNm = 0;
  for (const point of storm.track.points) reachNm = Math.max(reachNm, sphericalDistanceNm(centre, unitVector(point)) + farthestNm);
  for (const circle of storm.dangerArea.circles) reachNm = Math.max(reachNm, sphericalDistanceNm(centre, unitVector(circle)) + circle.radiusNm);
  return { storm, centre, reachNm: reachNm + screenErrorNm(reachNm) };
}

export function stormHazard(storms: readonly AnalysedStorm[], distance: StormDistance, weights: Pick<RoutingPenaltyWeights, 'dangerAreaHoursPerNm' | 'stormDistanceHoursPerNm'>): PositionHazard {
  const kept = storms.map((storm) => screened(storm, distance)).filter((each): each is ScreenedStorm => each !== null);
  const clear = { hard: false, hoursPerNm: 0 };
  return {
    at(lat, lon, timeUtcMs) {
      if (kept.length === 0) return clear;
      const point = { lat, lon };
      const here = unitVector(point);
      let hoursPerNm = 0;
      for (const { storm, centre, reachNm } of kept) {
        // Most of a crossing is far from any storm: one spherical distance says so.
        if (sphericalDistanceNm(centre, here) > reachNm) continue;
        const state = stormStateAt(storm.track, timeUtcMs);
        if (state !== undefined) {
          const requiredNm = requiredStormDistanceNm(distance, state.stormClass);
          const roughNm = sphericalDistanceNm(unitVector(state), here);
          const doubtNm = screenErrorNm(requiredNm);
          const nearer = roughNm < requiredNm - doubtNm || (roughNm <= requiredNm + doubtNm && greatCircleInverse(state, point).distanceNm < requiredNm);
          if (nearer) {
            if (distance.severity === 'hard') return { hard: true, hoursPerNm: 0 };
            hoursPerNm += weights.stormDistanceHoursPerNm;
          }
        }
        if (storm.dangerArea.contains(point, here)) hoursPerNm += weights.dangerAreaHoursPerNm;
      }
      return hoursPerNm === 0 ? clear : { hard: false, hoursPerNm };
    },
  };
}
