import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import { CreditsSection } from './credits-section';
import { ServiceSection } from './service-section';

/** The settings tab: the service and its key, what it has cost, and how Passage keeps data. */
export function SettingsPanel({ bridge, connection }: { bridge: PassageBridge; connection: ConnectionStatus | null }) {
  return (
    <div className="settings-panel">
      <ServiceSection bridge={bridge} />
      <CreditsSection bridge={bridge} refreshKey={connection} />
    </div>
  );
}
