import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { FirstStart } from '../../shared/voyage/first-start';
import { openVoyage } from '../route/open-voyage';
import { createExternalStore, useExternalStore } from '../state/external-store';
import { followRouteForecast } from '../state/route-forecast-feed';

/**
 * What the app made at a new demo installation's first start (core's first-start/): the sample
 * voyage and whether the guide of the tabs is still to be shown. Read once at start; the guide's
 * dismissal is written to passage.db, so a restart remembers it.
 */
export const firstStartStore = createExternalStore<FirstStart | null>(null);

export function useFirstStart(): FirstStart | null {
  return useExternalStore(firstStartStore);
}

/** Keeps the first start, and follows the sample's forecast while core fetches it (fetching, then shown). */
function take(bridge: PassageBridge, answered: FirstStart): void {
  const before = firstStartStore.get();
  // The answer to getFirstStart can be overtaken by the event that the forecast landed: within a
  // run the forecast only moves on from fetching, never back.
  const landed = before !== null && before.sampleVoyageId === answered.sampleVoyageId && (before.sampleForecast === 'fetched' || before.sampleForecast === 'failed');
  const next = landed && answered.sampleForecast === 'fetching' ? { ...answered, sampleForecast: before.sampleForecast } : answered;
  firstStartStore.set(next);
  if (next.sampleVoyageId !== null && next.sampleForecast !== null && (before?.sampleForecast !== next.sampleForecast || before.sampleVoyageId !== next.sampleVoyageId)) {
    void followRouteForecast(bridge, next.sampleVoyageId, next.sampleForecast);
  }
}

/**
 * Called once by the workstation: reads the first start and opens the sample voyage when it is
 * the only voyage saved and nothing is open yet, so the first screen shows a working voyage (its
 * forecast arriving as core fetches it, through `firstStartChanged`). Once the navigator has
 * voyages of their own, a start opens nothing, as before.
 */
export function useFirstStartFeed(bridge: PassageBridge): void {
  useEffect(
    function readFirstStart() {
      let current = true;
      const stopFollowing = bridge.on('firstStartChanged', (next) => take(bridge, next));
      void (async () => {
        const read = await bridge.getFirstStart({});
        if (!current || !read.ok) return;
        take(bridge, read.value);
        const sampleId = read.value.sampleVoyageId;
        if (sampleId === null || openVoyage.store.get().history !== null) return;
        const voyages = await bridge.listVoyages({});
        if (current && voyages.ok && voyages.value.length === 1 && voyages.value[0]?.id === sampleId && openVoyage.store.get().history === null) {
          await openVoyage.actions.open(sampleId);
        }
      })();
      return function ignoreLateFirstStart() {
        current = false;
        stopFollowing();
      };
    },
    [bridge],
  );
}

/** Hides the guide now and for every later start. */
export async function dismissTabGuide(bridge: PassageBridge): Promise<void> {
  firstStartStore.set((previous) => (previous === null ? previous : { ...previous, showTabGuide: false }));
  const result = await bridge.dismissTabGuide({});
  if (result.ok) firstStartStore.set(result.value);
}
