import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { demoPorts } from '../data/ports';
import { ok, type Answer } from '../service-state';

/** All ports when size is left out (one reading of the spec's conflict), else those sizes. */
export function portList(query: ParsedOperationQuery<'portList'>): Answer {
  const sizes = query.size === undefined ? undefined : new Set<string>(query.size);
  const ports = demoPorts()
    .filter((port) => sizes === undefined || sizes.has(port.size))
    .map((port) => ({
      id: port.id,
      name: port.name,
      size: port.size,
      country: port.country,
      latitude: port.latitude,
      longitude: port.longitude,
    }));
  return ok({ ports });
}
