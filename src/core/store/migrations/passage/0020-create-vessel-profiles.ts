import type { Migration } from '../../migrate';

export const createVesselProfiles: Migration = {
  version: 20,
  name: '0020-create-vessel-profiles',
  up(db) {
    // Limits and storm distances as JSON: they are read and written whole, validated by the zod
    // schema both ways, and a new kind of limit needs no migration.
    db.exec(`
      CREATE TABLE vessel_profiles (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL,
        service_speed_kn REAL NOT NULL,
        limits_json TEXT NOT NULL,
        storm_distance_json TEXT NOT NULL,
        updated_at_ms INTEGER NOT NULL
      ) STRICT;
    `);
    // Written out here rather than read at run time, so this migration means the same forever
    // even if the default in the code changes later (vessel-profile.ts
    // holds the same values as `defaultVesselProfile`; a test checks they agree).
    db.prepare(
      `INSERT INTO vessel_profiles (id, name, service_speed_kn, limits_json, storm_distance_json, updated_at_ms)
       VALUES (?, ?, ?, ?, ?, 0)`,
    ).run(
      'default',
      'Default vessel',
      12,
      JSON.stringify({
        significantWaveHeightM: { value: 4, severity: 'soft' },
        windKn: { value: 30, severity: 'soft' },
        gustKn: null,
        swellM: null,
        visibilityNm: null,
      }),
      JSON.stringify({ hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' }),
    );
  },
};
