import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PassageErrorShape, Result } from '../../shared/result';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { OperationName } from '../../shared/service/endpoints';
import { useCall } from '../bridge/use-call';
import { creditEstimate, type CreditEstimate } from '../shell/credit-gate';

export type PlaceAnswerState<T> =
  | { status: 'none' }
  | { status: 'fetching' }
  | { status: 'ready'; answer: ServiceAnswer<T> }
  | { status: 'failed'; error: PassageErrorShape };

/**
 * One answer at a place: its cost asked first, the answer itself only through `fetch` (which the
 * view hands to the credit gate). An answer that costs nothing (fresh in the cache, pinned to the
 * voyage) is shown at once: the navigator paid for it already. A new place or length forgets the
 * old answer.
 */
export function usePlaceAnswer<T>(
  bridge: PassageBridge,
  operation: OperationName,
  query: Record<string, unknown> | null,
  ask: () => Promise<Result<ServiceAnswer<T>>> | null,
): { estimate: CreditEstimate; state: PlaceAnswerState<T>; fetch: () => Promise<void> } {
  const queryKey = query === null ? '' : JSON.stringify(query);
  const [asked, setAsked] = useState(0);
  const estimateCall = useCall(() => (query === null ? null : bridge.estimateCredits({ operation, query })), [bridge, operation, queryKey, asked]);
  const [state, setState] = useState<{ key: string; value: PlaceAnswerState<T> }>({ key: '', value: { status: 'none' } });

  const fetch = useCallback(async () => {
    const pending = ask();
    if (pending === null) return;
    setState({ key: queryKey, value: { status: 'fetching' } });
    const result = await pending;
    setState({ key: queryKey, value: result.ok ? { status: 'ready', answer: result.value } : { status: 'failed', error: result.error } });
    setAsked((count) => count + 1);
    // `ask` closes over the query, which queryKey names.
  }, [queryKey]);

  const estimate = creditEstimate(estimateCall);
  const current = state.key === queryKey ? state.value : ({ status: 'none' } as const);
  const free = estimate.status === 'ready' && estimate.creditsToSpend === 0;
  useEffect(
    function showWhatIsPaidFor() {
      if (free && query !== null && current.status === 'none') void fetch();
    },
    [free, query, current.status, fetch],
  );
  return { estimate, state: current, fetch };
}
