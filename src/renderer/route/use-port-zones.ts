import { useCallback, useEffect, useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';
import type { CreditGate } from '../shell/credit-gate';
import { createExternalStore, useExternalStore } from '../state/external-store';
import { nearbyCost, nearbyIfFree, useNearbyLookupGate, type NearbyQuery } from '../state/places-nearby';
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

interface KnownZones {
  zones: PortZones;
  /** Ports whose lookup costs credits and has not been paid for: their credits each, asked only through the gate. */
  unpaid: ReadonlyMap<number, { port: Port; credits: number }>;
}

/** App-wide: a zone found for the Route tab serves the Risk tab and the printed plan too. */
const knownZones = createExternalStore<KnownZones>({ zones: new Map(), unpaid: new Map() });

const queryOf = (port: Port): NearbyQuery => ({ lat: port.latitude, lon: port.longitude, limit: placesAroundPort });

export interface PortZoneLookup {
  /** With null for the ports whose lookup costs credits and is not paid for: unknown until the gate is passed. */
  zones: PortZones;
  /** Looks up the unpaid ports' zones, its cost on its button (the placesNearby view of the credit gate). */
  gate: CreditGate;
  /** The ports whose zone the gate would look up, in the order asked. */
  unpaid: readonly Port[];
}

/**
 * The time zone of each port asked for: the zone of the nearest place to the port's position,
 * from the geo service's nearby lookup. By position, not by name: a port named after a district or
 * with a namesake abroad still gets its own town's zone. A zone already cached is read at once;
 * the others cost a credit each and are asked only when the navigator passes the credit gate
 * (state/places-nearby.ts). Lookups run one at a time: a long route touches many ports and the
 * service's rate limit is shared with every other view.
 */
export function usePortZones(bridge: PassageBridge, ports: readonly Port[]): PortZoneLookup {
  const { zones, unpaid } = useExternalStore(knownZones);
  const missing = ports.filter((port) => !zones.has(port.id) && !unpaid.has(port.id));
  // The ports still to ask, as one value, so the lookup restarts only when that set changes.
  const missingKey = missing.map((port) => port.id).join(',');

  useEffect(
    function readMissingZonesAlreadyPaidFor() {
      if (missing.length === 0) return undefined;
      let current = true;
      let found = new Map<number, string | null>();
      let toPay = new Map<number, { port: Port; credits: number }>();
      let shownAtMs = performance.now();
      function show() {
        if (!current || (found.size === 0 && toPay.size === 0)) return;
        const [foundBatch, toPayBatch] = [found, toPay];
        found = new Map();
        toPay = new Map();
        shownAtMs = performance.now();
        knownZones.set((previous) => ({ zones: new Map([...previous.zones, ...foundBatch]), unpaid: new Map([...previous.unpaid, ...toPayBatch]) }));
      }
      async function readEach() {
        for (const port of missing) {
          const result = await nearbyIfFree(bridge, queryOf(port));
          if (!current) return;
          if (result === null) toPay.set(port.id, { port, credits: (await nearbyCost(bridge, queryOf(port))) ?? 1 });
          else found.set(port.id, result.ok ? zoneForPort(port, result.value) : null);
          if (performance.now() - shownAtMs >= showZonesEveryMs) show();
        }
        show();
      }
      void readEach();
      return function dropLateZones() {
        current = false;
      };
    },
    // `missing` is a new array each render: missingKey says when the ports to ask really changed.
    [bridge, missingKey],
  );

  // Only the unpaid ports of this list: another tab's ports are its own to pay for.
  const mine = useMemo(() => ports.flatMap((port) => unpaid.get(port.id) ?? []), [ports, unpaid]);
  const queries = useMemo(() => mine.map(({ port }) => queryOf(port)), [mine]);
  const credits = mine.reduce((sum, each) => sum + each.credits, 0);
  const onAnswers = useCallback(
    (answers: Result<Place[]>[]) => {
      knownZones.set((previous) => {
        const nextZones = new Map(previous.zones);
        const nextUnpaid = new Map(previous.unpaid);
        mine.forEach(({ port }, index) => {
          const answer = answers[index];
          if (answer === undefined) return;
          nextZones.set(port.id, answer.ok ? zoneForPort(port, answer.value) : null);
          nextUnpaid.delete(port.id);
        });
        return { zones: nextZones, unpaid: nextUnpaid };
      });
    },
    [mine],
  );
  // While some ports are still being costed the total is not known: the gate cannot be passed yet.
  const gate = useNearbyLookupGate(bridge, queries, missing.length > 0 ? null : credits, onAnswers);
  // A zone not paid for is unknown (the nautical zone is written, named as such), not awaited.
  const shown = useMemo(() => (mine.length === 0 ? zones : new Map([...zones, ...mine.map(({ port }) => [port.id, null] as const)])), [zones, mine]);
  const unpaidPorts = useMemo(() => mine.map(({ port }) => port), [mine]);
  return useMemo(() => ({ zones: shown, gate, unpaid: unpaidPorts }), [shown, gate, unpaidPorts]);
}
