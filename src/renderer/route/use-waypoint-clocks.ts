import { useMemo, useRef } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PortClock } from '../../shared/format/local-time';
import type { Port } from '../../shared/service/ports';
import { approachPortLookup, voyageEndClocks } from './nearest-port';
import { usePortZones, type PortZoneLookup, type PortZones } from './use-port-zones';

export interface WaypointClocks {
  /** The voyage's departure or arrival port when the waypoint lies in its approaches, or null at sea. */
  nearest: (Port | null)[];
  zones: PortZones;
  /** The ports whose zone costs credits to look up, and the credit gate that looks them up. */
  zoneLookup: PortZoneLookup;
  /** Per waypoint, the port clock `localTimeWords` reads (null at sea). */
  clocks: (PortClock | null)[];
  /** Every port's zone has been answered (found or not): what is printed will not change. */
  settled: boolean;
}

/**
 * The clocks as an export call takes them (exportRoute, exportForecastRoute): a zone still being
 * looked up is written as unknown, so the file says so rather than guess.
 */
export function exportPortClocks(clocks: readonly (PortClock | null)[]): ({ name: string; timeZone: string | null } | null)[] {
  return clocks.map((clock) => (clock === null ? null : { name: clock.name, timeZone: clock.timeZone ?? null }));
}

/**
 * Whose clock each waypoint's local time is in, by the one rule of `shared/format/local-time`
 * (in port, the port's zone: the voyage is in port at its departure and arrival, `voyageEndClocks`;
 * at sea, the nautical zone): the Route tab, the Risk tab, the port weather, Prepare for sea and
 * the printed plan all ask here, so for the same ETD they say the same local time, and the zones
 * looked up are those two ports' only.
 */
export function useWaypointClocks(bridge: PassageBridge, waypoints: readonly { lat: number; lon: number }[] | undefined, ports: readonly Port[]): WaypointClocks {
  // One lookup per port list, remembered by position: an edit of a 5,000-waypoint route asks again only where it moved.
  const portNear = useMemo(() => approachPortLookup(ports), [ports]);
  const nearest = useSameElements(useMemo(() => voyageEndClocks(waypoints ?? [], portNear), [waypoints, portNear]));
  const distinctPorts = useMemo(() => [...new Map(nearest.filter((port): port is Port => port !== null).map((port) => [port.id, port])).values()], [nearest]);
  const zoneLookup = usePortZones(bridge, distinctPorts);
  const { zones } = zoneLookup;
  const clocks = useMemo(() => nearest.map((port) => (port === null ? null : { name: port.name, timeZone: zones.get(port.id) })), [nearest, zones]);
  const settled = distinctPorts.every((port) => zones.has(port.id));
  return useMemo(() => ({ nearest, zones, zoneLookup, clocks, settled }), [nearest, zones, zoneLookup, clocks, settled]);
}

/**
 * `next`, or the list kept from before while it holds the same elements: a waypoint moved at sea
 * keeps every clock, and the sections given them are not rendered again for it.
 */
function useSameElements<T>(next: T[]): T[] {
  const kept = useRef(next);
  const last = kept.current;
  if (last !== next && (last.length !== next.length || next.some((each, index) => each !== last[index]))) kept.current = next;
  return kept.current;
}
