import { useCallback, useMemo } from 'react';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { createVoyageStore, useVoyageStore } from './external-store';

/**
 * The marine ensemble along each voyage, once fetched in the Risk tab, shared with the views
 * that draw it elsewhere (the meteogram's band, the chart's legs coloured by risk), so one fetch
 * serves them all and none of them spends credits by itself. Per voyage: the legs of one voyage
 * are never coloured with another's risk, and the colouring switch is the voyage's own.
 */
interface VoyageEnsemble {
  answer: ServiceAnswer<EnsembleAlongRoute> | null;
  /** Whether the chart colours the legs by this answer's risk (the Risk tab's toggle, Alt+Shift+L). */
  legRiskShown: boolean;
}

export interface EnsembleAlongRouteState extends VoyageEnsemble {
  setAnswer(answer: ServiceAnswer<EnsembleAlongRoute> | null): void;
  setLegRiskShown(shown: boolean | ((shown: boolean) => boolean)): void;
}

export const ensembleAlongRouteStore = createVoyageStore<VoyageEnsemble>({ answer: null, legRiskShown: false });

export function useEnsembleAlongRoute(voyageId: string | null): EnsembleAlongRouteState {
  const state = useVoyageStore(ensembleAlongRouteStore, voyageId);
  const setAnswer = useCallback(
    (answer: ServiceAnswer<EnsembleAlongRoute> | null) => {
      if (voyageId !== null) ensembleAlongRouteStore.set(voyageId, (previous) => ({ ...previous, answer }));
    },
    [voyageId],
  );
  const setLegRiskShown = useCallback(
    (shown: boolean | ((shown: boolean) => boolean)) => {
      if (voyageId !== null) ensembleAlongRouteStore.set(voyageId, (previous) => ({ ...previous, legRiskShown: typeof shown === 'function' ? shown(previous.legRiskShown) : shown }));
    },
    [voyageId],
  );
  return useMemo(() => ({ ...state, setAnswer, setLegRiskShown }), [state, setAnswer, setLegRiskShown]);
}
