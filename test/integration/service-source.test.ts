import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { createSwitchableApp } from './demo-app-fixture';
import type { PassageApp } from '../../src/core/app';
import { storeAnywayWarning } from '../../src/core/secrets/key-choice';
import type { KeyStore } from '../../src/core/secrets/key-store';
import { createMemoryKeyStore } from '../../src/core/secrets/memory-key-store';
import { createPlainFileKeyStore } from '../../src/core/secrets/plain-file-key-store';
import { createUnavailableKeyStore } from '../../src/core/secrets/unavailable-key-store';
import { sql } from '../../src/core/store/database';
import { startFakeHttpService, type FakeHttpService, type FakeReply } from '../../src/core/service-client/fake-http-service';

/**
 * The settings' demo/live switch and the key, through the router as the renderer calls them, with
 * a second demo service standing in for the live one (it accepts only the "live" key).
 */
const liveKey = 'LIVE-KEY-7f3a9c21d4';
const otherKey = 'REVOKED-KEY-00000000';

let demo: DemoService;
let live: DemoService;
let liveUrl: string;
const opened: Array<{ app: PassageApp; folder: string }> = [];

beforeAll(async () => {
  demo = await startDemoService({ port: 0 });
  live = await startDemoService({ port: 0, keys: [liveKey] });
  liveUrl = live.url;
});
afterAll(async () => {
  await demo.close();
  await live.close();
});
afterEach(() => {
  for (const { app, folder } of opened.splice(0)) {
    app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

type Keychain = () => { keychain: KeyStore; unprotected?: KeyStore };

async function openApp(keychain: Keychain = () => ({ keychain: createMemoryKeyStore() }), folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-keys-'))) {
  const events: unknown[] = [];
  const app: PassageApp = createSwitchableApp(folder, demo, { keyStores: keychain() });
  await app.ready;
  app.events.subscribe((event, payload) => events.push({ event, payload }));
  opened.push({ app, folder });
  return { app, folder, events, call: app.router.handle };
}

const mapsModels = { query: {} };

describe('demo or live, switched in the settings without a restart', () => {
  it('starts on the demo service, with no key set', async () => {
    const { call } = await openApp();
    expect(await call('getServiceSource', {})).toMatchObject({ ok: true, value: { dataSource: 'demo', liveServiceUrl: null, demoAvailable: true, keySet: false } });
    expect(await call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true, value: { provenance: { dataSource: 'demo' } } });
  });

  it('refuses live without an address, and an address that would send the key unencrypted', async () => {
    const { call } = await openApp();
    expect(await call('setServiceSource', { dataSource: 'live' })).toMatchObject({ ok: false, error: { code: 'no_live_address' } });
    const plain = await call('setServiceSource', { dataSource: 'live', liveServiceUrl: 'http://api.example.com' });
    expect(plain).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(JSON.stringify(plain)).toContain('must start with https://');
    const withQuery = await call('setServiceSource', { dataSource: 'live', liveServiceUrl: 'https://api.example.com/?api_key=x' });
    expect(JSON.stringify(withQuery)).toContain('the key is entered separately');
  });

  it('switches to live, asks for a key, uses it at once, and goes back to demo', async () => {
    const { app, call, events } = await openApp();
    expect(await call('setServiceSource', { dataSource: 'live', liveServiceUrl: `${liveUrl}/` })).toMatchObject({ ok: true, value: { dataSource: 'live', liveServiceUrl: liveUrl, keySet: false } });
    expect(await call('getAppInfo', {})).toMatchObject({ ok: true, value: { dataSource: 'live', serviceUrl: liveUrl } });
    expect(await call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: false, error: { message: expect.stringContaining('No API key is set') } });

    const saved = await call('saveServiceKey', { key: liveKey });
    expect(saved).toMatchObject({ ok: true, value: { saved: true, status: { keySet: true, keeping: { mode: 'keychain' } } } });
    expect(JSON.stringify(saved)).not.toContain(liveKey);
    expect(await call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true, value: { provenance: { dataSource: 'live', source: 'live' } } });

    expect(await call('setServiceSource', { dataSource: 'demo' })).toMatchObject({ ok: true, value: { dataSource: 'demo', liveServiceUrl: liveUrl, keySet: true } });
    expect(await call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true, value: { provenance: { dataSource: 'demo' } } });
    expect(app.serviceData.source().baseUrl).toBe(demo.url);
    expect(events.filter((each) => (each as { event: string }).event === 'serviceSourceChanged')).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain(liveKey);
  });

  it('tests the key with one request and says whether the service took it', async () => {
    const { call, app } = await openApp();
    expect(await call('testServiceKey', {})).toMatchObject({ ok: false, error: { code: 'no_live_address' } });
    await call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    expect(await call('testServiceKey', {})).toMatchObject({ ok: false, error: { code: 'no_key' } });
    await call('saveServiceKey', { key: otherKey });
    const refused = await call('testServiceKey', {});
    expect(refused).toMatchObject({ ok: true, value: { works: false, status: 401, message: expect.stringContaining('refused the key') } });
    expect(JSON.stringify(refused)).not.toContain(otherKey);
    await call('saveServiceKey', { key: liveKey });
    const ledgerRows = () => app.passageDb.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM credit_ledger WHERE cached = 0`)?.n ?? 0;
    const before = ledgerRows();
    expect(await call('testServiceKey', {})).toMatchObject({ ok: true, value: { works: true, status: 200 } });
    expect(ledgerRows()).toBe(before + 1);
  });

  it('removes the key: it is no longer set and no longer used', async () => {
    const { call } = await openApp();
    await call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    await call('saveServiceKey', { key: liveKey });
    expect(await call('removeServiceKey', {})).toMatchObject({ ok: true, value: { keySet: false } });
    expect(await call('getWeatherMapsModels', { query: { lat: 10, lon: 10 } })).toMatchObject({ ok: false, error: { message: expect.stringContaining('No API key is set') } });
  });

  it('refuses a malformed key without repeating it', async () => {
    const { call } = await openApp();
    const typed = 'has spaces in it 1234';
    const answer = await call('saveServiceKey', { key: typed });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(JSON.stringify(answer)).toContain('printable characters without spaces');
    expect(JSON.stringify(answer)).not.toContain(typed);
  });

  it('keeps the choice and the key across a restart', async () => {
    const first = await openApp();
    await first.call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    const keychain = createMemoryKeyStore();
    await keychain.set(liveKey);
    first.app.close();
    opened.splice(0);
    const again = await openApp(() => ({ keychain }), first.folder);
    expect(await again.call('getServiceSource', {})).toMatchObject({ ok: true, value: { dataSource: 'live', liveServiceUrl: liveUrl, keySet: true } });
    expect(await again.call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true, value: { provenance: { dataSource: 'live' } } });
  });
});

describe('no keychain: Passage says so and the user chooses', () => {
  const noKeychain = (folder: string): Keychain => () => ({
    keychain: createUnavailableKeyStore('No system keychain (Secret Service) is running in this session.'),
    unprotected: createPlainFileKeyStore(path.join(folder, 'service-key.unprotected')),
  });

  it('stores nothing until the user chooses, and says why with the warning', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-keys-'));
    const { call } = await openApp(noKeychain(folder), folder);
    await call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    const answer = await call('saveServiceKey', { key: liveKey });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        saved: false,
        status: { keySet: false, keeping: { mode: 'choice-needed', reason: expect.stringContaining('No system keychain'), choices: ['this-run-only', 'store-anyway'], warning: storeAnywayWarning } },
      },
    });
    expect(fs.existsSync(path.join(folder, 'service-key.unprotected'))).toBe(false);
    expect(await call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: false });
  });

  it('keeps the key for this run only when asked: used now, written nowhere, gone after a restart', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-keys-'));
    const first = await openApp(noKeychain(folder), folder);
    await first.call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    expect(await first.call('saveServiceKey', { key: liveKey, choice: 'this-run-only' })).toMatchObject({ ok: true, value: { saved: true, status: { keySet: true, keeping: { mode: 'this-run-only' } } } });
    expect(await first.call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true });
    expect(fs.existsSync(path.join(folder, 'service-key.unprotected'))).toBe(false);
    // Replacing it asks again: nothing is stored on the strength of an earlier run-only choice.
    expect(await first.call('saveServiceKey', { key: 'ANOTHER-KEY-12345678' })).toMatchObject({ ok: true, value: { saved: false, status: { keeping: { mode: 'choice-needed' } } } });
    first.app.close();
    opened.splice(0);
    const again = await openApp(noKeychain(folder), folder);
    expect(await again.call('getServiceSource', {})).toMatchObject({ ok: true, value: { keySet: false, keeping: { mode: 'choice-needed' } } });
  });

  it('stores it anyway when chosen, readable by this user only, and finds it after a restart', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-keys-'));
    const first = await openApp(noKeychain(folder), folder);
    await first.call('setServiceSource', { dataSource: 'live', liveServiceUrl: liveUrl });
    expect(await first.call('saveServiceKey', { key: liveKey, choice: 'store-anyway' })).toMatchObject({ ok: true, value: { saved: true, status: { keeping: { mode: 'store-anyway' } } } });
    const file = path.join(folder, 'service-key.unprotected');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    first.app.close();
    opened.splice(0);
    const again = await openApp(noKeychain(folder), folder);
    expect(await again.call('getServiceSource', {})).toMatchObject({ ok: true, value: { keySet: true, keeping: { mode: 'store-anyway' } } });
    expect(await again.call('getWeatherMapsModels', mapsModels)).toMatchObject({ ok: true });
    await again.call('removeServiceKey', {});
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('the key goes only to the address it was entered for', () => {
  const keyedRequests = (service: FakeHttpService, key: string) => service.requests.filter((request) => request.includes(encodeURIComponent(key)) || request.includes(key));
  let first: FakeHttpService;
  let second: FakeHttpService;
  beforeEach(async () => {
    const answer = (): FakeReply => ({ kind: 'json', status: 401, body: { error: 'Invalid API key' } });
    first = await startFakeHttpService(answer);
    second = await startFakeHttpService(answer);
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  it('a key saved for one loopback address never reaches a second after only the address is changed', async () => {
    const { call } = await openApp();
    await call('setServiceSource', { dataSource: 'live', liveServiceUrl: first.url });
    await call('saveServiceKey', { key: liveKey });
    await call('testServiceKey', {});
    expect(keyedRequests(first, liveKey)).toHaveLength(1);

    expect(await call('setServiceSource', { dataSource: 'live', liveServiceUrl: second.url })).toMatchObject({ ok: true, value: { liveServiceUrl: second.url, keySet: false } });
    const refused = await call('testServiceKey', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_key', message: expect.stringContaining(`entered for ${first.url}`) } });
    await call('getWeatherMapsModels', mapsModels);
    await call('getStorms', { query: {} });
    expect(keyedRequests(second, liveKey)).toHaveLength(0);
    expect(keyedRequests(first, liveKey)).toHaveLength(1);

    // Back to the address it was entered for, the key is there again.
    expect(await call('setServiceSource', { dataSource: 'live', liveServiceUrl: first.url })).toMatchObject({ ok: true, value: { keySet: true } });
  });

  it('a key cannot be saved before there is an address to bind it to', async () => {
    const { call } = await openApp();
    expect(await call('saveServiceKey', { key: liveKey })).toMatchObject({ ok: false, error: { code: 'no_live_address' } });
  });

  it('a key stored before keys were bound is bound to the address saved with it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-keys-'));
    const before = await openApp(undefined, folder);
    await before.call('setServiceSource', { dataSource: 'live', liveServiceUrl: first.url });
    before.app.close();
    opened.splice(0);
    const keychain = createMemoryKeyStore();
    await keychain.set(liveKey); // the bare key, as stored by earlier versions
    const { call } = await openApp(() => ({ keychain }), folder);
    expect(JSON.parse((await keychain.get()) ?? '')).toEqual({ address: first.url, key: liveKey });
    expect(await call('getServiceSource', {})).toMatchObject({ ok: true, value: { keySet: true } });
    await call('setServiceSource', { dataSource: 'live', liveServiceUrl: second.url });
    await call('testServiceKey', {});
    await call('getWeatherMapsModels', mapsModels);
    expect(keyedRequests(second, liveKey)).toHaveLength(0);
  });
});
