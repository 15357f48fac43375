import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../database';
import { getVesselProfile, saveVesselProfile } from '../../vessel-profiles-table';
import { passageMigrations } from '.';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0070-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('0070-add-vessel-draft-and-distances', () => {
  it('keeps a profile made before it, with no draft guessed, 2 nm off the coast and storms near within 1,000 nm', () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 70), durability: 'full' });
    before.raw
      .prepare(`INSERT INTO vessel_profiles (id, name, service_speed_kn, limits_json, storm_distance_json, updated_at_ms) VALUES (?, ?, ?, ?, ?, 1)`)
      .run('coaster', 'Coaster', 10, JSON.stringify({ significantWaveHeightM: null, windKn: null, gustKn: null, swellM: null, visibilityNm: null }), JSON.stringify({ hurricane: 250, tropicalStorm: 200, depression: 100, severity: 'soft' }));
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    const coaster = getVesselProfile(after, 'coaster');
    expect(coaster).toMatchObject({ name: 'Coaster', serviceSpeedKn: 10, draftM: null, coastSafetyDistanceNm: 2, stormNearDistanceNm: 1000 });
    expect(coaster.stormDistanceNm.hurricane).toBe(250);
    after.close();
  });

  it('stores the draft and both distances a navigator sets, and gives them back', () => {
    const db = openDatabase({ path: path.join(folder, 'passage.db'), migrations: passageMigrations, durability: 'full' });
    const saved = saveVesselProfile(db, { ...getVesselProfile(db, 'default'), id: undefined, name: 'Deep ship', draftM: 14.5, coastSafetyDistanceNm: 5, stormNearDistanceNm: 600 }, 1, () => 'deep');
    expect(getVesselProfile(db, saved.id)).toMatchObject({ draftM: 14.5, coastSafetyDistanceNm: 5, stormNearDistanceNm: 600 });
    expect(getVesselProfile(db, 'default')).toMatchObject({ draftM: null, coastSafetyDistanceNm: 2, stormNearDistanceNm: 1000 });
    db.close();
  });
});
