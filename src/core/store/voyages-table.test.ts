import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { sql, type WritableDatabase } from './database';
import { openPassageDb } from './passage-db';
import { StoreError } from './store-errors';
import { getVesselProfile, listVesselProfiles, saveVesselProfile } from './vessel-profiles-table';
import { createVoyage, deleteVoyage, duplicateVoyage, findVoyage, getVoyage, listVoyages, renameVoyage, saveVoyage } from './voyages-table';

let folder: string;
let db: WritableDatabase;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-voyages-'));
  db = openPassageDb(folder);
});
afterEach(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const bergenToAberdeen = {
  name: 'Bergen to Aberdeen',
  waypoints: [
    { id: 'w1', name: 'Bergen', lat: 60.39, lon: 5.32 },
    { id: 'w2', name: 'Fair Isle', lat: 59.5, lon: -1.6 },
    { id: 'w3', name: 'Aberdeen', lat: 57.14, lon: -2.08 },
  ],
  legs: [
    { geometry: 'greatCircle' as const, speedKn: 12 },
    { geometry: 'rhumb' as const, speedKn: 10.5 },
  ],
  departure: { mode: 'departAt' as const, etdUtcMs: Date.UTC(2026, 10, 22, 6) },
};

function caught(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('voyages table', () => {
  it('keeps a waypoint\'s arrival radius and the route check\'s acknowledgements across saves and a reopen; an older row without them reads as before', () => {
    const withRadius = { ...bergenToAberdeen, waypoints: bergenToAberdeen.waypoints.map((waypoint, index) => (index === 1 ? { ...waypoint, arrivalRadiusNm: 0.3 } : waypoint)) };
    const created = createVoyage(db, withRadius, { nowMs: 1000 });
    expect(created.waypoints[1]).toEqual({ id: 'w2', name: 'Fair Isle', lat: 59.5, lon: -1.6, arrivalRadiusNm: 0.3 });
    expect(created.routeCheckAcknowledgements).toBeUndefined();
    const acknowledgements = [{ key: 'pilotageOverLand:departure:legs 1-1:0123456789abcdef', acknowledgedUtcMs: Date.UTC(2026, 10, 25, 9, 30) }];
    const saved = saveVoyage(db, { ...created, routeCheckAcknowledgements: acknowledgements }, 2000);
    db.close();
    db = openPassageDb(folder);
    const reopened = getVoyage(db, created.id);
    expect(reopened).toEqual(saved);
    expect(reopened.waypoints[1]!.arrivalRadiusNm).toBe(0.3);
    expect(reopened.routeCheckAcknowledgements).toEqual(acknowledgements);
    expect(duplicateVoyage(db, created.id, undefined, { nowMs: 3000 }).waypoints[1]!.arrivalRadiusNm).toBe(0.3);
    // A row written before either field existed, by an older Passage: met when the store opens.
    db.run(sql`UPDATE voyages SET route_json = ${JSON.stringify({ waypoints: bergenToAberdeen.waypoints, legs: bergenToAberdeen.legs })} WHERE id = ${created.id}`);
    db.close();
    db = openPassageDb(folder);
    const older = getVoyage(db, created.id);
    expect(older.waypoints).toEqual(bergenToAberdeen.waypoints);
    expect('routeCheckAcknowledgements' in older).toBe(false);
  });

  it('keeps a voyage whole across closing and reopening, then renames and deletes it', () => {
    const created = createVoyage(db, bergenToAberdeen, { nowMs: 1000 });
    expect(created).toMatchObject({ ...bergenToAberdeen, revision: 1, vesselProfileId: 'default' });
    db.close();
    db = openPassageDb(folder);
    expect(getVoyage(db, created.id)).toEqual(created);
    expect(listVoyages(db)).toEqual([
      { id: created.id, name: 'Bergen to Aberdeen', waypointCount: 3, departure: bergenToAberdeen.departure, vesselProfileId: 'default', revision: 1, updatedAtMs: 1000 },
    ]);

    const renamed = renameVoyage(db, created.id, 'North Sea crossing', 2000);
    expect(getVoyage(db, created.id)).toEqual(renamed);
    expect(renamed).toMatchObject({ name: 'North Sea crossing', revision: 2 });

    const saved = saveVoyage(db, { ...renamed, departure: { mode: 'arriveBy', etaUtcMs: Date.UTC(2026, 10, 23, 18) } }, 3000);
    expect(getVoyage(db, created.id)).toEqual(saved);
    expect(saved.revision).toBe(3);

    expect(deleteVoyage(db, created.id)).toBe(true);
    expect(findVoyage(db, created.id)).toBeUndefined();
    expect(deleteVoyage(db, created.id)).toBe(false);
  });

  it('makes a duplicate that changes independently of the original', () => {
    const original = createVoyage(db, bergenToAberdeen, { nowMs: 1000 });
    const copy = duplicateVoyage(db, original.id, undefined, { nowMs: 2000 });
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe('Bergen to Aberdeen (copy)');
    saveVoyage(db, { ...copy, waypoints: copy.waypoints.slice(0, 2), legs: copy.legs.slice(0, 1) }, 3000);
    expect(getVoyage(db, original.id)).toEqual(original);
    expect(getVoyage(db, copy.id).waypoints).toHaveLength(2);
    deleteVoyage(db, original.id);
    expect(getVoyage(db, copy.id).name).toBe('Bergen to Aberdeen (copy)');
  });

  it('refuses a save from an editor that loaded an older revision, and keeps the newer work', () => {
    const loaded = createVoyage(db, bergenToAberdeen, { nowMs: 1000 });
    const otherWindow = saveVoyage(db, { ...loaded, name: 'Saved in the other window' }, 2000);
    const error = caught(() => saveVoyage(db, { ...loaded, name: 'Stale edit' }, 3000));
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ code: 'stale_revision' });
    expect((error as Error).message).toContain('was changed elsewhere');
    expect(getVoyage(db, loaded.id)).toEqual(otherWindow);
  });

  it('parses a voyage once per revision: the same frozen voyage until it is written, here or from outside, and never a rolled-back one', () => {
    const created = createVoyage(db, bergenToAberdeen, { nowMs: 1000 });
    const first = getVoyage(db, created.id);
    expect(getVoyage(db, created.id)).toBe(first);
    expect(findVoyage(db, created.id)).toBe(first);
    expect(() => {
      first.waypoints[1]!.name = 'Changed by a reader';
    }).toThrow(TypeError);
    expect(() => first.legs.push({ geometry: 'rhumb', speedKn: 5 })).toThrow(TypeError);
    expect(getVoyage(db, created.id).waypoints[1]!.name).toBe('Fair Isle');

    // The clock stands still, as in the tests: the revision alone tells the writes apart.
    const saved = saveVoyage(db, { ...first, name: 'Saved' }, 1000);
    expect(getVoyage(db, created.id)).toEqual(saved);
    const renamed = renameVoyage(db, created.id, 'Renamed', 1000);
    expect(getVoyage(db, created.id)).toEqual(renamed);

    db.run(sql`UPDATE voyages SET name = 'Written from outside', revision = revision + 1 WHERE id = ${created.id}`);
    expect(getVoyage(db, created.id).name).toBe('Written from outside');

    const before = getVoyage(db, created.id);
    expect(() =>
      db.transaction(() => {
        saveVoyage(db, { ...before, name: 'Rolled back' }, 1000);
        expect(getVoyage(db, created.id).name).toBe('Rolled back');
        throw new Error('the rest of the work failed');
      }),
    ).toThrow('the rest of the work failed');
    expect(getVoyage(db, created.id)).toEqual(before);
    saveVoyage(db, { ...before, waypoints: before.waypoints.slice(0, 2), legs: before.legs.slice(0, 1) }, 1000);
    expect(getVoyage(db, created.id)).toMatchObject({ name: 'Written from outside', revision: before.revision + 1 });
    expect(getVoyage(db, created.id).waypoints).toHaveLength(2);

    deleteVoyage(db, created.id);
    expect(findVoyage(db, created.id)).toBeUndefined();

    // The last eight parsed are kept, not every voyage read.
    const voyages = Array.from({ length: 9 }, (_, index) => createVoyage(db, { ...bergenToAberdeen, name: `Voyage ${index}` }, { nowMs: 1000 }));
    const firstRead = voyages.map((voyage) => getVoyage(db, voyage.id));
    expect(getVoyage(db, voyages[8]!.id)).toBe(firstRead[8]);
    expect(getVoyage(db, voyages[1]!.id)).toBe(firstRead[1]);
    expect(getVoyage(db, voyages[0]!.id)).not.toBe(firstRead[0]);
    expect(getVoyage(db, voyages[0]!.id)).toEqual(firstRead[0]);
  });

  it('refuses a route whose legs do not match its waypoints', () => {
    expect(() => createVoyage(db, { ...bergenToAberdeen, legs: bergenToAberdeen.legs.slice(0, 1) }, { nowMs: 1 })).toThrow(/3 waypoints need 2 legs/);
    expect(listVoyages(db)).toEqual([]);
  });

  it('refuses a vessel profile that does not exist', () => {
    expect(caught(() => createVoyage(db, { ...bergenToAberdeen, vesselProfileId: 'ghost' }, { nowMs: 1 }))).toMatchObject({ code: 'not_found' });
  });
});

describe('vessel profiles table', () => {
  it('starts with the default profile: Hs 4 m and wind 30 kn, soft', () => {
    expect(listVesselProfiles(db)).toEqual([defaultVesselProfile]);
    expect(defaultVesselProfile.limits.significantWaveHeightM).toEqual({ value: 4, severity: 'soft' });
    expect(defaultVesselProfile.limits.windKn).toEqual({ value: 30, severity: 'soft' });
  });

  it('creates a profile without an id and replaces one with an id', () => {
    const coaster = saveVesselProfile(db, { ...defaultVesselProfile, id: undefined, name: 'Coaster', serviceSpeedKn: 9 }, 1);
    expect(coaster.id).not.toBe('default');
    saveVesselProfile(db, { ...coaster, limits: { ...coaster.limits, gustKn: { value: 45, severity: 'hard' } } }, 2);
    expect(getVesselProfile(db, coaster.id).limits.gustKn).toEqual({ value: 45, severity: 'hard' });
    expect(listVesselProfiles(db).map((profile) => profile.name)).toEqual(['Coaster', 'Default vessel']);
  });
});
