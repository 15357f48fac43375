import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { VoyageSummary } from '../../shared/voyage/voyage';
import type { CallState } from '../bridge/use-call';
import { createExternalStore, useExternalStore } from './external-store';

/**
 * The saved voyages as the app last listed them, for every list of them (the Route tab's, the
 * Forecast, Risk and Report tabs' pickers). Read at start and again whenever a voyage is made,
 * changed or deleted, by this window or another on the same app (the voyagesChanged event), and
 * whenever the event stream opens (events sent before it never arrived). No screen refreshes it by
 * hand after its own change: the event comes for those too.
 */
export const savedVoyagesStore = createExternalStore<CallState<VoyageSummary[]>>({ status: 'loading', value: null });

export function useSavedVoyagesFeed(bridge: PassageBridge): void {
  useEffect(
    function followSavedVoyages() {
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
      const stops = [bridge.on('voyagesChanged', () => void read()), bridge.on('eventsResumed', () => void read())];
      void read();
      return function stopFollowingSavedVoyages() {
        current = false;
        for (const stop of stops) stop();
      };
    },
    [bridge],
  );
}

/** The saved voyages, most recently changed first, re-rendering when the list changes. */
export function useSavedVoyages(): CallState<VoyageSummary[]> {
  return useExternalStore(savedVoyagesStore);
}
