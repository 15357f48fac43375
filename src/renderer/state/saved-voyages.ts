import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { VoyageSummary } from '../../shared/voyage/voyage';
import type { CallState } from '../bridge/use-call';
import { openVoyage } from '../route/open-voyage';
import { createExternalStore, useExternalStore } from './external-store';

/**
 * The saved voyages as the app last listed them, for every list of them (the Route tab's, the
 * Forecast, Risk and Report tabs' pickers). Read at start and again whenever a voyage is made,
 * changed or deleted, by this window or another on the same app (the voyagesChanged event), and
 * whenever the event stream opens (events sent before it never arrived). This window's own
 * changes are read again without waiting for their event (`readSavedVoyagesAgain`, and the open
 * voyage's saves), so that the list follows them where the web host's event stream cannot reach
 * (a proxy on the ship's network that refuses WebSockets).
 */
export const savedVoyagesStore = createExternalStore<CallState<VoyageSummary[]>>({ status: 'loading', value: null });

let readListAgain: (() => void) | null = null;

/** After this window changed a saved voyage: the list reads it again (one read for a burst). */
export function readSavedVoyagesAgain(): void {
  readListAgain?.();
}

/** Follows the saved voyages into the store until the answer is called (the feed's effect; tests drive it directly). */
export function followSavedVoyages(bridge: PassageBridge): () => void {
  let current = true;
  let reading = false;
  let readAgain = false;
  // Changes come in bursts (an import, a duplicate, several windows): one read at a time, and
  // one more after it for whatever came while it ran.
  async function read() {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    do {
      readAgain = false;
      const result = await bridge.listVoyages({});
      if (!current) return;
      savedVoyagesStore.set((previous) => (result.ok ? { status: 'ready', value: result.value } : { status: 'failed', value: previous.value, error: result.error }));
    } while (readAgain);
    reading = false;
  }
  // The open voyage saved (a new revision) or another opened (one just made): read without waiting for the event.
  const openedRevision = () => {
    const voyage = openVoyage.store.get().history?.current;
    return voyage === undefined ? '' : `${voyage.id}:${voyage.revision}`;
  };
  let followed = openedRevision();
  const followOpen = () => {
    const now = openedRevision();
    if (now === followed) return;
    followed = now;
    void read();
  };
  const stops = [bridge.on('voyagesChanged', () => void read()), bridge.on('eventsResumed', () => void read()), openVoyage.store.subscribe(followOpen)];
  const again = () => void read();
  readListAgain = again;
  void read();
  return function stopFollowingSavedVoyages() {
    current = false;
    if (readListAgain === again) readListAgain = null;
    for (const stop of stops) stop();
  };
}

export function useSavedVoyagesFeed(bridge: PassageBridge): void {
  useEffect(() => followSavedVoyages(bridge), [bridge]);
}

/** The saved voyages, most recently changed first, re-rendering when the list changes. */
export function useSavedVoyages(): CallState<VoyageSummary[]> {
  return useExternalStore(savedVoyagesStore);
}
