import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basicTextReason, createSafeStorageKeyStore, type SafeStorageApi } from './safe-storage-key-store';

type Backend = ReturnType<SafeStorageApi['getSelectedStorageBackend']>;

/** A stand-in for Electron's safeStorage: reversible "encryption" so a plain key never hits the file. */
function fakeSafeStorage(state: { backend: Backend; available?: boolean; reEncrypt?: boolean }) {
  const encryptions: string[] = [];
  const api: SafeStorageApi = {
    isAsyncEncryptionAvailable: async () => state.available ?? true,
    getSelectedStorageBackend: () => state.backend,
    async encryptStringAsync(plainText) {
      encryptions.push(plainText);
      return Buffer.from(`enc:${Buffer.from(plainText).toString('base64')}`);
    },
    async decryptStringAsync(encrypted) {
      const text = encrypted.toString();
      if (!text.startsWith('enc:')) throw new Error('not ours');
      return { result: Buffer.from(text.slice(4), 'base64').toString(), shouldReEncrypt: state.reEncrypt ?? false };
    },
  };
  return { api, encryptions };
}

const folders: string[] = [];
function keyFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-safe-storage-'));
  folders.push(dir);
  return path.join(dir, 'nested', 'service-api-key.bin');
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the safeStorage key store', () => {
  it('keeps the key encrypted in its file, reads it back and removes it', async () => {
    const filePath = keyFile();
    const { api } = fakeSafeStorage({ backend: 'gnome_libsecret' });
    const store = createSafeStorageKeyStore({ safeStorage: api, filePath, platform: 'linux' });
    expect(await store.availability()).toEqual({ available: true });
    expect(await store.get()).toBeNull();
    await store.set('KEY-SAFE-1');
    expect(fs.readFileSync(filePath, 'utf8')).not.toContain('KEY-SAFE-1');
    expect(fs.statSync(filePath).mode & 0o077).toBe(0);
    expect(await store.get()).toBe('KEY-SAFE-1');
    await store.remove();
    await store.remove();
    expect(await store.get()).toBeNull();
  });

  it('counts basic_text on Linux as no keychain and stores nothing', async () => {
    const filePath = keyFile();
    const { api, encryptions } = fakeSafeStorage({ backend: 'basic_text' });
    const store = createSafeStorageKeyStore({ safeStorage: api, filePath, platform: 'linux' });
    expect(await store.availability()).toEqual({ available: false, reason: basicTextReason });
    await expect(store.set('KEY-SAFE-2')).rejects.toThrow(basicTextReason);
    expect(encryptions).toEqual([]);
    expect(fs.existsSync(filePath)).toBe(false);
  });

  it('stores with basic_text only when built for the user\'s "store anyway" choice', async () => {
    const { api } = fakeSafeStorage({ backend: 'basic_text' });
    const store = createSafeStorageKeyStore({ safeStorage: api, filePath: keyFile(), platform: 'linux', acceptBasicText: true });
    await store.set('KEY-SAFE-3');
    expect(await store.get()).toBe('KEY-SAFE-3');
  });

  it('is unavailable when encryption is not, or before the app is ready', async () => {
    const off = fakeSafeStorage({ backend: 'gnome_libsecret', available: false });
    expect((await createSafeStorageKeyStore({ safeStorage: off.api, filePath: keyFile(), platform: 'linux' }).availability()).available).toBe(false);
    const early = fakeSafeStorage({ backend: 'unknown' });
    const availability = await createSafeStorageKeyStore({ safeStorage: early.api, filePath: keyFile(), platform: 'linux' }).availability();
    expect(availability).toMatchObject({ available: false, reason: expect.stringMatching(/not ready/) });
  });

  it('ignores the Linux backend on other systems (Keychain, DPAPI)', async () => {
    const { api } = fakeSafeStorage({ backend: 'basic_text' });
    expect(await createSafeStorageKeyStore({ safeStorage: api, filePath: keyFile(), platform: 'win32' }).availability()).toEqual({ available: true });
  });

  it('re-encrypts the stored key when the system asks for it', async () => {
    const state: { backend: Backend; reEncrypt: boolean } = { backend: 'kwallet6', reEncrypt: false };
    const { api, encryptions } = fakeSafeStorage(state);
    const store = createSafeStorageKeyStore({ safeStorage: api, filePath: keyFile(), platform: 'linux' });
    await store.set('KEY-SAFE-4');
    state.reEncrypt = true;
    expect(await store.get()).toBe('KEY-SAFE-4');
    expect(encryptions).toEqual(['KEY-SAFE-4', 'KEY-SAFE-4']);
  });
});
