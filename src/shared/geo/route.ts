/**
 * A route as the navigator enters it (waypoints, and for each leg its geometry and speed) and
 * what follows from it: distance, courses and duration of every leg, distance and time from the
 * start at every waypoint, the ship's position at any distance or time, and the line to draw.
 * The shapes match the voyage schema's waypoints and legs, so a Voyage can be passed as it is.
 */
import { waypointOffsetsMs } from './eta';
import type { LatLon } from './lat-lon';
import { legTrack, type LegGeometry, type LegTrack } from './leg';
import { legTrackPoints, unchangedTrack } from './leg-reuse';
import { MS_PER_HOUR } from './units';

export interface RouteWaypoint {
  lat: number;
  lon: number;
  name: string;
}

/** The leg from waypoint i to waypoint i + 1. */
export interface RouteLeg {
  geometry: LegGeometry;
  speedKn: number;
}

export interface Route {
  waypoints: readonly RouteWaypoint[];
  legs: readonly RouteLeg[];
}

export interface ComputedLeg {
  /** legs[i] runs from waypoints[i] to waypoints[i + 1] */
  index: number;
  /**
   * The ends' positions (the solved track's). Not the waypoints, whose names live in `waypoints`:
   * so a renamed waypoint leaves every leg as it was (see computeRoute).
   */
  from: LatLon;
  to: LatLon;
  geometry: LegGeometry;
  speedKn: number;
  distanceNm: number;
  initialCourseDeg: number;
  finalCourseDeg: number;
  /** distanceNm / speedKn, unrounded */
  durationHours: number;
  startDistanceNm: number;
  endDistanceNm: number;
  /** milliseconds after departure, whole numbers, the same as eta.ts gives the waypoints */
  startOffsetMs: number;
  endOffsetMs: number;
  track: LegTrack;
}

export interface ComputedWaypoint extends RouteWaypoint {
  distanceFromStartNm: number;
  /** milliseconds after departure at which the ship is here */
  offsetMs: number;
}

export interface ComputedRoute {
  waypoints: readonly ComputedWaypoint[];
  legs: readonly ComputedLeg[];
  totalDistanceNm: number;
  /** departure to arrival, from the rounded waypoint offsets */
  totalDurationHours: number;
}

/** Where the ship is on the route; longitude normalised to -180..180. */
export interface RoutePosition extends LatLon {
  legIndex: number;
  distanceFromStartNm: number;
  offsetMs: number;
  courseDeg: number;
  speedKn: number;
}

/**
 * Solves every leg. Throws a RangeError naming the leg when a speed is not above 0 or the leg
 * count is wrong.
 *
 * `previous`, the same route before an edit, makes the edit cheap: legs whose ends and geometry
 * did not change keep their solved track (and its drawing points, see routeTrackPoints), a leg
 * that did not change at all is the same object, and when none changed (a waypoint renamed) the
 * legs are the same array, so a view comparing the track and times (sameTrackAndTimes) need not
 * walk them. The result is the same as without it.
 */
export function computeRoute(route: Route, previous?: ComputedRoute): ComputedRoute {
  const legCount = Math.max(0, route.waypoints.length - 1);
  if (route.legs.length !== legCount) {
    throw new RangeError(`${route.waypoints.length} waypoints need ${legCount} legs, not ${route.legs.length}`);
  }
  const previousLegs = previous?.legs ?? [];
  const previousTracks = previousLegs.map((leg) => leg.track);
  const solved = route.legs.map((leg, index) => {
    const from = route.waypoints[index];
    const to = route.waypoints[index + 1];
    if (from === undefined || to === undefined) throw new RangeError(`leg ${index + 1} has no waypoints`);
    return { speedKn: leg.speedKn, track: unchangedTrack(previousTracks, legCount, index, from, to, leg.geometry) ?? legTrack(from, to, leg.geometry) };
  });
  const offsetsMs = waypointOffsetsMs(solved.map(({ speedKn, track }) => ({ distanceNm: track.distanceNm, speedKn })));

  let distanceNm = 0;
  let allKept = previousLegs.length === legCount;
  const legs: ComputedLeg[] = solved.map(({ speedKn, track }, index) => {
    const startDistanceNm = distanceNm;
    distanceNm += track.distanceNm;
    const startOffsetMs = offsetsMs[index] ?? 0;
    const endOffsetMs = offsetsMs[index + 1] ?? 0;
    const kept = previousLegs[index];
    if (kept !== undefined && kept.track === track && kept.speedKn === speedKn && kept.startDistanceNm === startDistanceNm && kept.startOffsetMs === startOffsetMs && kept.endOffsetMs === endOffsetMs) {
      return kept;
    }
    allKept = false;
    return {
      index,
      from: track.from,
      to: track.to,
      geometry: track.geometry,
      speedKn,
      distanceNm: track.distanceNm,
      initialCourseDeg: track.initialCourseDeg,
      finalCourseDeg: track.finalCourseDeg,
      durationHours: track.distanceNm / speedKn,
      startDistanceNm,
      endDistanceNm: distanceNm,
      startOffsetMs,
      endOffsetMs,
      track,
    };
  });
  const waypoints = route.waypoints.map((waypoint, index) => ({
    lat: waypoint.lat,
    lon: waypoint.lon,
    name: waypoint.name,
    distanceFromStartNm: index === 0 ? 0 : (legs[index - 1]?.endDistanceNm ?? 0),
    offsetMs: offsetsMs[index] ?? 0,
  }));
  return {
    waypoints,
    legs: allKept && previous !== undefined ? previous.legs : legs,
    totalDistanceNm: distanceNm,
    totalDurationHours: (offsetsMs.at(-1) ?? 0) / MS_PER_HOUR,
  };
}

/** The last leg whose start is at or before `value` (by `key`), by bisection. */
function legAt(legs: readonly ComputedLeg[], value: number, key: 'startDistanceNm' | 'startOffsetMs'): ComputedLeg | undefined {
  let low = 0;
  let high = legs.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((legs[middle]?.[key] ?? Infinity) <= value) low = middle;
    else high = middle - 1;
  }
  return legs[low];
}

function positionOnLeg(leg: ComputedLeg, alongNm: number, offsetMs: number): RoutePosition {
  const position = leg.track.positionAtNm(alongNm);
  return {
    lat: position.lat,
    lon: position.lon,
    legIndex: leg.index,
    distanceFromStartNm: leg.startDistanceNm + alongNm,
    offsetMs,
    courseDeg: position.courseDeg,
    speedKn: leg.speedKn,
  };
}

function onlyWaypoint(route: ComputedRoute): RoutePosition | undefined {
  const waypoint = route.waypoints[0];
  if (waypoint === undefined) return undefined;
  return { lat: waypoint.lat, lon: waypoint.lon, legIndex: 0, distanceFromStartNm: 0, offsetMs: 0, courseDeg: 0, speedKn: 0 };
}

/**
 * The position `distanceFromStartNm` along the route, clamped to its ends; undefined only for a
 * route without waypoints. At a waypoint the leg leaving it is reported.
 */
export function routePositionAtDistance(route: ComputedRoute, distanceFromStartNm: number): RoutePosition | undefined {
  const clampedNm = Math.min(Math.max(distanceFromStartNm, 0), route.totalDistanceNm);
  const leg = legAt(route.legs, clampedNm, 'startDistanceNm');
  if (leg === undefined) return onlyWaypoint(route);
  const alongNm = Math.min(clampedNm - leg.startDistanceNm, leg.distanceNm);
  const fraction = leg.distanceNm > 0 ? alongNm / leg.distanceNm : 0;
  return positionOnLeg(leg, alongNm, leg.startOffsetMs + fraction * (leg.endOffsetMs - leg.startOffsetMs));
}

/**
 * The position `offsetMs` milliseconds after departure, clamped to departure and arrival (before
 * it the ship is at the first waypoint, after it at the last); undefined only without waypoints.
 * At a waypoint's ETA it is exactly at that waypoint.
 */
export function routePositionAtOffset(route: ComputedRoute, offsetMs: number): RoutePosition | undefined {
  const totalMs = route.waypoints.at(-1)?.offsetMs ?? 0;
  const clampedMs = Math.min(Math.max(offsetMs, 0), totalMs);
  const leg = legAt(route.legs, clampedMs, 'startOffsetMs');
  if (leg === undefined) return onlyWaypoint(route);
  const legMs = leg.endOffsetMs - leg.startOffsetMs;
  const fraction = legMs > 0 ? Math.min((clampedMs - leg.startOffsetMs) / legMs, 1) : 0;
  return positionOnLeg(leg, fraction * leg.distanceNm, clampedMs);
}

/**
 * The whole route as one polyline for drawing, points no further apart than `maxSpacingNm`.
 * Longitudes are continuous along the route (each leg shifted by whole turns to join the last),
 * so a route across 180° draws as one line; the first point keeps the first waypoint's longitude.
 * A leg's points are sampled once per solved track, so after an edit (computeRoute with
 * `previous`) only the changed legs are sampled again.
 */
export function routeTrackPoints(route: ComputedRoute, maxSpacingNm: number): LatLon[] {
  const first = route.waypoints[0];
  if (first === undefined) return [];
  const points: LatLon[] = [{ lat: first.lat, lon: first.lon }];
  for (const leg of route.legs) {
    const legPoints = legTrackPoints(leg.track, maxSpacingNm);
    const joinLon = points.at(-1)?.lon ?? first.lon;
    const shiftDeg = 360 * Math.round((joinLon - (legPoints[0]?.lon ?? joinLon)) / 360);
    for (let index = 1; index < legPoints.length; index += 1) {
      const point = legPoints[index];
      if (point !== undefined) points.push({ lat: point.lat, lon: point.lon + shiftDeg });
    }
  }
  return points;
}
