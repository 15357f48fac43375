import type { Port } from '../../shared/service/ports';
import { nauticalTimeZone } from '../../shared/time/nautical-time-zone';
import { formatZoneTime } from '../../shared/time/time-format';
import type { PortZones } from './use-port-zones';

/**
 * A waypoint's local time, saying whose zone it is. In a port's approaches (`port`, from
 * approachPort) it is the port's civil time, its zone from the place lookup: "01 Dec 14:05
 * (UTC+8, Singapore)". At sea, or where the port's zone is not known, it is the ship's time, the
 * nautical zone of the waypoint's longitude: "01 Dec 03:05 (UTC−3, nautical zone)".
 */
export function localTimeWords(timeMs: number, lonDeg: number, port: Port | null, zones: PortZones): string {
  const nautical = formatZoneTime(timeMs, nauticalTimeZone(lonDeg), 'nautical zone');
  if (port === null) return nautical;
  const zone = zones.get(port.id);
  // Asked but not yet answered: the ship's time until the port's arrives, marked as waiting.
  if (zone === undefined) return `${nautical} …`;
  if (zone === null) return `${nautical}; ${port.name}'s zone unknown`;
  return formatZoneTime(timeMs, zone, port.name);
}
