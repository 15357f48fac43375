import type { Migration } from '../../migrate';

export const addVesselDraftAndDistances: Migration = {
  version: 70,
  name: '0070-add-vessel-draft-and-distances',
  up(db) {
    // Issue 29: the draft the ports are judged by (unknown for profiles made before: NULL, not a
    // guess), the route check's safety distance from the coast, and the distance within which a
    // storm counts as near the voyage. Defaults written out so the migration means the same forever.
    db.exec(`
      ALTER TABLE vessel_profiles ADD COLUMN draft_m REAL;
      ALTER TABLE vessel_profiles ADD COLUMN coast_safety_distance_nm REAL NOT NULL DEFAULT 2;
      ALTER TABLE vessel_profiles ADD COLUMN storm_near_distance_nm REAL NOT NULL DEFAULT 1000;
    `);
  },
};
