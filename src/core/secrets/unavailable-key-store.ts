import type { KeyStore } from './key-store';

/** A keychain that is not there, saying why: the no-keychain choices of key-choice.ts then apply. */
export function createUnavailableKeyStore(reason: string): KeyStore {
  const refuse = async (): Promise<never> => {
    throw new Error(reason);
  };
  return {
    kind: 'os-keychain',
    availability: async () => ({ available: false, reason }),
    get: refuse,
    set: refuse,
    remove: refuse,
  };
}
