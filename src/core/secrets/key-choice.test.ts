import { describe, expect, it } from 'vitest';
import { createKeyCustody, storeAnywayWarning, type KeyChoiceRecord, type RecordedKeyChoice } from './key-choice';
import type { KeyStore, KeyStoreAvailability } from './key-store';

/** A secret store whose health the test decides; `writes` shows whether anything was stored. */
function fakeStore(kind: KeyStore['kind'], health: { availability: KeyStoreAvailability; refuseWrites?: string }) {
  let key: string | null = null;
  const writes: string[] = [];
  const store: KeyStore = {
    kind,
    availability: async () => health.availability,
    async get() {
      if (!health.availability.available) throw new Error(health.availability.reason);
      return key;
    },
    async set(newKey) {
      if (!health.availability.available) throw new Error(health.availability.reason);
      if (health.refuseWrites) throw new Error(health.refuseWrites);
      writes.push(newKey);
      key = newKey;
    },
    async remove() {
      key = null;
    },
  };
  return { store, writes, health, current: () => key };
}

function memoryRecord(initial: RecordedKeyChoice | null = null) {
  let value = initial;
  const record: KeyChoiceRecord = {
    read: async () => value,
    async write(next) {
      value = next;
    },
  };
  return { record, current: () => value };
}

const noSecretService = { available: false as const, reason: 'No system keychain (Secret Service) is running in this session.' };

describe('key custody with a keychain', () => {
  it('stores the key in the keychain and reads it back, asking nothing', async () => {
    const keychain = fakeStore('os-keychain', { availability: { available: true } });
    const custody = createKeyCustody({ keychain: keychain.store, choiceRecord: memoryRecord().record });
    const outcome = await custody.saveKey('k-1');
    expect(outcome).toEqual({ saved: true, keeping: { mode: 'keychain', storeKind: 'os-keychain' } });
    expect(keychain.current()).toBe('k-1');
    expect(await custody.getKey()).toBe('k-1');
    await custody.removeKey();
    expect(await custody.getKey()).toBeNull();
  });
});

describe('key custody without a keychain', () => {
  it('says why and offers both choices, storing nothing until the user picks', async () => {
    const keychain = fakeStore('os-keychain', { availability: noSecretService });
    const unprotected = fakeStore('electron-safe-storage', { availability: { available: true } });
    const custody = createKeyCustody({ keychain: keychain.store, unprotected: unprotected.store, choiceRecord: memoryRecord().record });

    const keeping = await custody.keeping();
    expect(keeping).toEqual({ mode: 'choice-needed', reason: noSecretService.reason, choices: ['this-run-only', 'store-anyway'], warning: storeAnywayWarning });

    const outcome = await custody.saveKey('k-2');
    expect(outcome.saved).toBe(false);
    expect(outcome.keeping.mode).toBe('choice-needed');
    expect(unprotected.writes).toEqual([]);
    expect(await custody.getKey()).toBeNull();
  });

  it('offers only "this run only" when there is nowhere else to store it', async () => {
    const keychain = fakeStore('os-keychain', { availability: noSecretService });
    const custody = createKeyCustody({ keychain: keychain.store, choiceRecord: memoryRecord().record });
    const keeping = await custody.keeping();
    expect(keeping.mode === 'choice-needed' && keeping.choices).toEqual(['this-run-only']);
    await expect(custody.saveKey('k', 'store-anyway')).rejects.toThrow(/this run only/);
  });

  it('keeps the key for this run only: usable now, written nowhere, asked again next start', async () => {
    const keychain = fakeStore('os-keychain', { availability: noSecretService });
    const unprotected = fakeStore('electron-safe-storage', { availability: { available: true } });
    const record = memoryRecord();
    const options = { keychain: keychain.store, unprotected: unprotected.store, choiceRecord: record.record };
    const custody = createKeyCustody(options);

    const outcome = await custody.saveKey('k-3', 'this-run-only');
    expect(outcome).toEqual({ saved: true, keeping: { mode: 'this-run-only', reason: noSecretService.reason } });
    expect(await custody.getKey()).toBe('k-3');
    expect(unprotected.writes).toEqual([]);
    expect(record.current()).toBeNull();

    const nextRun = createKeyCustody(options);
    expect(await nextRun.getKey()).toBeNull();
    expect((await nextRun.keeping()).mode).toBe('choice-needed');
  });

  it('stores anyway only when asked, records the choice, and keeps using it at the next start', async () => {
    const keychain = fakeStore('os-keychain', { availability: noSecretService });
    const unprotected = fakeStore('electron-safe-storage', { availability: { available: true } });
    const record = memoryRecord();
    const options = { keychain: keychain.store, unprotected: unprotected.store, choiceRecord: record.record, nowMs: () => Date.UTC(2026, 0, 2, 3, 4, 5) };
    const custody = createKeyCustody(options);

    const outcome = await custody.saveKey('k-4', 'store-anyway');
    expect(outcome).toEqual({ saved: true, keeping: { mode: 'store-anyway', reason: noSecretService.reason, chosenAtUtc: '2026-01-02T03:04:05.000Z' } });
    expect(record.current()).toEqual({ choice: 'store-anyway', reason: noSecretService.reason, chosenAtUtc: '2026-01-02T03:04:05.000Z' });
    expect(unprotected.current()).toBe('k-4');

    const nextRun = createKeyCustody(options);
    expect(await nextRun.getKey()).toBe('k-4');
    expect((await nextRun.keeping()).mode).toBe('store-anyway');
    // A new key follows the recorded choice without asking again.
    expect((await nextRun.saveKey('k-5')).saved).toBe(true);
    expect(unprotected.current()).toBe('k-5');

    await nextRun.removeKey();
    expect(unprotected.current()).toBeNull();
    expect(record.current()).toBeNull();
    expect((await nextRun.keeping()).mode).toBe('choice-needed');
  });

  it('treats a keychain that refuses the write (locked) like no keychain', async () => {
    const keychain = fakeStore('os-keychain', { availability: { available: true }, refuseWrites: 'The system keychain is locked.' });
    const custody = createKeyCustody({ keychain: keychain.store, choiceRecord: memoryRecord().record });
    const outcome = await custody.saveKey('k-6');
    expect(outcome).toMatchObject({ saved: false, keeping: { mode: 'choice-needed', reason: 'The system keychain is locked.' } });
    expect(await custody.getKey()).toBeNull();
  });

  it('refuses to store anyway when the unprotected store cannot work either', async () => {
    const keychain = fakeStore('os-keychain', { availability: noSecretService });
    const unprotected = fakeStore('electron-safe-storage', { availability: { available: false, reason: 'safeStorage is not ready.' } });
    const record = memoryRecord();
    const custody = createKeyCustody({ keychain: keychain.store, unprotected: unprotected.store, choiceRecord: record.record });
    await expect(custody.saveKey('k-7', 'store-anyway')).rejects.toThrow('safeStorage is not ready.');
    expect(record.current()).toBeNull();
  });
});
