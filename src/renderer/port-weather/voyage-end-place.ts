import type { Port } from '../../shared/service/ports';
import type { WeatherPlace } from '../state/port-weather-place';

/**
 * The departure or arrival end of a voyage as a weather place: the port near its first or last
 * waypoint (its position and zone), or the waypoint itself when no port is near. One rule for the
 * Route tab's panel and the printed plan, so the plan reads exactly the answer the panel cached.
 */
export function voyageEndPlace(
  which: 'departure' | 'arrival',
  waypoint: { name: string; lat: number; lon: number } | undefined,
  port: Port | null,
  markUtcMs: number | null,
  zoneOf: (portId: number) => string | null | undefined,
): WeatherPlace | null {
  if (waypoint === undefined) return null;
  const role = which === 'departure' ? 'departure port' : 'arrival port';
  if (port === null) return { name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon, role, markUtcMs, timeZone: null };
  return { name: port.name, lat: port.latitude, lon: port.longitude, role, markUtcMs, timeZone: zoneOf(port.id) ?? null };
}

// One rule for the panel, the printed plan and the voyage pack: src/shared/voyage/place-weather-query.ts.
export { placeClimateQuery, placeForecastQuery } from '../../shared/voyage/place-weather-query';
