import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../../../../shared/voyage/vessel-profile';
import { openDatabase } from '../../database';
import { getVesselProfile, saveVesselProfile } from '../../vessel-profiles-table';
import { passageMigrations } from '.';
import { defaultSpeedLossJson } from './0100-add-vessel-speed-loss';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0100-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('0100-add-vessel-speed-loss', () => {
  it("gives the default vessel Kwon's table for her default hull, and a navigator's own ship none (no hull guessed)", () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 100), durability: 'full' });
    before.raw
      .prepare(`INSERT INTO vessel_profiles (id, name, service_speed_kn, limits_json, storm_distance_json, updated_at_ms) VALUES (?, ?, ?, ?, ?, 1)`)
      .run('coaster', 'Coaster', 10, JSON.stringify({ significantWaveHeightM: null, windKn: null, gustKn: null, swellM: null, visibilityNm: null }), JSON.stringify({ hurricane: 250, tropicalStorm: 200, depression: 100, severity: 'soft' }));
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    expect(getVesselProfile(after, 'coaster').speedLoss).toBeNull();
    const table = getVesselProfile(after, 'default').speedLoss;
    expect(table?.hull).toMatchObject({ lengthBetweenPerpendicularsM: 140, blockCoefficient: 0.7, displacementT: 16_000 });
    // Beaufort 7: a head sea slows her far more than a following one.
    expect(table?.lossPercent[7]).toEqual([82, 58.6, 34.4, 15.2]);
    after.close();
  });

  it("writes the same table the code's default vessel has (the literal and Kwon's method agree)", () => {
    expect(JSON.parse(defaultSpeedLossJson)).toEqual(defaultVesselProfile.speedLoss);
  });

  it('stores the table a navigator edits and gives it back whole', () => {
    const db = openDatabase({ path: path.join(folder, 'passage.db'), migrations: passageMigrations, durability: 'full' });
    const own = getVesselProfile(db, 'default');
    const lossPercent = own.speedLoss!.lossPercent.map((row, force) => (force === 6 ? [20, 15, 10, 5] : row));
    const saved = saveVesselProfile(db, { ...own, id: undefined, name: 'Feeder', speedLoss: { ...own.speedLoss!, lossPercent, editedByNavigator: true } }, 1, () => 'feeder');
    expect(getVesselProfile(db, saved.id).speedLoss).toMatchObject({ editedByNavigator: true, lossPercent: expect.arrayContaining([[20, 15, 10, 5]]) });
    const cleared = saveVesselProfile(db, { ...getVesselProfile(db, 'feeder'), speedLoss: null }, 2);
    expect(getVesselProfile(db, cleared.id).speedLoss).toBeNull();
    db.close();
  });
});
