import { greatCircleInverse } from '../../shared/geo';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';

/**
 * Which port's local time a waypoint's ETA is shown in (the nearest, when the waypoint is in its
 * approaches), and that port's time zone. The port list carries no zone, so the zone is the one
 * of the nearest place the geo service's nearby lookup finds close to the port; a port with no
 * such place has no zone, and the table gives the nautical zone time and says so.
 */

/** A waypoint this close to a port is in its approaches, and keeps the port's clocks. */
export const portTimeWithinNm = 60;

/** Search radius for "the same place": a port and its town are rarely further apart. */
export const samePlaceWithinNm = 30;

/** Cheap distance for ranking only (equirectangular, longitude the short way), in degrees. */
function rankDistance(lat: number, lon: number, port: Port): number {
  const dLat = port.latitude - lat;
  let dLon = Math.abs(port.longitude - lon) % 360;
  if (dLon > 180) dLon = 360 - dLon;
  const x = dLon * Math.cos(((lat + port.latitude) / 2) * (Math.PI / 180));
  return dLat * dLat + x * x;
}

export function nearestPort(lat: number, lon: number, ports: readonly Port[]): Port | null {
  let best: Port | null = null;
  let bestDistance = Infinity;
  for (const port of ports) {
    const distance = rankDistance(lat, lon, port);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = port;
    }
  }
  return best;
}

/** The nearest port if the waypoint is within portTimeWithinNm of it; at sea, null. */
export function approachPort(lat: number, lon: number, ports: readonly Port[]): Port | null {
  const port = nearestPort(lat, lon, ports);
  if (port === null) return null;
  const distanceNm = greatCircleInverse({ lat, lon }, { lat: port.latitude, lon: port.longitude }).distanceNm;
  return distanceNm <= portTimeWithinNm ? port : null;
}

/** The zone of the nearest place found for the port, if one lies within samePlaceWithinNm. */
export function zoneForPort(port: Port, places: readonly Place[]): string | null {
  let best: { zone: string; distanceNm: number } | null = null;
  for (const place of places) {
    const distanceNm = greatCircleInverse({ lat: port.latitude, lon: port.longitude }, { lat: place.latitude, lon: place.longitude }).distanceNm;
    if (distanceNm <= samePlaceWithinNm && (best === null || distanceNm < best.distanceNm)) best = { zone: place.timezone, distanceNm };
  }
  return best?.zone ?? null;
}
