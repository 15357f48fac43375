import type { ConnectionStatus, DataSource } from '../../shared/service/answer-provenance';

/**
 * Whether Passage may ask the service (the user's offline switch) and whether it answered the
 * last time (learned from each request, never from a probe that would cost credits).
 */
export interface Connectivity {
  status(): ConnectionStatus;
  /** False while the user has switched Passage offline. */
  mayAsk(): boolean;
  setOfflineMode(offline: boolean): void;
  setDataSource(dataSource: DataSource): void;
  /** A request reached the service (whatever it answered). */
  reached(atMs: number): void;
  /** A request could not reach the service. */
  unreachable(atMs: number): void;
}

export function createConnectivity(options: {
  dataSource: DataSource;
  onChange: (status: ConnectionStatus, previous: ConnectionStatus) => void;
}): Connectivity {
  let current: ConnectionStatus = {
    dataSource: options.dataSource,
    offlineMode: false,
    reachable: true,
    lastFailureAtMs: null,
    lastSuccessAtMs: null,
  };

  function update(patch: Partial<ConnectionStatus>, announce: boolean): void {
    const previous = current;
    current = { ...current, ...patch };
    if (announce) options.onChange(current, previous);
  }

  return {
    status: () => current,
    mayAsk: () => !current.offlineMode,
    setOfflineMode: (offline) => update({ offlineMode: offline }, offline !== current.offlineMode),
    setDataSource: (dataSource) =>
      // A new service has not failed yet: start from reachable rather than carry the old verdict over.
      update({ dataSource, reachable: true, lastFailureAtMs: null, lastSuccessAtMs: null }, dataSource !== current.dataSource),
    reached: (atMs) => update({ reachable: true, lastSuccessAtMs: atMs }, !current.reachable),
    unreachable: (atMs) => update({ reachable: false, lastFailureAtMs: atMs }, current.reachable),
  };
}
