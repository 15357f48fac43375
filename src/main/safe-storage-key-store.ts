import fs from 'node:fs/promises';
import path from 'node:path';
import type { SafeStorage } from 'electron';
import type { KeyStore } from '../core/secrets/key-store';

/** The asynchronous part of Electron's safeStorage that the store uses (the sync calls are deprecated). */
export type SafeStorageApi = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

export interface SafeStorageKeyStoreOptions {
  safeStorage: SafeStorageApi;
  /** The encrypted key's file, in the data folder. */
  filePath: string;
  platform?: NodeJS.Platform;
  /**
   * On Linux without a secret store, safeStorage encrypts with a password built into Chromium:
   * no protection at all. Only the user's recorded "store anyway" choice (key-choice.ts) makes
   * a store that accepts it.
   */
  acceptBasicText?: boolean;
}

export const basicTextReason =
  'No system keychain: on this desktop Electron could only hide the key behind a password built into every copy of the app.';

/**
 * The key encrypted by Electron's safeStorage (Keychain on macOS, DPAPI on Windows, the Secret
 * Service or KWallet on Linux) and kept as bytes in one file. Electron cannot run in tests, so
 * all the logic is here with safeStorage passed in; main only hands over the real one.
 */
export function createSafeStorageKeyStore(options: SafeStorageKeyStoreOptions): KeyStore {
  const { safeStorage, filePath } = options;
  const platform = options.platform ?? process.platform;

  async function problem(): Promise<string | null> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) {
      return 'The system keychain cannot encrypt the key at the moment.';
    }
    if (platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend();
      if (backend === 'unknown') return 'The system keychain is not ready yet (Passage asked before it started).';
      if (backend === 'basic_text' && options.acceptBasicText !== true) return basicTextReason;
    }
    return null;
  }

  async function usable(action: string): Promise<void> {
    const reason = await problem();
    if (reason !== null) throw new Error(`Could not ${action} the API key: ${reason}`);
  }

  async function write(key: string): Promise<void> {
    const encrypted = await safeStorage.encryptStringAsync(key);
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    // Written aside and renamed, so a crash leaves the old key or the new one, never half of one.
    const partial = `${filePath}.partial`;
    await fs.writeFile(partial, encrypted, { mode: 0o600 });
    await fs.rename(partial, filePath);
  }

  return {
    kind: 'electron-safe-storage',
    async availability() {
      const reason = await problem();
      return reason === null ? { available: true } : { available: false, reason };
    },
    async get() {
      await usable('read');
      let encrypted: Buffer;
      try {
        encrypted = await fs.readFile(filePath);
      } catch (thrown) {
        if ((thrown as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw thrown;
      }
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(encrypted);
      // The system rotated its key: store ours again under the new one.
      if (shouldReEncrypt) await write(result);
      return result;
    },
    async set(key) {
      await usable('store');
      await write(key);
    },
    async remove() {
      await fs.rm(filePath, { force: true });
    },
  };
}
