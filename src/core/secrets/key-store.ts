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
