import type { Migration } from '../../migrate';

export const createCrewJourneyPlans: Migration = {
  version: 80,
  name: '0080-create-crew-journey-plans',
  up(db) {
    // Issue 20: crew journey plans were kept in the page's storage, which the web host's
    // per-launch address lost at every restart. One row a plan, the plan one JSON document (it is
    // always read and written whole, checked by its zod schema); gone with its voyage.
    db.exec(`
      CREATE TABLE crew_journey_plans (
        plan_id TEXT PRIMARY KEY NOT NULL,
        voyage_id TEXT NOT NULL REFERENCES voyages (id) ON DELETE CASCADE,
        plan_json TEXT NOT NULL,
        planned_at_ms INTEGER NOT NULL,
        saved_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX crew_journey_plans_by_voyage ON crew_journey_plans (voyage_id, planned_at_ms DESC);
    `);
  },
};
