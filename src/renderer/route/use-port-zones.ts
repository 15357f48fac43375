import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Port } from '../../shared/service/ports';
import { zoneForPort } from './nearest-port';

/** Zone by port id: a string, null when no place near the port was found, absent while asked. */
export type PortZones = ReadonlyMap<number, string | null>;

/** How many places the lookup returns around a port: the nearest few are enough. */
const placesAroundPort = 5;

/**
 * Answers are shown together at most this often: each showing re-renders the route panel, and a
 * long route's lookups arriving one by one would re-lay out a 1,000-row table many times a
 * second, in the middle of a drag on the chart.
 */
const showZonesEveryMs = 1000;

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
  // The ports still to ask, as one value, so the lookup restarts only when that set changes.
  const missingKey = missing.map((port) => port.id).join(',');

  useEffect(
    function lookUpMissingPortZones() {
      if (missing.length === 0) return undefined;
      let current = true;
      let found = new Map<number, string | null>();
      let shownAtMs = performance.now();
      function show() {
        if (!current || found.size === 0) return;
        const batch = found;
        found = new Map();
        shownAtMs = performance.now();
        setZones((previous) => new Map([...previous, ...batch]));
      }
      async function lookUpEach() {
        for (const port of missing) {
          const result = await bridge.findPlacesNearby({ query: { lat: port.latitude, lon: port.longitude, limit: placesAroundPort } });
          if (!current) return;
          found.set(port.id, result.ok ? zoneForPort(port, result.value.value) : null);
          if (performance.now() - shownAtMs >= showZonesEveryMs) show();
        }
        show();
      }
      void lookUpEach();
      return function dropLateZones() {
        current = false;
      };
    },
    // `missing` is a new array each render: missingKey says when the ports to ask really changed.
    [bridge, missingKey],
  );
  return zones;
}
