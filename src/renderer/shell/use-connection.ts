import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';

/** The app's connection to the service, kept current by the connectionChanged event. */
export function useConnection(bridge: PassageBridge): { status: ConnectionStatus | null; setOfflineMode(offline: boolean): void; problem: string | null } {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    function followConnection() {
      let current = true;
      const read = () =>
        void bridge.getConnectionStatus({}).then((result) => {
          if (current && result.ok) setStatus(result.value);
        });
      // Read again when the event stream opens: a change told before it, or in a gap, never came.
      const stops = [bridge.on('connectionChanged', (next) => setStatus(next)), bridge.on('eventsResumed', read)];
      read();
      return function stopFollowingConnection() {
        current = false;
        for (const stop of stops) stop();
      };
    },
    [bridge],
  );
  const setOfflineMode = useCallback(
    (offline: boolean) => {
      void bridge.setOfflineMode({ offline }).then((result) => {
        if (result.ok) {
          setStatus(result.value);
          setProblem(null);
        } else setProblem(`Offline switch failed: ${result.error.message}`);
      });
    },
    [bridge],
  );
  return { status, setOfflineMode, problem };
}

export type ConnectionWords = { text: string; tone: 'ok' | 'warn' };

/** What the status bar says about the connection. */
export function connectionWords(status: ConnectionStatus | null): ConnectionWords {
  if (status === null) return { text: 'Connection…', tone: 'ok' };
  if (status.offlineMode) return { text: 'Offline (switched off): cached data only', tone: 'warn' };
  if (!status.reachable) return { text: 'Offline: service not reachable, cached data shown', tone: 'warn' };
  return { text: 'Online', tone: 'ok' };
}
