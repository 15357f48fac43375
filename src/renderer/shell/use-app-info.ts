import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { AppInfo } from '../../shared/contract';

export type AppInfoState = { status: 'loading' } | { status: 'ready'; info: AppInfo } | { status: 'failed'; message: string };

export function useAppInfo(bridge: PassageBridge): AppInfoState {
  const [state, setState] = useState<AppInfoState>({ status: 'loading' });
  useEffect(
    function readAppInfo() {
      let current = true;
      function read() {
        void bridge.getAppInfo({}).then((result) => {
          if (!current) return;
          setState(result.ok ? { status: 'ready', info: result.value } : { status: 'failed', message: result.error.message });
        });
      }
      read();
      // Demo or live changes in the settings, without a restart: the status bar follows.
      const stops = [bridge.on('serviceSourceChanged', read), bridge.on('eventsResumed', read)];
      return function ignoreLateAppInfo() {
        current = false;
        for (const stop of stops) stop();
      };
    },
    [bridge],
  );
  return state;
}
