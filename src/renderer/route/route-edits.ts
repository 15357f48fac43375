import { normalizeLongitude } from '../../shared/geo';
import type { Leg, LegGeometry, Voyage, Waypoint } from '../../shared/voyage/voyage';

/**
 * Every change the chart and the table make to a route, as pure functions of the voyage. Each
 * keeps one leg per pair of waypoints, so no edit can leave the route in a shape the store
 * would refuse. Positions are stored normalised (-180..180) whatever the chart's world copy.
 */

export interface Position {
  lat: number;
  lon: number;
}

type Route = Pick<Voyage, 'waypoints' | 'legs'>;

/** An id not used by any waypoint of the route: wp-<n>, the lowest free n above the count. */
export function freeWaypointId(waypoints: readonly Waypoint[]): string {
  const used = new Set(waypoints.map((each) => each.id));
  let n = waypoints.length + 1;
  while (used.has(`wp-${n}`)) n += 1;
  return `wp-${n}`;
}

function clampPosition(position: Position): Position {
  return { lat: Math.max(-90, Math.min(90, position.lat)), lon: normalizeLongitude(position.lon) };
}

/** The names Passage gives ("WP 3"); any other name is the navigator's and is never changed. */
const automaticName = /^WP \d+$/;

/** Automatic names follow the order after a waypoint is added or removed: the second row is WP 2. */
function numberedInOrder(waypoints: Waypoint[]): Waypoint[] {
  return waypoints.map((waypoint, index) => (automaticName.test(waypoint.name) && waypoint.name !== `WP ${index + 1}` ? { ...waypoint, name: `WP ${index + 1}` } : waypoint));
}

function newWaypoint(route: Route, position: Position, name?: string): Waypoint {
  const id = freeWaypointId(route.waypoints);
  return { id, name: name ?? `WP ${route.waypoints.length + 1}`, ...clampPosition(position) };
}

/** A new leg takes the geometry and speed of its neighbour, or a rhumb at the service speed. */
function legLike(neighbour: Leg | undefined, serviceSpeedKn: number): Leg {
  return neighbour ? { ...neighbour } : { geometry: 'rhumb', speedKn: serviceSpeedKn };
}

export function appendWaypoint<R extends Route>(route: R, position: Position, serviceSpeedKn: number, name?: string): R {
  const waypoint = newWaypoint(route, position, name);
  if (route.waypoints.length === 0) return { ...route, waypoints: [waypoint], legs: [] };
  return { ...route, waypoints: numberedInOrder([...route.waypoints, waypoint]), legs: [...route.legs, legLike(route.legs.at(-1), serviceSpeedKn)] };
}

/**
 * Makes a port or place the departure (first) or arrival (last) waypoint: it replaces that end
 * when the route already has one (a second waypoint for the arrival), otherwise it is added.
 */
export function setRouteEnd<R extends Route>(route: R, end: 'departure' | 'arrival', position: Position, name: string, serviceSpeedKn: number): R {
  const count = route.waypoints.length;
  if (end === 'departure' && count >= 1) return updateWaypoint(route, 0, (each) => ({ ...each, name, ...clampPosition(position) }));
  if (end === 'arrival' && count >= 2) return updateWaypoint(route, count - 1, (each) => ({ ...each, name, ...clampPosition(position) }));
  return appendWaypoint(route, position, serviceSpeedKn, name);
}

/** Splits leg `legIndex` at `position`: both halves keep the leg's geometry and speed. */
export function insertWaypoint<R extends Route>(route: R, legIndex: number, position: Position): R {
  const leg = route.legs[legIndex];
  if (leg === undefined) throw new RangeError(`there is no leg ${legIndex + 1} to insert a waypoint into (the route has ${route.legs.length})`);
  const waypoint = newWaypoint(route, position);
  const waypoints = [...route.waypoints];
  waypoints.splice(legIndex + 1, 0, waypoint);
  const legs = [...route.legs];
  legs.splice(legIndex, 1, { ...leg }, { ...leg });
  return { ...route, waypoints: numberedInOrder(waypoints), legs };
}

export function moveWaypoint<R extends Route>(route: R, index: number, position: Position): R {
  return updateWaypoint(route, index, (waypoint) => ({ ...waypoint, ...clampPosition(position) }));
}

export function updateWaypoint<R extends Route>(route: R, index: number, change: (waypoint: Waypoint) => Waypoint): R {
  const waypoint = route.waypoints[index];
  if (waypoint === undefined) throw new RangeError(`there is no waypoint ${index + 1} (the route has ${route.waypoints.length})`);
  const waypoints = [...route.waypoints];
  waypoints[index] = change(waypoint);
  return { ...route, waypoints };
}

/** Removes a waypoint and joins its neighbours with the leg that arrived at it. */
export function deleteWaypoint<R extends Route>(route: R, index: number): R {
  if (route.waypoints[index] === undefined) throw new RangeError(`there is no waypoint ${index + 1} (the route has ${route.waypoints.length})`);
  const waypoints = route.waypoints.filter((_, at) => at !== index);
  const legs = [...route.legs];
  // The last waypoint takes the leg arriving at it; any other takes the leg leaving it.
  if (legs.length > 0) legs.splice(index === route.waypoints.length - 1 ? index - 1 : index, 1);
  return { ...route, waypoints: numberedInOrder(waypoints), legs };
}

export function updateLeg<R extends Route>(route: R, legIndex: number, change: Partial<Leg>): R {
  const leg = route.legs[legIndex];
  if (leg === undefined) throw new RangeError(`there is no leg ${legIndex + 1} (the route has ${route.legs.length})`);
  const legs = [...route.legs];
  legs[legIndex] = { ...leg, ...change };
  return { ...route, legs };
}

export function setLegGeometry<R extends Route>(route: R, legIndex: number, geometry: LegGeometry): R {
  return updateLeg(route, legIndex, { geometry });
}
