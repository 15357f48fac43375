import type { Migration } from '../../migrate';

export const createVoyages: Migration = {
  version: 30,
  name: '0030-create-voyages',
  up(db) {
    // Waypoints and legs are one JSON document: a voyage is always loaded and saved whole (one
    // row, one revision check), and the zod schema validates it on the way in and out.
    db.exec(`
      CREATE TABLE voyages (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL,
        revision INTEGER NOT NULL,
        vessel_profile_id TEXT NOT NULL REFERENCES vessel_profiles (id),
        departure_json TEXT NOT NULL,
        route_json TEXT NOT NULL,
        waypoint_count INTEGER NOT NULL,
        created_at_ms INTEGER NOT NULL,
        updated_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX voyages_by_updated ON voyages (updated_at_ms DESC);
    `);
  },
};
