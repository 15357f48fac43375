import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import { freshForMs, type AnswerProvenance } from '../../shared/service/answer-provenance';

/**
 * One answer for every view of the page that asks the same question: the port list is asked by
 * the chart's ports, the Route tab, the departure field, the Report and Shore tabs and the
 * radar's search, and each asking for itself fetched, parsed and held its own 400 kB copy (two
 * of them at every start, before the chart was ready).
 *
 * An answer is given again while it is fresh by the provenance it came with (the app's one
 * freshness rule), measured on the page's clock from when it arrived. A failed answer, one from
 * the cache offline and a stale one are not: the next view to ask asks the app again, as each
 * view did when it asked for itself. Nor is any answer once the service or the connection changes
 * (demo to live, a new address, back online): a tab opened then gets a new answer.
 */

interface Held<T> {
  answer: Promise<Result<T>>;
  /** On the page's clock, until when the answer is given again: for ever while it is on its way. */
  reusableUntilMs: number;
}

const heldByBridge = new WeakMap<PassageBridge, Map<string, Held<unknown>>>();

export function askOnce<T extends { provenance: AnswerProvenance }>(bridge: PassageBridge, question: string, ask: () => Promise<Result<T>>, nowMs: () => number = Date.now): Promise<Result<T>> {
  let held = heldByBridge.get(bridge);
  if (held === undefined) {
    const forget = (held = new Map());
    heldByBridge.set(bridge, held);
    bridge.on('serviceSourceChanged', () => forget.clear());
    bridge.on('connectionChanged', () => forget.clear());
  }
  const before = held.get(question) as Held<T> | undefined;
  if (before !== undefined && nowMs() < before.reusableUntilMs) return before.answer;
  const byQuestion = held;
  const forgetEntry = () => {
    if (byQuestion.get(question) === entry) byQuestion.delete(question);
  };
  const entry: Held<T> = {
    reusableUntilMs: Infinity,
    answer: ask().then(
      (result) => {
        const provenance = result.ok ? result.value.provenance : null;
        const freshMs = provenance !== null && provenance.source !== 'offline-cache' && !provenance.stale ? freshForMs(provenance) : null;
        if (freshMs === null || freshMs <= 0) forgetEntry();
        else entry.reusableUntilMs = nowMs() + freshMs;
        return result;
      },
      (error: unknown) => {
        forgetEntry();
        throw error;
      },
    ),
  };
  byQuestion.set(question, entry);
  return entry.answer;
}
