import { computeRoute, scheduleFor } from '../../shared/geo';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Departure, Leg } from '../../shared/voyage/voyage';
import { RouteExportError } from './route-file-error';

/**
 * A route with everything a writer puts in a file: the waypoints and legs as planned, the time
 * at every waypoint and the length of every leg (from src/shared/geo), and the vessel whose
 * limits RTZ carries. Writers only format; they compute nothing.
 */
export interface RouteToWrite {
  name: string;
  waypoints: ReadonlyArray<{ name: string; lat: number; lon: number; arrivalRadiusNm?: number; turnRadiusNm?: number }>;
  legs: readonly Leg[];
  departure: Departure;
  /** one per waypoint: [0] the departure, the last the arrival */
  waypointEtaUtcMs: readonly number[];
  /** one per leg */
  legDistanceNm: readonly number[];
  vessel?: VesselProfile;
}

/** xsd:dateTime and ISO 8601 as files carry them: years 0001 to 9999. */
// Date.UTC reads years 0-99 as 1900-1999, hence setUTCFullYear.
const EARLIEST_UTC_MS = new Date(0).setUTCFullYear(1, 0, 1);
const LATEST_UTC_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function checkTimes(name: string, waypointEtaUtcMs: readonly number[], waypoints: RouteToWrite['waypoints']): void {
  const index = waypointEtaUtcMs.findIndex((utcMs) => !(utcMs >= EARLIEST_UTC_MS && utcMs <= LATEST_UTC_MS));
  if (index === -1) return;
  throw new RouteExportError(
    `"${name}" cannot be exported: the planned time at waypoint ${index + 1} ("${waypoints[index]?.name ?? ''}") falls outside the years 0001 to 9999 that route files can hold; check the leg speeds and the departure time`,
  );
}

export function routeToWrite(
  route: { name: string; waypoints: RouteToWrite['waypoints']; legs: readonly Leg[]; departure: Departure },
  vessel?: VesselProfile,
): RouteToWrite {
  const computed = computeRoute(route);
  const schedule = scheduleFor(computed.legs, route.departure);
  checkTimes(route.name, schedule.waypointEtaUtcMs, route.waypoints);
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
