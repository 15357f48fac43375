import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { readCsvCells } from '../../src/core/reports/csv-cells';
import { hasXmllint, validateRtz } from '../../src/core/reports/rtz-schema.fixture';
import type { ImportedRoute } from '../../src/shared/voyage/route-file';
import { leithToBergen } from './voyage-fixtures';
import { keptLandIndexFolder } from '../kept-land-index';

let folder: string;
let app: PassageApp;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-route-files-'));
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000, landIndexFolder: keptLandIndexFolder });
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
  it('imports an RTZP package sent as base64, and a GPX track with a chosen segment and tolerance', async () => {
    const voyage = await createVoyage();
    const exported = await app.router.call('exportRoute', { voyageId: voyage.id, format: 'rtz' });
    if (!exported.ok) throw new Error(exported.error.message);
    const packageBytes = zipSync({ [exported.value.fileName]: strToU8(exported.value.text), 'notes.txt': strToU8('pilot on board at Bergen') });
    const fromPackage = await app.router.call('importRoute', { fileName: 'Leith _ Bergen.rtzp', text: Buffer.from(packageBytes).toString('base64'), encoding: 'base64' });
    if (!fromPackage.ok) throw new Error(fromPackage.error.message);
    expect(fromPackage.value.format).toBe('rtzp');
    expect(fromPackage.value.legs).toEqual(voyage.legs);
    expect(fromPackage.value.attachments).toEqual([{ name: 'notes.txt', bytes: 24 }]);
    const track = fs.readFileSync(new URL('../fixtures/gpx/plotter-track-two-segments-timed.gpx', import.meta.url), 'utf8');
    const segment = await app.router.call('importRoute', { fileName: 'track.gpx', text: track, choice: { item: 0, segment: 0 }, toleranceNm: 0.05 });
    if (!segment.ok) throw new Error(segment.error.message);
    expect(segment.value.simplification).toMatchObject({ trackPoints: 210, toleranceNm: 0.05 });
    const refused = await app.router.call('importRoute', { fileName: 'track.gpx', text: track, toleranceNm: 50 });
    expect(refused.ok).toBe(false);
  });

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

  it('writes each waypoint\'s local time in a CSV by the one rule the screen uses: the port\'s zone, named, in its approaches; the nautical zone at sea', async () => {
    const voyage = await createVoyage();
    const portClocks = voyage.waypoints.map((_, index) => (index === 0 ? { name: 'Leith', timeZone: 'Europe/London' } : index === voyage.waypoints.length - 1 ? { name: 'Bergen', timeZone: null } : null));
    const exported = await app.router.call('exportRoute', { voyageId: voyage.id, format: 'csv', portClocks });
    if (!exported.ok) throw new Error(exported.error.message);
    const read = readCsvCells(exported.value.text, 100);
    if (!read.ok) throw new Error(read.message);
    const [header, ...rows] = read.rows.map((row) => row.cells);
    const local = rows.map((row) => row[header!.indexOf('localTime')]);
    expect(local[0]).toMatch(/^0[345] Dec \d\d:\d\d \(UTC\+0, Leith\)$/);
    expect(local.slice(1, -1).every((words) => /^0[345] Dec \d\d:\d\d \(UTC\+[01], nautical zone\)$/.test(words ?? ''))).toBe(true);
    expect(local.at(-1)).toMatch(/^05 Dec \d\d:\d\d \(UTC\+0, nautical zone\); Bergen's zone unknown$/);
    // A zone the app does not know is refused with what is allowed, never written wrong.
    const refused = await app.router.call('exportRoute', { voyageId: voyage.id, format: 'csv', portClocks: [{ name: 'Leith', timeZone: 'Europe/Leith' }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringContaining('an IANA time zone such as Europe/Amsterdam') } });
  });

  it('says on import that a route runs over land, and carries the route check into the export', async () => {
    // A plotter's GPX from the Thames estuary straight to the Bristol Channel: across southern England.
    const gpx = '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="51.5" lon="1.5"><name>Thames</name></rtept><rtept lat="51.3" lon="-3.8"><name>Bristol Channel</name></rtept></rte></gpx>';
    const imported = await app.router.call('importRoute', { fileName: 'plotter.gpx', text: gpx });
    if (!imported.ok) throw new Error(imported.error.message);
    const landWarning = imported.value.warnings.find((each) => each.startsWith('Route check:'));
    expect(landWarning).toMatch(/^Route check: Leg 1 \(Thames → Bristol Channel\) crosses land at 51°\d\d\.\d{3}'N 00\d°\d\d\.\d{3}'E/);
    expect(imported.value.warnings.at(-1)).toMatch(/no substitute for official charts/);

    const { warnings: _, format: __, ...route } = imported.value;
    const created = await app.router.call('createVoyage', route);
    if (!created.ok) throw new Error(created.error.message);
    for (const format of ['rtz', 'gpx', 'csv'] as const) {
      const exported = await app.router.call('exportRoute', { voyageId: created.value.id, format });
      if (!exported.ok) throw new Error(exported.error.message);
      expect(exported.value.warnings[0]).toBe(landWarning);
      if (format === 'csv') continue;
      expect(exported.value.text).toMatch(/<passage:routeCheck checkedUtc="1970-01-01T00:00:01.000Z" state="warnings" warnings="1" acknowledged="0" legsChecked="1" safetyDistanceNm="2" against="Natural Earth land 4.1.0[^"]*" scale="1:10,000,000[^"]*" text="Route check on 1970-01-01 00:00Z: 1 warning. Leg 1 \(Thames → Bristol Channel\) crosses land at/);
      expect(exported.value.text).toMatch(/<passage:finding kind="land" severity="warning" leg="1" lat="51\.\d+" lon="0\.\d+" text="Leg 1 \(Thames → Bristol Channel\) crosses land at/);
      if (format === 'rtz' && hasXmllint()) expect(validateRtz(exported.value.text).status).toBe(0);
      if (format === 'gpx') expect(exported.value.text).toMatch(/<\/name>\n {4}<desc>Route check on 1970-01-01 00:00Z: 1 warning\. Leg 1 \(Thames → Bristol Channel\) crosses land at .* no substitute for official charts.*<\/desc>/);
    }
  });

  it('the route CSV says the check in a last column: the whole check on the first row, each leg on its row, clear or not', async () => {
    const over = await app.router.call('createVoyage', {
      name: 'Over England',
      waypoints: [{ id: 'a', name: 'Off Margate', lat: 51.5, lon: 1.9 }, { id: 'b', name: 'Dover Strait', lat: 51.0, lon: 1.6 }, { id: 'c', name: 'Bristol Channel', lat: 51.3, lon: -3.8 }],
      legs: [{ geometry: 'rhumb', speedKn: 12 }, { geometry: 'rhumb', speedKn: 12 }],
    });
    if (!over.ok) throw new Error(over.error.message);
    const exported = await app.router.call('exportRoute', { voyageId: over.value.id, format: 'csv' });
    if (!exported.ok) throw new Error(exported.error.message);
    const read = readCsvCells(exported.value.text, 10);
    if (!read.ok) throw new Error(read.message);
    const [header, ...rows] = read.rows.map((row) => row.cells);
    expect(header!.slice(-2)).toEqual(['data', 'routeCheck']);
    const checkOf = (row: number) => rows[row]!.at(-1);
    expect(checkOf(0)).toMatch(/^Route check on 1970-01-01 00:00Z: 1 warning\. Leg 2 \(Dover Strait → Bristol Channel\) crosses land at .* Checked against Natural Earth land 4\.1\.0.* no substitute for official charts/);
    expect(checkOf(1)).toBe('Leg 1 checked clear on 1970-01-01 00:00Z.');
    expect(checkOf(2)).toMatch(/^Leg 2 \(Dover Strait → Bristol Channel\) crosses land at 5\d°\d\d\.\d{3}'N/);
    // Still a route file Passage reads back as it was.
    const imported = await app.router.call('importRoute', { fileName: exported.value.fileName, text: exported.value.text });
    expect(imported.ok && imported.value.waypoints.map((each) => each.name)).toEqual(['Off Margate', 'Dover Strait', 'Bristol Channel']);

    const clear = await app.router.call('createVoyage', { name: 'Open sea', waypoints: [{ id: 'a', name: 'A', lat: 35, lon: -50 }, { id: 'b', name: 'B', lat: 34, lon: -45 }], legs: [{ geometry: 'greatCircle', speedKn: 12 }] });
    if (!clear.ok) throw new Error(clear.error.message);
    for (const format of ['csv', 'rtz', 'gpx'] as const) {
      const file = await app.router.call('exportRoute', { voyageId: clear.value.id, format });
      if (!file.ok) throw new Error(file.error.message);
      expect(file.value.warnings).toEqual([]);
      expect(file.value.text).toContain('Route check: checked clear on 1970-01-01 00:00Z: no leg crosses land or comes within 2 nm of the coast. Checked against Natural Earth land 4.1.0');
      if (format !== 'csv') expect(file.value.text).toContain('<passage:routeCheck checkedUtc="1970-01-01T00:00:01.000Z" state="clear" warnings="0" acknowledged="0" legsChecked="1"');
    }
  });

  it('says an acknowledged pilotage stretch over land in every export as acknowledged, never as checked clear', async () => {
    const fromRotterdam = {
      name: 'Rotterdam to sea',
      waypoints: [{ id: 'a', name: 'Rotterdam', lat: 51.9, lon: 4.483333 }, { id: 'b', name: 'Maas Center', lat: 52.016667, lon: 3.883333 }, { id: 'c', name: 'North Sea', lat: 52.2, lon: 3.0 }],
      legs: [{ geometry: 'rhumb' as const, speedKn: 10 }, { geometry: 'rhumb' as const, speedKn: 12 }],
    };
    const created = await app.router.call('createVoyage', fromRotterdam);
    if (!created.ok) throw new Error(created.error.message);
    const check = await app.router.call('checkRoute', { voyageId: created.value.id });
    if (!check.ok) throw new Error(check.error.message);
    const [stretch] = check.value.findings;
    expect(stretch).toMatchObject({ kind: 'pilotageOverLand', severity: 'warning' });
    const saved = await app.router.call('saveVoyage', {
      ...fromRotterdam,
      id: created.value.id,
      departure: created.value.departure,
      vesselProfileId: created.value.vesselProfileId,
      revision: created.value.revision,
      routeCheckAcknowledgements: [{ key: stretch!.acknowledgement!.key, acknowledgedUtcMs: Date.UTC(2026, 10, 25, 9, 30) }],
    });
    if (!saved.ok) throw new Error(saved.error.message);
    for (const format of ['csv', 'rtz', 'gpx'] as const) {
      const file = await app.router.call('exportRoute', { voyageId: created.value.id, format });
      if (!file.ok) throw new Error(file.error.message);
      expect(file.value.warnings).toEqual([]);
      expect(file.value.text).not.toContain('checked clear on 1970-01-01 00:00Z: no leg');
      expect(file.value.text).toMatch(/Route check on 1970-01-01 00:00Z: no warning left\. 1 finding acknowledged by the navigator: Leg 1 \(Rotterdam → Maas Center\): pilotage stretch over land at 1:10m, 1\d nm from Rotterdam to .*: check the fairway on official charts\. Acknowledged 2026-11-25 09:30Z\./);
      if (format === 'csv') continue;
      expect(file.value.text).toContain('state="acknowledged" warnings="0" acknowledged="1"');
      expect(file.value.text).toMatch(/<passage:finding kind="pilotageOverLand" severity="note" leg="1" lat="5\d\.\d+" lon="4\.\d+" acknowledgedUtc="2026-11-25T09:30:00\.000Z" text=/);
      if (format === 'rtz' && hasXmllint()) expect(validateRtz(file.value.text).status).toBe(0);
    }
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
