import { useEffect, useState, type DependencyList } from 'react';
import type { PassageErrorShape, Result } from '../../shared/result';

export type CallState<T> =
  | { status: 'loading'; value: T | null }
  | { status: 'ready'; value: T }
  | { status: 'failed'; value: T | null; error: PassageErrorShape };

/**
 * Runs a contract call when `deps` change and keeps its answer; an answer that arrives after the
 * deps moved on is dropped. While a new call runs, the previous value stays visible (no flicker
 * back to empty at every refresh).
 */
export function useCall<T>(run: () => Promise<Result<T>> | null, deps: DependencyList): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ status: 'loading', value: null });
  useEffect(
    function runCall() {
      const pending = run();
      if (pending === null) return;
      let current = true;
      setState((previous) => ({ status: 'loading', value: previous.value }));
      void pending.then((result) => {
        if (!current) return;
        setState((previous) => (result.ok ? { status: 'ready', value: result.value } : { status: 'failed', value: previous.value, error: result.error }));
      });
      return function dropLateAnswer() {
        current = false;
      };
    },
    // The caller names what the call depends on, as with useEffect.
    deps,
  );
  return state;
}
