import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Port } from '../../shared/service/ports';
import { zoneForPort } from './nearest-port';

/** "La Coruna (A Coruna)" is found as "La Coruna": the search matches a town's name, not notes. */
export function placeName(portName: string): string {
  return portName.replace(/\s*\(.*\)\s*$/, '').trim() || portName;
}

/** Zone by port id: a string, null when no place near the port was found, absent while asked. */
export type PortZones = ReadonlyMap<number, string | null>;

/**
 * The time zone of each port asked for, looked up once per port with the place search (cached,
 * so it works offline for ports seen before). Lookups run one at a time: a long route touches
 * many ports and the service's rate limit is shared with every other view.
 */
export function usePortZones(bridge: PassageBridge, ports: readonly Port[]): PortZones {
  const [zones, setZones] = useState<PortZones>(new Map());
  const missing = ports.filter((port) => !zones.has(port.id));
  const next = missing[0];

  useEffect(
    function lookUpNextPortZone() {
      if (next === undefined) return undefined;
      let current = true;
      void bridge.searchPlaces({ query: { query: placeName(next.name) } }).then((result) => {
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
