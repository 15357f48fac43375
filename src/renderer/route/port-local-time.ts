import { localTimeWords as localTimeByRule } from '../../shared/format/local-time';
import type { Port } from '../../shared/service/ports';
import type { PortZones } from './use-port-zones';

/**
 * A waypoint's local time by the one rule (`shared/format/local-time`), for the route table and
 * the timing form, which hold the approach port and the zones looked up so far.
 */
export function localTimeWords(timeMs: number, lonDeg: number, port: Port | null, zones: PortZones): string {
  return localTimeByRule(timeMs, lonDeg, port === null ? null : { name: port.name, timeZone: zones.get(port.id) });
}
