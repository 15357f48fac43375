/**
 * Route geometry on WGS84 and position formats: the public face of src/shared/geo. Import from
 * here (`../shared/geo`), not from the files behind it.
 */
export type { LatLon } from './lat-lon';
export { legTrack, type LegGeometry, type LegTrack } from './leg';
export { legTrackPoints } from './leg-reuse';
export { greatCircleDirect, greatCircleInverse, greatCircleLeg, type GreatCircleSolution } from './geodesic';
export { rhumbDirect, rhumbInverse, rhumbLeg, type RhumbSolution } from './rhumb';
export {
  computeRoute,
  routePositionAtDistance,
  routePositionAtOffset,
  routeTrackPoints,
  type ComputedLeg,
  type ComputedRoute,
  type ComputedWaypoint,
  type Route,
  type RouteLeg,
  type RoutePosition,
  type RouteWaypoint,
} from './route';
export { checkRouteSampling, MAX_ROUTE_SAMPLES, sampleRouteByTime, type RouteSample, type RouteSamplingOptions } from './route-sampling';
export {
  legDurationHours,
  scheduleFor,
  scheduleForArrival,
  scheduleFromDeparture,
  waypointOffsetsMs,
  type DepartureTime,
  type TimedLeg,
  type WaypointSchedule,
} from './eta';
export { longitudeDifference, normalizeLongitude, normalizePolyline, unwrapLongitudes, unwrapPolyline } from './longitude';
export { formatLatitude, formatLongitude, formatPosition } from './position-format';
export { parseLatitude, parseLongitude, type CoordinateParseResult } from './position-parse';
export { courseDeg } from './course';
export {
  METRES_PER_NM,
  MS_PER_HOUR,
  kmhToKn,
  kmhToMetresPerSecond,
  knToKmh,
  knToMetresPerSecond,
  metresPerSecondToKmh,
  metresPerSecondToKn,
  metresToNm,
  nmToMetres,
} from './units';
