import { useEffect } from 'react';
import { freshForMs, type AnswerProvenance } from '../../shared/service/answer-provenance';

/**
 * A view that keeps live data on screen (road traffic) asks again when its answers stop being
 * fresh by the app's one freshness rule (core/store/freshness.ts, with the settings' overrides),
 * which each answer's provenance carries: never by a period of its own.
 */

/** Never sooner than this after an answer, so an answer fresh for no time at all cannot spin. */
export const soonestAskAgainMs = 30_000;

/**
 * When to ask again: as the first of the answers turns stale. Null while an answer is missing,
 * when one came from the cache offline (coming back online asks again), or when no answer says
 * how long it is fresh.
 */
export function askAgainInMs(provenances: ReadonlyArray<AnswerProvenance | null>): number | null {
  let soonestMs: number | null = null;
  for (const provenance of provenances) {
    if (provenance === null || provenance.source === 'offline-cache') return null;
    const freshMs = freshForMs(provenance);
    if (freshMs !== null && (soonestMs === null || freshMs < soonestMs)) soonestMs = freshMs;
  }
  return soonestMs === null ? null : Math.max(soonestAskAgainMs, soonestMs);
}

/** Calls `askAgain` when the answers turn stale; every new answer sets the timer anew. */
export function useAskAgainWhenStale(provenances: ReadonlyArray<AnswerProvenance | null>, askAgain: () => void): void {
  const delayMs = askAgainInMs(provenances);
  const stamps = provenances.map((provenance) => (provenance === null ? null : `${provenance.fetchedAtMs}:${provenance.ageMs}:${provenance.source}`)).join('|');
  useEffect(
    function askAgainWhenStale() {
      if (delayMs === null) return;
      const timer = setTimeout(askAgain, delayMs);
      return function forgetStaleTimer() {
        clearTimeout(timer);
      };
    },
    // `stamps`: a new answer sets a new timer, even when it is fresh for as long as the last one.
    [delayMs, stamps, askAgain],
  );
}
