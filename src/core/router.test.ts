import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../shared/settings/settings';
import { createRouter, PassageError, type Handlers } from './router';

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
