import fs from 'node:fs/promises';
import path from 'node:path';
import type { KeyStore } from './key-store';

/**
 * "Store anyway" where there is no Electron (the web host): the key in a file only this user may
 * read (mode 600), with no encryption, because there is nothing to encrypt it with. Used only after
 * the user has read the plain warning of key-choice.ts and chosen it.
 */
export function createPlainFileKeyStore(filePath: string): KeyStore {
  return {
    kind: 'plain-file',
    availability: async () => ({ available: true }),
    async get() {
      try {
        const text = (await fs.readFile(filePath, 'utf8')).trim();
        return text === '' ? null : text;
      } catch (thrown) {
        if ((thrown as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw thrown;
      }
    },
    async set(key) {
      await fs.mkdir(path.dirname(filePath), { recursive: true });
      const partial = `${filePath}.partial`;
      await fs.writeFile(partial, key, { mode: 0o600 });
      await fs.rename(partial, filePath);
    },
    async remove() {
      await fs.rm(filePath, { force: true });
    },
  };
}
