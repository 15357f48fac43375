import { useEffect, useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { RouteCheckResult } from '../../shared/voyage/route-check';
import { createVoyageStore, useVoyageStore } from '../state/external-store';
import { useOpenVoyage, useOpenVoyageId } from '../route/open-voyage';

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

/** Called once by the workstation: checks the open voyage's route a moment after each edit. */
export function useRouteCheckFeed(bridge: PassageBridge): void {
  const { voyage, profile } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const waypoints = voyage?.waypoints;
  const legs = voyage?.legs;
  const vesselProfileId = voyage?.vesselProfileId;
  const acknowledgements = voyage?.routeCheckAcknowledgements;
  const safetyNm = profile?.coastSafetyDistanceNm;

  useEffect(
    function checkAfterEdit() {
      if (voyageId === null) return;
      if (waypoints === undefined || legs === undefined || vesselProfileId === undefined || waypoints.length < 2) {
        routeCheckStore.set(voyageId, { result: null, forWaypoints: waypoints ?? null, problem: null });
        return;
      }
      let current = true;
      const timer = setTimeout(() => {
        const route = {
          waypoints: waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })),
          legs: legs.map(({ geometry }) => ({ geometry })),
          vesselProfileId,
          ...(acknowledgements ? { routeCheckAcknowledgements: acknowledgements } : {}),
        };
        void bridge.checkRoute({ route }).then((answer) => {
          if (!current) return;
          if (answer.ok) routeCheckStore.set(voyageId, { result: answer.value, forWaypoints: waypoints, problem: null });
          else routeCheckStore.set(voyageId, (previous) => ({ ...previous, problem: `The route check failed: ${answer.error.message}` }));
        });
      }, SETTLE_MS);
      return function dropStaleCheck() {
        current = false;
        clearTimeout(timer);
      };
    },
    // safetyNm: a saved profile with another safety distance asks again.
    [bridge, voyageId, waypoints, legs, vesselProfileId, safetyNm, acknowledgements],
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
