import type { KeyKeepingView, KeyTestResult } from '../../shared/settings/service-source';
import { formatUtcDateTime, formatUtcShort } from '../../shared/time/time-format';

/** How the key is kept, in the words the settings show beside "A key is set". */
export function keyKeepingWords(keeping: KeyKeepingView): string {
  switch (keeping.mode) {
    case 'keychain':
      return keeping.storeKind === 'electron-safe-storage' ? "kept encrypted by the system's keychain" : 'kept in the system keychain';
    case 'this-run-only':
      return 'kept for this run only: it is forgotten when Passage closes';
    case 'store-anyway':
      // A choice that outlives many voyages: with its year.
      return `stored without keychain protection, as you chose on ${chosenAtWords(keeping.chosenAtUtc)}`;
    case 'choice-needed':
      return 'not kept: there is no keychain';
  }
}

/** The recorded ISO time in the app's UTC form; a record that is not a time is shown as it is. */
function chosenAtWords(chosenAtUtc: string): string {
  const timeMs = Date.parse(chosenAtUtc);
  return Number.isFinite(timeMs) ? formatUtcDateTime(timeMs) : chosenAtUtc;
}

/** The outcome of "test the key", with the UTC time it was checked. */
export function keyTestWords(result: KeyTestResult): string {
  return `${result.works ? 'Works' : 'Does not work'} (checked ${formatUtcShort(result.checkedAtMs)}): ${result.message}`;
}
