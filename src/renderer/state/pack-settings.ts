import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Settings } from '../../shared/settings/settings';
import { createExternalStore, useExternalStore } from './external-store';

/**
 * The settings of "Prepare for sea" the whole window reads: when each kind of packed data goes
 * stale (the status bar, the voyage list) and the small-link limits (Settings). Kept current by
 * the settingsChanged event, so a threshold saved in Settings holds everywhere at once.
 */
export type PackSettings = Pick<Settings, 'packStaleAfter' | 'smallLink'>;

export const packSettingsStore = createExternalStore<PackSettings | null>(null);

export function usePackSettings(): PackSettings | null {
  return useExternalStore(packSettingsStore);
}

/** Called once by the workstation: reads the settings and follows their changes. */
export function usePackSettingsFeed(bridge: PassageBridge): void {
  useEffect(
    function followPackSettings() {
      let current = true;
      const keep = ({ packStaleAfter, smallLink }: Settings) => current && packSettingsStore.set({ packStaleAfter, smallLink });
      void bridge.getSettings({}).then((result) => result.ok && keep(result.value));
      const stop = bridge.on('settingsChanged', keep);
      return function stopFollowingPackSettings() {
        current = false;
        stop();
      };
    },
    [bridge],
  );
}
