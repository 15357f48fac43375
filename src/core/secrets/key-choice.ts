import { createMemoryKeyStore } from './memory-key-store';
import { failingAsKeyStoreErrors, KeyStoreError, type KeyStore } from './key-store';

/**
 * Where the API key goes when there is no keychain. Passage never picks for the user: it says why
 * the keychain cannot be used and offers to keep the key for this run only, or, where a store
 * without real protection exists (Electron's safeStorage with its built-in password), to store
 * it there after a plain warning. Storing anyway is the user's recorded choice; keeping it for
 * this run only is asked again at the next start.
 */

export type NoKeychainChoice = 'this-run-only' | 'store-anyway';

export interface RecordedKeyChoice {
  choice: 'store-anyway';
  /** Why the keychain could not be used when the user chose. */
  reason: string;
  chosenAtUtc: string;
}

/** Where the recorded choice lives (the app keeps it in its settings). */
export interface KeyChoiceRecord {
  read(): Promise<RecordedKeyChoice | null>;
  write(choice: RecordedKeyChoice | null): Promise<void>;
}

export type KeyKeeping =
  | { mode: 'keychain'; storeKind: KeyStore['kind'] }
  | { mode: 'this-run-only'; reason: string }
  | { mode: 'store-anyway'; reason: string; chosenAtUtc: string }
  | { mode: 'choice-needed'; reason: string; choices: NoKeychainChoice[]; warning: string };

export type ChoiceNeeded = Extract<KeyKeeping, { mode: 'choice-needed' }>;

export type SaveKeyOutcome = { saved: true; keeping: KeyKeeping } | { saved: false; keeping: ChoiceNeeded };

export const storeAnywayWarning =
  'Without a system keychain the key is written to the data folder with no real protection: ' +
  'anyone who can read your files can read it and spend your account\'s credits. ' +
  'Keep it for this run only unless this computer and its backups are yours alone.';

export interface KeyCustodyOptions {
  keychain: KeyStore;
  /** Where "store anyway" writes; without one, only "this run only" is offered. */
  unprotected?: KeyStore;
  choiceRecord: KeyChoiceRecord;
  nowMs?: () => number;
}

export interface KeyCustody {
  keeping(): Promise<KeyKeeping>;
  getKey(): Promise<string | null>;
  /** Without a keychain and without a choice (given now or recorded), nothing is stored. */
  saveKey(key: string, choice?: NoKeychainChoice): Promise<SaveKeyOutcome>;
  /** Forgets the key everywhere, and the recorded choice with it. */
  removeKey(): Promise<void>;
}

export function createKeyCustody(options: KeyCustodyOptions): KeyCustody {
  const keychain = failingAsKeyStoreErrors(options.keychain);
  const unprotected = options.unprotected === undefined ? undefined : failingAsKeyStoreErrors(options.unprotected);
  const { choiceRecord } = options;
  const nowMs = options.nowMs ?? Date.now;
  const thisRun = createMemoryKeyStore();

  function choiceNeeded(reason: string): ChoiceNeeded {
    return {
      mode: 'choice-needed',
      reason,
      choices: unprotected ? ['this-run-only', 'store-anyway'] : ['this-run-only'],
      warning: storeAnywayWarning,
    };
  }

  async function keychainProblem(): Promise<string | null> {
    const availability = await keychain.availability();
    return availability.available ? null : availability.reason;
  }

  async function keepingWithout(reason: string): Promise<KeyKeeping> {
    const recorded = await choiceRecord.read();
    if (recorded && unprotected) return { mode: 'store-anyway', reason, chosenAtUtc: recorded.chosenAtUtc };
    if ((await thisRun.get()) !== null) return { mode: 'this-run-only', reason };
    return choiceNeeded(reason);
  }

  async function storeAnyway(key: string, reason: string): Promise<KeyKeeping> {
    if (!unprotected) throw new KeyStoreError('There is no store for the key on this system: keep it for this run only.');
    const availability = await unprotected.availability();
    if (!availability.available) throw new KeyStoreError(`The key cannot be stored: ${availability.reason}`);
    await unprotected.set(key);
    const recorded: RecordedKeyChoice = { choice: 'store-anyway', reason, chosenAtUtc: new Date(nowMs()).toISOString() };
    await choiceRecord.write(recorded);
    await thisRun.remove();
    return { mode: 'store-anyway', reason, chosenAtUtc: recorded.chosenAtUtc };
  }

  return {
    async keeping() {
      const problem = await keychainProblem();
      if (problem === null && (await thisRun.get()) === null) return { mode: 'keychain', storeKind: keychain.kind };
      return keepingWithout(problem ?? 'The key was kept for this run only.');
    },

    async getKey() {
      const runKey = await thisRun.get();
      if (runKey !== null) return runKey;
      if ((await keychainProblem()) === null) return keychain.get();
      if (unprotected && (await choiceRecord.read())) return unprotected.get();
      return null;
    },

    async saveKey(key, choice) {
      let problem = await keychainProblem();
      if (problem === null && choice !== 'this-run-only') {
        try {
          await keychain.set(key);
          await thisRun.remove();
          return { saved: true, keeping: { mode: 'keychain', storeKind: keychain.kind } };
        } catch (thrown) {
          // A keychain can answer reads and still refuse a write (locked): the same choice applies.
          problem = thrown instanceof Error ? thrown.message : String(thrown);
        }
      }
      const reason = problem ?? 'You chose to keep the key for this run only.';
      const effective = choice ?? ((await choiceRecord.read()) && unprotected ? 'store-anyway' : undefined);
      if (effective === undefined) return { saved: false, keeping: choiceNeeded(reason) };
      if (effective === 'store-anyway') return { saved: true, keeping: await storeAnyway(key, reason) };
      await thisRun.set(key);
      return { saved: true, keeping: { mode: 'this-run-only', reason } };
    },

    async removeKey() {
      await thisRun.remove();
      await choiceRecord.write(null);
      if (unprotected) await unprotected.remove();
      if ((await keychainProblem()) === null) await keychain.remove();
    },
  };
}
