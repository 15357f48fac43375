import { legTrack, legTrackPoints, longitudeDifference, type ComputedRoute, type LatLon, type LegGeometry, type LegTrack } from '../../shared/geo';

/**
 * What the chart draws for a route: each leg as its true track (a rhumb is straight on Mercator,
 * a great circle curves) and each waypoint, with longitudes continuous along the whole route so
 * a Pacific crossing is one line over 180°, not a stripe across the world.
 */
export interface RouteDrawing {
  /** legs[i]: the points of leg i, longitudes unwrapped from the route's first waypoint. */
  legs: LatLon[][];
  /** waypoints[i]: where waypoint i is drawn (the same unwrapped longitudes). */
  waypoints: LatLon[];
}

/** At most this far between drawn points: finer than a pixel at the scales an ocean leg is seen. */
export const drawSpacingNm = 20;

/** Points shifted by whole turns so that the first is at `startLon`. */
function shiftedTo(points: readonly LatLon[], startLon: number): LatLon[] {
  const shift = 360 * Math.round((startLon - (points[0]?.lon ?? startLon)) / 360);
  return points.map((point) => ({ lat: point.lat, lon: point.lon + shift }));
}

/** A leg's points, starting at `startLon` (what a drag redraws without solving the whole route). */
export function legPoints(from: LatLon, to: LatLon, geometry: LegGeometry, startLon: number): LatLon[] {
  return shiftedTo(legTrack(from, to, geometry).trackPoints(drawSpacingNm), startLon);
}

/**
 * A leg's drawn points, kept with its solved track: after an edit (planVoyage with the plan before
 * it) an untouched leg is the same track, so it is given the same array, not sampled again, and
 * the route layer can tell by identity which legs to redraw.
 */
const drawnLegs = new WeakMap<LegTrack, { startLon: number; points: LatLon[] }>();

function drawnLeg(track: LegTrack, startLon: number): LatLon[] {
  const known = drawnLegs.get(track);
  if (known !== undefined && known.startLon === startLon) return known.points;
  const points = shiftedTo(legTrackPoints(track, drawSpacingNm), startLon);
  drawnLegs.set(track, { startLon, points });
  return points;
}

export function routeDrawing(route: ComputedRoute): RouteDrawing {
  const first = route.waypoints[0];
  if (first === undefined) return { legs: [], waypoints: [] };
  const waypoints: LatLon[] = [{ lat: first.lat, lon: first.lon }];
  const legs = route.legs.map((leg) => {
    const startLon = waypoints.at(-1)?.lon ?? first.lon;
    const shifted = drawnLeg(leg.track, startLon);
    const end = shifted.at(-1) ?? { lat: leg.to.lat, lon: startLon + longitudeDifference(startLon, leg.to.lon) };
    waypoints.push({ lat: leg.to.lat, lon: end.lon });
    return shifted;
  });
  return { legs, waypoints };
}

/** A dragged position brought to the world copy next to `nearLon`, so the legs stay short. */
export function besideLongitude(lon: number, nearLon: number): number {
  return nearLon + longitudeDifference(nearLon, lon);
}
