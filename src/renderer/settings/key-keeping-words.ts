import type { KeyKeepingView, KeyTestResult } from '../../shared/settings/service-source';

/** How the key is kept, in the words the settings show beside "A key is set". */
export function keyKeepingWords(keeping: KeyKeepingView): string {
  switch (keeping.mode) {
    case 'keychain':
      return keeping.storeKind === 'electron-safe-storage' ? "kept encrypted by the system's keychain" : 'kept in the system keychain';
    case 'this-run-only':
      return 'kept for this run only: it is forgotten when Passage closes';
    case 'store-anyway':
      return `stored without keychain protection, as you chose on ${keeping.chosenAtUtc.slice(0, 16).replace('T', ' ')} UTC`;
    case 'choice-needed':
      return 'not kept: there is no keychain';
  }
}

/** The outcome of "test the key", with the UTC time it was checked. */
export function keyTestWords(result: KeyTestResult): string {
  const atUtc = new Date(result.checkedAtMs).toISOString().slice(11, 16);
  return `${result.works ? 'Works' : 'Does not work'} (checked ${atUtc} UTC): ${result.message}`;
}
