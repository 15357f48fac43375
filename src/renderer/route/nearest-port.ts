import { greatCircleInverse } from '../../shared/geo';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';

/**
 * Which port's local time a waypoint's ETA is shown in, and that port's time zone. The voyage is
 * in port only at its ends: a waypoint in the approaches of its departure or arrival port keeps
 * that port's clock, every other one the nautical zone of the ship at sea (a waypoint off Dover
 * on the way down the Channel is not in Dover). The port list carries no zone, so the zone is the
 * one of the nearest place the geo service's nearby lookup finds close to the port; a port with no
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
    // A place whose zone is not given cannot tell the port's local time.
    if (typeof place.timezone === 'string' && distanceNm <= samePlaceWithinNm && (best === null || distanceNm < best.distanceNm)) best = { zone: place.timezone, distanceNm };
  }
  return best?.zone ?? null;
}

/** One degree of latitude is about 60 nm: a port in a waypoint's approaches is within this many degrees of it. */
const approachWindowDeg = (portTimeWithinNm / 60) * 1.1;
/** Remembered positions before the memory is started afresh (each drag adds one). */
const rememberedPositions = 50_000;

const cellKey = (latCell: number, lonCell: number) => latCell * 1000 + lonCell;

/**
 * approachPort for a whole route, fast enough to ask again on every edit: the ports are put in
 * cells of one degree once per port list, a waypoint is compared with the ports of the cells
 * around it only (not with 3,700 ports: a 5,000-waypoint route took seconds), and every answer
 * is remembered by position, so an edit asks anew only for the waypoints it moved. A port
 * outside the cells is further than portTimeWithinNm, so the answers are approachPort's.
 */
export function approachPortLookup(ports: readonly Port[]): (position: { lat: number; lon: number }) => Port | null {
  const cells = new Map<number, Port[]>();
  for (const port of ports) {
    const key = cellKey(Math.floor(port.latitude), ((Math.floor(port.longitude) % 360) + 360) % 360);
    const cell = cells.get(key);
    if (cell) cell.push(port);
    else cells.set(key, [port]);
  }
  let remembered = new Map<string, Port | null>();
  // A waypoint an edit left alone is the same object: found without building its key.
  const byWaypoint = new WeakMap<object, Port | null>();
  function portsAround(lat: number, lon: number): Port[] {
    const lowLat = Math.floor(lat - approachWindowDeg);
    const highLat = Math.floor(lat + approachWindowDeg);
    const widestLatRad = (Math.min(90, Math.max(Math.abs(lat - approachWindowDeg), Math.abs(lat + approachWindowDeg))) * Math.PI) / 180;
    // Near the poles a few miles span every meridian: then every longitude is around.
    const lonSpanDeg = Math.cos(widestLatRad) * 180 <= approachWindowDeg ? 180 : Math.min(180, approachWindowDeg / Math.cos(widestLatRad));
    const lowLon = Math.floor(lon - lonSpanDeg);
    const lonCells = Math.min(360, Math.floor(lon + lonSpanDeg) - lowLon + 1);
    const around: Port[] = [];
    for (let latCell = lowLat; latCell <= highLat; latCell += 1) {
      for (let step = 0; step < lonCells; step += 1) {
        const cell = cells.get(cellKey(latCell, (((lowLon + step) % 360) + 360) % 360));
        if (cell) around.push(...cell);
      }
    }
    return around;
  }
  function atPosition(lat: number, lon: number): Port | null {
    const key = `${lat},${lon}`;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const port = approachPort(lat, lon, portsAround(lat, lon));
    if (remembered.size >= rememberedPositions) remembered = new Map();
    remembered.set(key, port);
    return port;
  }
  return function approachPortAt(position: { lat: number; lon: number }): Port | null {
    const known = byWaypoint.get(position);
    if (known !== undefined) return known;
    const port = atPosition(position.lat, position.lon);
    byWaypoint.set(position, port);
    return port;
  };
}

/**
 * The port whose clock each waypoint keeps (`approachPortAt` is approachPortLookup's answer):
 * the departure port (the first waypoint's approach port) or the arrival port (the last one's)
 * where the waypoint lies within portTimeWithinNm of it, the nearer of the two where both; null
 * at sea. At most two ports, so at most two zones to look up, whatever the route's length.
 */
export function voyageEndClocks(waypoints: readonly { lat: number; lon: number }[], approachPortAt: (position: { lat: number; lon: number }) => Port | null): (Port | null)[] {
  const first = waypoints[0];
  const last = waypoints.at(-1);
  if (first === undefined || last === undefined) return [];
  const ends = [...new Map([approachPortAt(first), approachPortAt(last)].filter((port): port is Port => port !== null).map((port) => [port.id, port])).values()];
  if (ends.length === 0) return waypoints.map(() => null);
  return waypoints.map((waypoint) => {
    let keeps: Port | null = null;
    let keepsNm = Infinity;
    for (const port of ends) {
      // Most waypoints of a long route are degrees away from both ends: skipped by the cheap
      // distance (within a few per cent at this range, the window 10 % wider) before the geodesic.
      if (rankDistance(waypoint.lat, waypoint.lon, port) > approachWindowDeg ** 2) continue;
      const distanceNm = greatCircleInverse({ lat: waypoint.lat, lon: waypoint.lon }, { lat: port.latitude, lon: port.longitude }).distanceNm;
      if (distanceNm <= portTimeWithinNm && distanceNm < keepsNm) {
        keeps = port;
        keepsNm = distanceNm;
      }
    }
    return keeps;
  });
}
