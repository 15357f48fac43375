import type { Port } from '../../shared/service/ports';
import { formatZoneTime } from '../../shared/time/time-format';
import type { PortZones } from './use-port-zones';

/** "23 Nov 14:05 (UTC+1) Rotterdam", or why the local time cannot be given: never a guessed zone. */
export function portLocalTime(timeMs: number, port: Port | null, zones: PortZones): string {
  if (port === null) return 'local time unknown (no port list)';
  const zone = zones.get(port.id);
  if (zone === undefined) return `… (${port.name})`;
  if (zone === null) return `local time unknown (${port.name})`;
  return `${formatZoneTime(timeMs, zone)} ${port.name}`;
}
