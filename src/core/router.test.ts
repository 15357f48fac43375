import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../shared/settings/settings';
import { RouteFileError } from './reports/route-file-error';
import { KeyStoreError } from './secrets/key-store';
import { createRouter, PassageError, type Handlers } from './router';
import { ServiceError } from './service-client/errors';
import { NoServiceError } from './service-data/service-data';
import { notFound } from './store/store-errors';

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  // Only the calls these tests make; the router never touches the others.
  return {
    getAppInfo: () => ({
      name: 'Passage',
      version: '0.0.0',
      dataSource: 'demo',
      serviceUrl: null,
      dataFolder: '/tmp/x',
      host: 'web',
    }),
    getSettings: () => defaultSettings,
    setSettings: (patch) => ({ ...defaultSettings, ...patch }),
    ...overrides,
  } as Handlers;
}

describe('router', () => {
  it('translates every domain error that carries a code, once, for every call: code, words and details as they are', async () => {
    const thrown = [
      notFound('voyage', 'v9'),
      new RouteFileError('file_refused', 'leith.rtz was not imported: line 3 is not XML'),
      new NoServiceError(),
      new KeyStoreError('Could not read the API key in the system keychain: the login keyring is locked'),
      new ServiceError({ code: 'rate_limited', operation: 'shippingRoute', message: 'The service asked Passage to slow down.', status: 429, retryAfterMs: 30_000 }),
    ];
    const answers = [];
    for (const error of thrown) {
      answers.push(await createRouter(handlers({ getSettings: () => Promise.reject(error) })).handle('getSettings', {}));
    }
    expect(answers).toEqual([
      { ok: false, error: { code: 'not_found', message: 'There is no voyage with id v9; it may have been deleted.' } },
      { ok: false, error: { code: 'file_refused', message: 'leith.rtz was not imported: line 3 is not XML' } },
      { ok: false, error: { code: 'no_service', message: new NoServiceError().message } },
      { ok: false, error: { code: 'key_store', message: 'Could not read the API key in the system keychain: the login keyring is locked' } },
      { ok: false, error: { code: 'rate_limited', message: 'The service asked Passage to slow down.', details: { operation: 'shippingRoute', status: 429, retryAfterMs: 30_000 } } },
    ]);
  });

  it('keeps an error without a code an internal one', async () => {
    const seen: unknown[] = [];
    const router = createRouter(handlers({ getSettings: () => { throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }); } }), { onInternalError: (_name, error) => seen.push(error) });
    const result = await router.handle('getSettings', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal', message: 'getSettings failed: disk I/O error' } });
    expect(seen).toHaveLength(1);
  });

  it('rejects bad input with an error naming the field and what is allowed', async () => {
    const router = createRouter(handlers());
    const result = await router.handle('setSettings', { palette: 'neon' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_input');
    expect(result.error.message).toContain('palette');
    expect(result.error.message).toMatch(/day.*dusk.*night/);
  });

  it('rejects fields the contract does not know', async () => {
    const result = await createRouter(handlers()).handle('setSettings', { paletteX: 'night' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    if (!result.ok) expect(result.error.message).toContain('paletteX');
  });

  it('refuses a call name that is not in the contract', async () => {
    const result = await createRouter(handlers()).handle('__proto__', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_call' } });
  });

  it('checks the output too, so a handler cannot hand the renderer a malformed answer', async () => {
    const router = createRouter(handlers({ getSettings: () => ({ ...defaultSettings, palette: 'sepia' as never }) }));
    const result = await router.call('getSettings', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_output' } });
  });

  it('passes a deliberate error through whole, with code and details', async () => {
    const router = createRouter(
      handlers({
        getAppInfo: () => {
          throw new PassageError('offline', 'offline, nothing cached for this', { operation: 'storms' });
        },
      }),
    );
    expect(await router.call('getAppInfo', {})).toEqual({
      ok: false,
      error: { code: 'offline', message: 'offline, nothing cached for this', details: { operation: 'storms' } },
    });
  });

  it('answers a valid call with the parsed value', async () => {
    const result = await createRouter(handlers()).call('setSettings', { palette: 'night' });
    expect(result).toEqual({ ok: true, value: { ...defaultSettings, palette: 'night' } });
  });
});
