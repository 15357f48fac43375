import { useEffect, useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { RouteCheckResult } from '../../shared/voyage/route-check';
import { createVoyageStore, useVoyageStore } from '../state/external-store';
import type { Voyage } from '../../shared/voyage/voyage';
import { openVoyage, useOpenVoyageId, type OpenVoyageInstance } from '../route/open-voyage';

/**
 * The route check of the open voyage as it is on screen, unsaved edits included: asked again a
 * moment after each edit (core scans only the legs that changed), so the table, the chart and the
 * Forecast tab show the findings while the navigator works. `forWaypoints` is the waypoint list
 * the result belongs to: a view can tell a result that is a step behind the route. Kept per
 * voyage: another voyage opened shows none of this one's findings, not even for the moment its
 * own check takes.
 */
export interface RouteCheckState {
  result: RouteCheckResult | null;
  forWaypoints: unknown;
  problem: string | null;
}

/** Long enough to let a drag settle, short enough to feel immediate. */
const SETTLE_MS = 120;

export const routeCheckStore = createVoyageStore<RouteCheckState>({ result: null, forWaypoints: null, problem: null });

/** What a check depends on: a new value of any of these (by identity) asks again. */
interface CheckedRoute {
  voyageId: string;
  waypoints: Voyage['waypoints'];
  legs: Voyage['legs'];
  vesselProfileId: string;
  safetyNm: number | undefined;
  acknowledgements: Voyage['routeCheckAcknowledgements'];
}

function checkedRouteOf(instance: OpenVoyageInstance): CheckedRoute | null {
  const { history, profiles } = instance.store.get();
  const voyage = history?.current;
  if (voyage === undefined) return null;
  const safetyNm = profiles.find((each) => each.id === voyage.vesselProfileId)?.coastSafetyDistanceNm;
  return { voyageId: voyage.id, waypoints: voyage.waypoints, legs: voyage.legs, vesselProfileId: voyage.vesselProfileId, safetyNm, acknowledgements: voyage.routeCheckAcknowledgements };
}

const sameCheck = (a: CheckedRoute | null, b: CheckedRoute | null) =>
  a === b || (a !== null && b !== null && a.voyageId === b.voyageId && a.waypoints === b.waypoints && a.legs === b.legs && a.vesselProfileId === b.vesselProfileId && a.safetyNm === b.safetyNm && a.acknowledgements === b.acknowledgements);

/**
 * Called once by the workstation: checks the open voyage's route a moment after each edit. It
 * follows the open voyage's store itself rather than through React, so the workstation that calls
 * it is not re-rendered by every keystroke in the table.
 */
export function useRouteCheckFeed(bridge: PassageBridge, instance: OpenVoyageInstance = openVoyage): void {
  useEffect(
    function checkAfterEachEdit() {
      let asked: CheckedRoute | null = null;
      let dropStale = () => {};
      const checkIfChanged = () => {
        const route = checkedRouteOf(instance);
        if (sameCheck(route, asked)) return;
        asked = route;
        dropStale();
        dropStale = () => {};
        if (route === null) return;
        const { voyageId, waypoints, legs, vesselProfileId, acknowledgements } = route;
        if (waypoints.length < 2) {
          routeCheckStore.set(voyageId, { result: null, forWaypoints: waypoints, problem: null });
          return;
        }
        let current = true;
        const timer = setTimeout(() => {
          const sent = {
            waypoints: waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })),
            legs: legs.map(({ geometry }) => ({ geometry })),
            vesselProfileId,
            ...(acknowledgements ? { routeCheckAcknowledgements: acknowledgements } : {}),
          };
          void bridge.checkRoute({ route: sent }).then((answer) => {
            if (!current) return;
            if (answer.ok) routeCheckStore.set(voyageId, { result: answer.value, forWaypoints: waypoints, problem: null });
            else routeCheckStore.set(voyageId, (previous) => ({ ...previous, problem: `The route check failed: ${answer.error.message}` }));
          });
        }, SETTLE_MS);
        dropStale = function dropStaleCheck() {
          current = false;
          clearTimeout(timer);
        };
      };
      checkIfChanged();
      const unsubscribe = instance.store.subscribe(checkIfChanged);
      return function stopChecking() {
        unsubscribe();
        dropStale();
      };
    },
    [bridge, instance],
  );
}

/** The route check of one voyage (null: none open, nothing to show). */
export function useRouteCheckOf(voyageId: string | null): RouteCheckState {
  return useVoyageStore(routeCheckStore, voyageId);
}

export function useRouteCheck(): RouteCheckState {
  return useRouteCheckOf(useOpenVoyageId());
}

/** The warnings of the check by leg index, the first of each leg (what a table row shows). */
export function useLegWarnings(): ReadonlyMap<number, string> {
  const { result } = useRouteCheck();
  return useMemo(() => {
    const byLeg = new Map<number, string>();
    for (const finding of result?.findings ?? []) if (finding.severity === 'warning' && !byLeg.has(finding.legIndex)) byLeg.set(finding.legIndex, finding.text);
    return byLeg;
  }, [result]);
}
