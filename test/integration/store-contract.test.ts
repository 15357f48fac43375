import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { keptLandIndexFolder } from '../kept-land-index';

let folder: string;
let app: PassageApp;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-contract-'));
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000, landIndexFolder: keptLandIndexFolder });
});
afterEach(() => {
  app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('store calls through the contract', () => {
  it('refuses a stale save with its own code and a message a navigator understands', async () => {
    const created = await app.router.handle('createVoyage', { name: 'Leith to Bergen' });
    if (!created.ok) throw new Error(created.error.message);
    const voyage = created.value as { id: string; revision: number };
    const first = await app.router.handle('saveVoyage', { ...voyage, name: 'Renamed in window A' });
    expect(first.ok).toBe(true);
    const stale = await app.router.handle('saveVoyage', { ...voyage, name: 'Stale window B' });
    expect(stale).toMatchObject({ ok: false, error: { code: 'stale_revision' } });
    if (!stale.ok) expect(stale.error.message).toMatch(/nothing was overwritten/);
    const stored = await app.router.call('getVoyage', { id: voyage.id });
    expect(stored).toMatchObject({ ok: true, value: { name: 'Renamed in window A', revision: 2 } });
  });

  it('answers a missing voyage with not_found, and lists, duplicates and deletes', async () => {
    expect(await app.router.call('getVoyage', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const created = await app.router.call('createVoyage', { name: 'A' });
    if (!created.ok) throw new Error(created.error.message);
    const copy = await app.router.call('duplicateVoyage', { id: created.value.id, name: 'B' });
    expect(copy).toMatchObject({ ok: true, value: { name: 'B' } });
    expect(await app.router.call('deleteVoyage', { id: created.value.id })).toEqual({ ok: true, value: { deleted: true } });
    const list = await app.router.call('listVoyages', {});
    expect(list.ok && list.value.map((summary) => summary.name)).toEqual(['B']);
  });

  it('tells every window of each voyage made, changed or deleted, once stored, and of nothing a refused call did not store', async () => {
    const told: unknown[] = [];
    const stop = app.events.subscribe((event, payload) => {
      if (event === 'voyagesChanged') told.push(payload);
    });
    const created = await app.router.call('createVoyage', { name: 'A' });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    const saved = await app.router.call('saveVoyage', { ...created.value, name: 'A saved' });
    expect((await app.router.call('saveVoyage', { ...created.value, name: 'stale' })).ok).toBe(false);
    await app.router.call('renameVoyage', { id, name: 'A renamed' });
    expect((await app.router.call('renameVoyage', { id: 'nope', name: 'x' })).ok).toBe(false);
    const copy = await app.router.call('duplicateVoyage', { id, name: 'B' });
    await app.router.call('deleteVoyage', { id });
    await app.router.call('deleteVoyage', { id });
    stop();
    if (!saved.ok || !copy.ok) throw new Error('a write failed');
    expect(told).toEqual([
      { voyageId: id, revision: 1 },
      { voyageId: id, revision: 2 },
      { voyageId: id, revision: 3 },
      { voyageId: copy.value.id, revision: 1 },
      { voyageId: id, revision: null },
    ]);
  });

  it('tells every window of a vessel profile saved, and of none refused', async () => {
    const told: unknown[] = [];
    const stop = app.events.subscribe((event, payload) => {
      if (event === 'vesselProfilesChanged') told.push(payload);
    });
    const profiles = await app.router.call('listVesselProfiles', {});
    const profile = profiles.ok ? profiles.value[0] : undefined;
    if (profile === undefined) throw new Error('no default profile');
    const saved = await app.router.call('saveVesselProfile', { ...profile, draftM: 11.5 });
    expect(saved.ok).toBe(true);
    expect((await app.router.handle('saveVesselProfile', { ...profile, draftM: -3 })).ok).toBe(false);
    stop();
    expect(told).toEqual([{ profileId: profile.id }]);
  });

  it('serves the vessel profiles, credit totals and startup notices', async () => {
    const profiles = await app.router.call('listVesselProfiles', {});
    expect(profiles.ok && profiles.value.map((profile) => profile.id)).toEqual(['default']);
    expect(await app.router.call('getCreditTotals', {})).toEqual({
      ok: true,
      value: { bytesPerCredit: null, bytesPerCreditByOperation: {}, bytesPerLayerImage: null, todayCredits: 0, todayRequests: 0, todayUnknown: { requests: 0, credits: 0 }, monthCredits: 0, monthRequests: 0, monthUnknown: { requests: 0, credits: 0 }, byOperation: [] },
    });
    expect(await app.router.call('getStartupNotices', {})).toEqual({ ok: true, value: [] });
  });
});
