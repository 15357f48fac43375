import type { KeyStore } from './key-store';

/** The key for this run only: gone when Passage quits, never written anywhere. */
export function createMemoryKeyStore(): KeyStore {
  let key: string | null = null;
  return {
    kind: 'memory',
    availability: async () => ({ available: true }),
    get: async () => key,
    async set(newKey) {
      key = newKey;
    },
    async remove() {
      key = null;
    },
  };
}
