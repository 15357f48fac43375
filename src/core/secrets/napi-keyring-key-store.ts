import { AsyncEntry } from '@napi-rs/keyring';
import { describeStoreFailure, keychainAccount, keychainService, type KeyStore } from './key-store';

/** The part of @napi-rs/keyring's AsyncEntry used here, so tests can stand in for a broken store. */
export interface KeyringEntry {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deleteCredential(): Promise<boolean>;
}

export interface NapiKeyringKeyStoreOptions {
  /** Defaults to Passage's own entry; tests pass another account so no real key is touched. */
  account?: string;
  openEntry?: (service: string, account: string) => KeyringEntry;
}

/**
 * On Linux the store is pinned to the Secret Service: left to itself the library falls back to
 * the kernel keyring, which forgets the key at logout without telling anyone.
 */
function openSecretServiceEntry(service: string, account: string): KeyringEntry {
  return new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
}

/** What a library failure means for the user, in words they can act on. */
export function plainKeychainReason(thrown: unknown): string {
  const text = describeStoreFailure(thrown);
  if (/DBUS_SESSION_BUS_ADDRESS|autolaunch|AccessDenied|ServiceUnknown|org\.freedesktop\.secrets|no Secret Service/i.test(text)) {
    return 'No system keychain (Secret Service) is running in this session.';
  }
  if (/no result found|locked|dismissed/i.test(text)) {
    return 'The system keychain is locked or has no collection to keep the key in.';
  }
  return `The system keychain could not be used (${text}).`;
}

class KeychainUnavailableError extends Error {
  constructor(action: string, thrown: unknown) {
    super(`Could not ${action} the API key in the system keychain: ${plainKeychainReason(thrown)}`);
    this.name = 'KeychainUnavailableError';
  }
}

export function createNapiKeyringKeyStore(options: NapiKeyringKeyStoreOptions = {}): KeyStore {
  const openEntry = options.openEntry ?? openSecretServiceEntry;
  const account = options.account ?? keychainAccount;
  let entry: KeyringEntry | undefined;
  // Opening can itself throw (no store on this system); that is an answer, not a crash.
  const theEntry = (): KeyringEntry => (entry ??= openEntry(keychainService, account));

  async function attempt<T>(action: string, work: (entry: KeyringEntry) => Promise<T>): Promise<T> {
    try {
      return await work(theEntry());
    } catch (thrown) {
      throw new KeychainUnavailableError(action, thrown);
    }
  }

  return {
    kind: 'os-keychain',
    async availability() {
      try {
        // A read proves a session bus and a Secret Service; a locked store can still refuse a
        // write, which set() reports in the same words.
        await theEntry().getPassword();
        return { available: true };
      } catch (thrown) {
        return { available: false, reason: plainKeychainReason(thrown) };
      }
    },
    get: () => attempt('read', (e) => e.getPassword()),
    set: (key) => attempt('store', (e) => e.setPassword(key)),
    async remove() {
      await attempt('remove', (e) => e.deleteCredential());
    },
  };
}
