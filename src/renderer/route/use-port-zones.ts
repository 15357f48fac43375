import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Port } from '../../shared/service/ports';
import { zoneForPort } from './nearest-port';

/** Zone by port id: a string, null when no place near the port was found, absent while asked. */
export type PortZones = ReadonlyMap<number, string | null>;

/** How many places the lookup returns around a port: the nearest few are enough. */
const placesAroundPort = 5;

/**
 * The time zone of each port asked for: the zone of the nearest place to the port's position,
 * from the geo service's nearby lookup (cached, so it works offline for ports seen before). By
 * position, not by name: a port named after a district or with a namesake abroad still gets its
 * own town's zone. Lookups run one at a time: a long route touches many ports and the service's
 * rate limit is shared with every other view.
 */
export function usePortZones(bridge: PassageBridge, ports: readonly Port[]): PortZones {
  const [zones, setZones] = useState<PortZones>(new Map());
  const missing = ports.filter((port) => !zones.has(port.id));
  const next = missing[0];

  useEffect(
    function lookUpNextPortZone() {
      if (next === undefined) return undefined;
      let current = true;
      void bridge.findPlacesNearby({ query: { lat: next.latitude, lon: next.longitude, limit: placesAroundPort } }).then((result) => {
        if (!current) return;
        const zone = result.ok ? zoneForPort(next, result.value.value) : null;
        setZones((previous) => new Map(previous).set(next.id, zone));
      });
      return function dropLateZone() {
        current = false;
      };
    },
    [bridge, next],
  );
  return zones;
}
