import { describe, expect, it } from 'vitest';
import { keyKeepingWords, keyTestWords } from './key-keeping-words';

describe('words for the key in the settings', () => {
  it('says where the key is kept, and warns when it is only for this run or unprotected', () => {
    expect(keyKeepingWords({ mode: 'keychain', storeKind: 'os-keychain' })).toBe('kept in the system keychain');
    expect(keyKeepingWords({ mode: 'keychain', storeKind: 'electron-safe-storage' })).toContain('encrypted');
    expect(keyKeepingWords({ mode: 'this-run-only', reason: 'x' })).toContain('forgotten when Passage closes');
    expect(keyKeepingWords({ mode: 'store-anyway', reason: 'x', chosenAtUtc: '2026-11-23T12:40:05.000Z' })).toBe(
      'stored without keychain protection, as you chose on 2026-11-23 12:40Z',
    );
  });

  it('gives the test outcome with its UTC time', () => {
    expect(keyTestWords({ works: false, status: 401, checkedAtMs: Date.UTC(2026, 10, 23, 9, 5), message: 'The service refused the key.' })).toBe(
      'Does not work (checked 23 Nov 09:05Z): The service refused the key.',
    );
  });
});
