import { noGoAreaSchema, type NoGoArea } from '../../shared/voyage/no-go-area';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';
import type { SqlQuery } from './sql';
import { notFound } from './store-errors';
import { findVoyage } from './voyages-table';

/**
 * voyage_no_go_areas: the areas a navigator keeps a voyage's ship out of, each kept whole. The
 * weather router reads them through listNoGoAreas; a duplicated voyage takes copies with it.
 */

/** A voyage's areas in the order drawn (the index on voyage and time, no sort). */
export function noGoAreasOfVoyageQuery(voyageId: string): SqlQuery {
  return sql`SELECT area_json FROM voyage_no_go_areas WHERE voyage_id = ${voyageId} ORDER BY created_at_ms, rowid`;
}

/** A row that no longer reads as an area is skipped rather than failing the list. */
export function listNoGoAreas(db: ReadableDatabase, voyageId: string): NoGoArea[] {
  return db.all<{ area_json: string }>(noGoAreasOfVoyageQuery(voyageId)).flatMap((row) => {
    const parsed = noGoAreaSchema.safeParse(JSON.parse(row.area_json));
    return parsed.success ? [parsed.data] : [];
  });
}

/** Inserts or replaces (by id, within the same voyage); refused (not_found) when the voyage is not in the store. */
export function saveNoGoArea(db: WritableDatabase, voyageId: string, area: NoGoArea, nowMs: number): NoGoArea {
  const valid = noGoAreaSchema.parse(area);
  db.transaction(() => {
    if (findVoyage(db, voyageId) === undefined) throw notFound('voyage', voyageId);
    db.run(sql`
      INSERT INTO voyage_no_go_areas (area_id, voyage_id, area_json, created_at_ms, saved_at_ms)
      VALUES (${valid.id}, ${voyageId}, ${JSON.stringify(valid)}, ${nowMs}, ${nowMs})
      ON CONFLICT (area_id) DO UPDATE SET area_json = excluded.area_json, saved_at_ms = excluded.saved_at_ms
      WHERE voyage_no_go_areas.voyage_id = excluded.voyage_id
    `);
  });
  return valid;
}

/** True when an area was deleted, false when the voyage had none with that id. */
export function deleteNoGoArea(db: WritableDatabase, voyageId: string, areaId: string): boolean {
  return db.run(sql`DELETE FROM voyage_no_go_areas WHERE voyage_id = ${voyageId} AND area_id = ${areaId}`).changes > 0;
}

/** The areas of one voyage given to another (a duplicated voyage), each under a new id. */
export function copyNoGoAreas(db: WritableDatabase, fromVoyageId: string, toVoyageId: string, nowMs: number, newId: () => string): void {
  db.transaction(() => {
    listNoGoAreas(db, fromVoyageId).forEach((area, order) => {
      const copy = { ...area, id: newId() };
      db.run(sql`
        INSERT INTO voyage_no_go_areas (area_id, voyage_id, area_json, created_at_ms, saved_at_ms)
        VALUES (${copy.id}, ${toVoyageId}, ${JSON.stringify(copy)}, ${nowMs + order}, ${nowMs})
      `);
    });
  });
}
