import { useCallback, useMemo } from 'react';
import type { ClimateAlongRouteAnswer } from '../../shared/voyage/climate-along-route';
import { createVoyageStore, useVoyageStore } from './external-store';

/**
 * The climate at the open voyage's waypoints beyond the forecast, per voyage, with the places it
 * was asked for: a forecast fetched again (the end moved) asks for other places, and the old
 * answer is then not shown for them.
 */
interface VoyageRouteClimate {
  answer: { placesKey: string; value: ClimateAlongRouteAnswer } | null;
}

export const routeClimateStore = createVoyageStore<VoyageRouteClimate>({ answer: null });

export function useRouteClimate(voyageId: string | null): VoyageRouteClimate & { setAnswer(answer: VoyageRouteClimate['answer']): void } {
  const state = useVoyageStore(routeClimateStore, voyageId);
  const setAnswer = useCallback(
    (answer: VoyageRouteClimate['answer']) => {
      if (voyageId !== null) routeClimateStore.set(voyageId, { answer });
    },
    [voyageId],
  );
  return useMemo(() => ({ ...state, setAnswer }), [state, setAnswer]);
}
