import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { DataSource } from '../../shared/service/answer-provenance';
import { createExternalStore, useExternalStore } from './external-store';

/**
 * What the credit gate needs to know, app-wide: the navigator's confirmation threshold (from the
 * settings), whether credits are real or simulated (the data source) and the bytes a credit brings. Kept current by the
 * settingsChanged and connectionChanged events, so a threshold saved in Settings holds in every
 * tab at once.
 */
export interface CreditTerms {
  /** Requests above this many credits are confirmed first; null until the settings are read. */
  thresholdCredits: number | null;
  dataSource: DataSource | null;
  /** Measured from the ledger for the expected size beside the credits; null until known. */
  bytesPerCredit: number | null;
  /** The same per service operation, where measured (a view's own operations come first). */
  bytesPerCreditByOperation: Readonly<Record<string, number>>;
}

export const creditTermsStore = createExternalStore<CreditTerms>({ thresholdCredits: null, dataSource: null, bytesPerCredit: null, bytesPerCreditByOperation: {} });

export function useCreditTerms(): CreditTerms {
  return useExternalStore(creditTermsStore);
}

/** Called once by the workstation: reads the terms and follows their changes. */
export function useCreditTermsFeed(bridge: PassageBridge): void {
  useEffect(
    function followCreditTerms() {
      let current = true;
      const setThreshold = (thresholdCredits: number) => current && creditTermsStore.set((terms) => (terms.thresholdCredits === thresholdCredits ? terms : { ...terms, thresholdCredits }));
      const setSource = (dataSource: DataSource) => current && creditTermsStore.set((terms) => (terms.dataSource === dataSource ? terms : { ...terms, dataSource }));
      const stopSettings = bridge.on('settingsChanged', (settings) => setThreshold(settings.creditConfirmThreshold));
      const setBytesPerCredit = ({ bytesPerCredit, bytesPerCreditByOperation }: Pick<CreditTerms, 'bytesPerCredit' | 'bytesPerCreditByOperation'>) =>
        current && creditTermsStore.set((terms) => ({ ...terms, bytesPerCredit, bytesPerCreditByOperation }));
      // The ledger's measure moves with every request: read again whenever the connection's state does.
      const readBytesPerCredit = () => void bridge.getCreditTotals({}).then((result) => result.ok && setBytesPerCredit(result.value));
      const stopConnection = bridge.on('connectionChanged', (status) => {
        setSource(status.dataSource);
        readBytesPerCredit();
      });
      readBytesPerCredit();
      void bridge.getSettings({}).then((result) => result.ok && setThreshold(result.value.creditConfirmThreshold));
      void bridge.getConnectionStatus({}).then((result) => result.ok && setSource(result.value.dataSource));
      return function stopFollowingCreditTerms() {
        current = false;
        stopSettings();
        stopConnection();
      };
    },
    [bridge],
  );
}
