import { computeRoute, scheduleFor } from '../../shared/geo';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Departure, Leg } from '../../shared/voyage/voyage';

/**
 * A route with everything a writer puts in a file: the waypoints and legs as planned, the time
 * at every waypoint and the length of every leg (from src/shared/geo), and the vessel whose
 * limits RTZ carries. Writers only format; they compute nothing.
 */
export interface RouteToWrite {
  name: string;
  waypoints: ReadonlyArray<{ name: string; lat: number; lon: number }>;
  legs: readonly Leg[];
  departure: Departure;
  /** one per waypoint: [0] the departure, the last the arrival */
  waypointEtaUtcMs: readonly number[];
  /** one per leg */
  legDistanceNm: readonly number[];
  vessel?: VesselProfile;
}

export function routeToWrite(
  route: { name: string; waypoints: RouteToWrite['waypoints']; legs: readonly Leg[]; departure: Departure },
  vessel?: VesselProfile,
): RouteToWrite {
  const computed = computeRoute(route);
  const schedule = scheduleFor(computed.legs, route.departure);
  return {
    name: route.name,
    waypoints: route.waypoints,
    legs: route.legs,
    departure: route.departure,
    waypointEtaUtcMs: schedule.waypointEtaUtcMs,
    legDistanceNm: computed.legs.map((leg) => leg.distanceNm),
    ...(vessel ? { vessel } : {}),
  };
}
