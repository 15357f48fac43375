// Real passages for the benchmarks, and waypoints spaced evenly along them with src/shared/geo,
// so that a benchmark's route has the lengths and latitudes of a voyage, not a toy's.
import { computeRoute, routePositionAtDistance, type RouteWaypoint } from '../../src/shared/geo';

/** Rotterdam to New York by the Channel: about 3,300 nm. */
export const rotterdamToNewYork: readonly RouteWaypoint[] = [
  { lat: 51.95, lon: 4.05, name: 'Maas entrance' },
  { lat: 51.05, lon: 1.6, name: 'Dover Strait' },
  { lat: 49.85, lon: -5.4, name: 'off Lizard' },
  { lat: 41.2, lon: -50, name: 'south of the Grand Banks' },
  { lat: 40.45, lon: -73.8, name: 'Ambrose' },
];

/** Rotterdam, Suez, Singapore, Japan, and across the Pacific past 180° to Juan de Fuca: about 15,000 nm. */
export const rotterdamToJuanDeFucaViaSuez: readonly RouteWaypoint[] = [
  { lat: 51.95, lon: 4.05, name: 'Maas entrance' },
  { lat: 36.0, lon: -5.6, name: 'Gibraltar' },
  { lat: 31.3, lon: 32.3, name: 'Port Said' },
  { lat: 12.6, lon: 43.3, name: 'Bab-el-Mandeb' },
  { lat: 5.9, lon: 80.6, name: 'Dondra Head' },
  { lat: 1.2, lon: 103.8, name: 'Singapore Strait' },
  { lat: 35.3, lon: 139.8, name: 'Uraga Channel' },
  { lat: 48, lon: -170, name: 'North Pacific' },
  { lat: 48.4, lon: -124.8, name: 'Juan de Fuca' },
];

/** `count` waypoints evenly spaced along `passage` (rhumb lines between its points), and its length. */
export function waypointsAlong(passage: readonly RouteWaypoint[], count: number): { waypoints: RouteWaypoint[]; distanceNm: number } {
  const outline = computeRoute({ waypoints: passage, legs: passage.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 14 })) });
  const waypoints = Array.from({ length: count }, (_, index) => {
    const position = routePositionAtDistance(outline, (outline.totalDistanceNm * index) / (count - 1));
    if (position === undefined) throw new Error('the passage has no waypoints');
    return { lat: position.lat, lon: position.lon, name: `WP${index + 1}` };
  });
  return { waypoints, distanceNm: outline.totalDistanceNm };
}
