import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, type Handlers } from '../router';
import { openPassageDb } from '../store/passage-db';
import { createKeyCustody } from './key-choice';
import { serviceKeyHandlers } from './key-handlers';
import type { KeyStore } from './key-store';
import { createServiceSourceControl, keyChoiceRecordIn } from './service-source-control';

/**
 * The key calls throw their refusals as they are and the router speaks them (the one translation
 * of domain-errors.ts): a failing keychain reaches the renderer as `key_store` in its own words,
 * a refusal of the source with its own code, and a fault of Passage's own stays an internal error
 * rather than passing for a keychain's.
 */
const opened: Array<{ folder: string; close(): void }> = [];
afterEach(() => {
  for (const { folder, close } of opened.splice(0)) {
    close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** A keychain that answers it is there and then refuses, as a locked one does: the library throws a string. */
function lockedKeychain(): KeyStore {
  return {
    kind: 'os-keychain',
    availability: async () => ({ available: true }),
    get: async () => null,
    set: () => Promise.reject('Platform failure: the login keyring is locked'),
    remove: () => Promise.reject('Platform failure: the login keyring is locked'),
  };
}

function keyCallsRouter(control = controlOver(lockedKeychain())) {
  return createRouter(serviceKeyHandlers(control) as Handlers);
}

function controlOver(keychain: KeyStore) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-key-calls-'));
  const passageDb = openPassageDb(folder);
  opened.push({ folder, close: () => passageDb.close() });
  const now = () => Date.UTC(2026, 11, 1, 6);
  return createServiceSourceControl({
    serviceData: { setSource: () => {}, clientFor: () => null },
    custody: createKeyCustody({ keychain, choiceRecord: keyChoiceRecordIn(passageDb, now) }),
    passageDb,
    demo: { url: 'http://127.0.0.1:1', key: 'demo' },
    initial: { dataSource: 'demo', liveServiceUrl: null },
    now,
  });
}

describe('the key calls through the router', () => {
  it('a keychain that fails reaches the renderer as key_store, in the keychain\'s words', async () => {
    expect(await keyCallsRouter().call('removeServiceKey', {})).toEqual({ ok: false, error: { code: 'key_store', message: 'Platform failure: the login keyring is locked' } });
  });

  it('a refusal of the source keeps its own code', async () => {
    const router = keyCallsRouter();
    expect(await router.call('setServiceSource', { dataSource: 'live' })).toMatchObject({ ok: false, error: { code: 'no_live_address', message: expect.stringMatching(/^Enter the live service address/) } });
    expect(await router.call('testServiceKey', {})).toMatchObject({ ok: false, error: { code: 'no_live_address' } });
  });

  it("a fault of Passage's own is not passed off as the keychain's", async () => {
    const control = controlOver(lockedKeychain());
    const router = keyCallsRouter({ ...control, status: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'mode')")) });
    expect(await router.call('getServiceSource', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});
