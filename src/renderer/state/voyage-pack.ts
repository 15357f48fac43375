import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PackStatus } from '../../shared/voyage/voyage-pack';
import { createExternalStore, createVoyageStore } from './external-store';

/**
 * Each voyage's pack ("Prepare for sea"), as the app last said: read once at start and then
 * followed through the voyagePackProgress event, so the Route tab, the voyage list and the status
 * bar show the same job however often a tab is unmounted.
 */
export const voyagePackStore = createVoyageStore<PackStatus | null>(null);

/** Whether the Route tab's "Prepare for sea" is open (its key opens it from anywhere). */
export const prepareForSeaOpen = createExternalStore<boolean>(false);

export function useVoyagePackFeed(bridge: PassageBridge): void {
  useEffect(
    function followVoyagePacks() {
      let current = true;
      void bridge.listVoyagePacks({}).then((result) => {
        if (!current || !result.ok) return;
        for (const status of result.value) voyagePackStore.set(status.voyageId, (previous) => previous ?? status);
      });
      const stop = bridge.on('voyagePackProgress', (status) => voyagePackStore.set(status.voyageId, status));
      return function stopFollowingVoyagePacks() {
        current = false;
        stop();
      };
    },
    [bridge],
  );
}
