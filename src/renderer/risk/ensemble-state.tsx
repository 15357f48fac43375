import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';

/**
 * The marine ensemble along the open voyage, once fetched in the Risk tab, shared with the views
 * that draw it elsewhere (the meteogram's band, the chart's legs coloured by risk), so one fetch
 * serves them all and none of them spends credits by itself.
 */
export interface EnsembleAlongRouteState {
  answer: ServiceAnswer<EnsembleAlongRoute> | null;
  setAnswer(answer: ServiceAnswer<EnsembleAlongRoute> | null): void;
  /** Whether the chart colours the legs by this answer's risk (the Risk tab's toggle, Alt+Shift+L). */
  legRiskShown: boolean;
  setLegRiskShown(shown: boolean | ((shown: boolean) => boolean)): void;
}

const EnsembleAlongRouteContext = createContext<EnsembleAlongRouteState | null>(null);

export function EnsembleAlongRouteProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<ServiceAnswer<EnsembleAlongRoute> | null>(null);
  const [legRiskShown, setLegRiskShown] = useState(false);
  const value = useMemo(() => ({ answer, setAnswer, legRiskShown, setLegRiskShown }), [answer, legRiskShown]);
  return <EnsembleAlongRouteContext.Provider value={value}>{children}</EnsembleAlongRouteContext.Provider>;
}

export function useEnsembleAlongRoute(): EnsembleAlongRouteState {
  const value = useContext(EnsembleAlongRouteContext);
  if (value === null) throw new Error('useEnsembleAlongRoute needs an EnsembleAlongRouteProvider above it');
  return value;
}
