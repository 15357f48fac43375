import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import type { ImportedRoute } from '../../src/shared/voyage/route-file';
import { leithToBergen } from './voyage-fixtures';

let folder: string;
let app: PassageApp;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-route-files-'));
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000 });
});
afterEach(() => {
  app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const voyageInput = { ...leithToBergen, departure: { mode: 'arriveBy' as const, etaUtcMs: Date.UTC(2026, 11, 5, 7) } };

async function createVoyage() {
  const created = await app.router.call('createVoyage', voyageInput);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('route files through the contract', () => {
  it.each(['rtz', 'gpx', 'csv'] as const)('exports a stored voyage as %s and imports it back unchanged', async (format) => {
    const voyage = await createVoyage();
    const exported = await app.router.call('exportRoute', { voyageId: voyage.id, format });
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exported.value.fileName).toBe(`Leith _ Bergen.${format}`);
    expect(exported.value.mediaType).toBe({ rtz: 'application/xml', gpx: 'application/gpx+xml', csv: 'text/csv' }[format]);
    const imported = await app.router.call('importRoute', { fileName: exported.value.fileName, text: exported.value.text });
    if (!imported.ok) throw new Error(imported.error.message);
    const route: ImportedRoute = imported.value;
    expect(route.name).toBe(voyage.name);
    expect(route.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon }))).toEqual(voyage.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })));
    expect(route.legs).toEqual(voyage.legs);
    expect(route.departure).toEqual(voyage.departure);
    // Ready to become a voyage: the imported route passes createVoyage as it is.
    const again = await app.router.call('createVoyage', { name: route.name, waypoints: route.waypoints, legs: route.legs, departure: route.departure });
    expect(again.ok).toBe(true);
  });

  it('puts the voyage vessel profile limits in the RTZ routeInfo', async () => {
    const voyage = await createVoyage();
    const exported = await app.router.call('exportRoute', { voyageId: voyage.id, format: 'rtz' });
    expect(exported.ok && exported.value.text).toMatch(/vesselName="Default vessel" vesselMaxWave="4" vesselMaxWind="30" vesselServiceMax="12"/);
  });

  it('fills legs without a speed from the default vessel profile, with a warning', async () => {
    const profiles = await app.router.call('listVesselProfiles', {});
    if (!profiles.ok) throw new Error(profiles.error.message);
    const [profile] = profiles.value;
    if (!profile) throw new Error('no default profile');
    await app.router.call('saveVesselProfile', { ...profile, serviceSpeedKn: 16.5 });
    const gpx = '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="1" lon="2"/><rtept lat="3" lon="4"/></rte></gpx>';
    const imported = await app.router.call('importRoute', { fileName: 'plotter.gpx', text: gpx });
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.name).toBe('plotter');
    expect(imported.value.legs).toEqual([{ geometry: 'rhumb', speedKn: 16.5 }]);
    expect(imported.value.warnings).toContain("1 of 1 legs had no speed in the file; the default vessel profile's service speed of 16.5 kn was used.");
  });

  it('refuses a bad file with code file_refused and a message saying what and where', async () => {
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY a "aaaa">]>\n<route/>';
    expect(await app.router.call('importRoute', { fileName: 'bomb.rtz', text: bomb })).toEqual({
      ok: false,
      error: {
        code: 'file_refused',
        message:
          'bomb.rtz was not imported: line 2: the file declares <!DOCTYPE>, which route files never need and Passage does not accept (it is how XML entity bombs and external file reads work)',
      },
    });
  });

  it('refuses to export a missing voyage or one with a single waypoint', async () => {
    expect(await app.router.call('exportRoute', { voyageId: 'nope', format: 'gpx' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const lonely = await app.router.call('createVoyage', { name: 'Lonely', waypoints: [{ id: 'a', name: 'Here', lat: 1, lon: 1 }], legs: [] });
    if (!lonely.ok) throw new Error(lonely.error.message);
    expect(await app.router.call('exportRoute', { voyageId: lonely.value.id, format: 'rtz' })).toEqual({
      ok: false,
      error: { code: 'export_refused', message: '"Lonely" has 1 waypoint; a route file needs at least 2. Add waypoints, then export again.' },
    });
  });

  it('checks the call input: an unknown format is refused before any handler runs', async () => {
    const result = await app.router.handle('exportRoute', { voyageId: 'x', format: 'kml' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
