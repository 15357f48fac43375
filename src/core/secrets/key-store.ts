/**
 * Where the service API key is kept. The key lives in main (or the web host's process) only; the
 * renderer never sees it. Every store answers whether it can keep a key safely before it is
 * asked to, so that Passage can say why it cannot instead of falling back silently.
 */

export type KeyStoreAvailability = { available: true } | { available: false; reason: string };

export interface KeyStore {
  /**
   * os-keychain: the system's secret store; electron-safe-storage: a file encrypted by it;
   * memory: this run only; plain-file: an unencrypted file, only after the user chose "store anyway".
   */
  readonly kind: 'os-keychain' | 'electron-safe-storage' | 'memory' | 'plain-file';
  availability(): Promise<KeyStoreAvailability>;
  /** The stored key, or null when none is stored. Rejects when the store cannot be read. */
  get(): Promise<string | null>;
  set(key: string): Promise<void>;
  /** Removing a key that is not there is not an error. */
  remove(): Promise<void>;
}

/** The names under which Passage keeps its key in a system keychain. */
export const keychainService = 'Passage';
export const keychainAccount = 'service-api-key';

/** A thrown value as a line a user can read; store libraries throw strings as well as Errors. */
export function describeStoreFailure(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  return String(thrown);
}

/**
 * A key store that failed (a locked keychain, no Secret Service, a file it cannot write): a domain
 * error with the code `key_store`, which the router translates like every other (domain-errors.ts).
 * Its words name the store and what failed, never the key.
 */
export class KeyStoreError extends Error {
  readonly code = 'key_store';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KeyStoreError';
  }
}

/**
 * The store with every failure as a KeyStoreError: store libraries throw their own errors and
 * even strings, and this is the one place they become the app's. Passage's custody of the key
 * (key-choice.ts) reaches every store through it.
 */
export function failingAsKeyStoreErrors(store: KeyStore): KeyStore {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (thrown) {
      throw thrown instanceof KeyStoreError ? thrown : new KeyStoreError(describeStoreFailure(thrown), { cause: thrown });
    }
  }
  return {
    kind: store.kind,
    availability: () => guarded(() => store.availability()),
    get: () => guarded(() => store.get()),
    set: (key) => guarded(() => store.set(key)),
    remove: () => guarded(() => store.remove()),
  };
}
