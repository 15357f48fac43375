import './settings.css';
import { useCallback, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import { BytesReceivedSection } from './bytes-received-section';
import { CreditsSection } from './credits-section';
import { LiveSelfTestSection } from './live-self-test-section';
import { ServiceSection } from './service-section';
import { PackSection } from './pack-section';
import { TransitSection } from './transit-section';

/** The settings tab: the service and its key, what it has cost, and how Passage keeps data. */
export function SettingsPanel({ bridge, connection }: { bridge: PassageBridge; connection: ConnectionStatus | null }) {
  // Testing the key spends a credit: the totals below are read again when it has.
  const [spentCount, setSpentCount] = useState(0);
  const onCreditsSpent = useCallback(() => setSpentCount((count) => count + 1), []);
  const creditsRefresh = useMemo(() => ({ connection, spentCount }), [connection, spentCount]);
  return (
    <div className="settings-panel">
      <ServiceSection bridge={bridge} onCreditsSpent={onCreditsSpent} />
      <CreditsSection bridge={bridge} refreshKey={creditsRefresh} dataSource={connection?.dataSource ?? 'live'} />
      <BytesReceivedSection bridge={bridge} refreshKey={creditsRefresh} />
      <LiveSelfTestSection bridge={bridge} connection={connection} onCreditsSpent={onCreditsSpent} />
      <PackSection bridge={bridge} />
      <TransitSection bridge={bridge} />
    </div>
  );
}
