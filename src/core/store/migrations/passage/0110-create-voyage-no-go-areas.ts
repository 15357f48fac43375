import type { Migration } from '../../migrate';

export const createVoyageNoGoAreas: Migration = {
  version: 110,
  name: '0110-create-voyage-no-go-areas',
  up(db) {
    // Issue 24: the areas a navigator keeps the ship out of, drawn on the chart, saved with the
    // voyage and gone with it. One row an area, the area one JSON document (name and corners,
    // read and written whole, checked by its zod schema); listed in the order they were drawn.
    db.exec(`
      CREATE TABLE voyage_no_go_areas (
        area_id TEXT PRIMARY KEY NOT NULL,
        voyage_id TEXT NOT NULL REFERENCES voyages (id) ON DELETE CASCADE,
        area_json TEXT NOT NULL,
        created_at_ms INTEGER NOT NULL,
        saved_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX voyage_no_go_areas_by_voyage ON voyage_no_go_areas (voyage_id, created_at_ms);
    `);
  },
};
