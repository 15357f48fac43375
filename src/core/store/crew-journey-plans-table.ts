import { crewPlanSchema, type CrewPlan } from '../../shared/shore/crew-plan';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';
import { notFound } from './store-errors';
import { findVoyage } from './voyages-table';

/**
 * crew_journey_plans: a voyage's crew journey plans, each kept whole as the renderer last saw it
 * (saved again as options arrive). Whether a plan is still current is the renderer's judgement
 * against the ship time and the clock (src/renderer/shore/crew-journey-checks.ts), not the store's.
 */

/** Newest plan first. A row that no longer reads as a plan is skipped rather than failing the list. */
export function listCrewPlans(db: ReadableDatabase, voyageId: string): CrewPlan[] {
  const rows = db.all<{ plan_json: string }>(sql`
    SELECT plan_json FROM crew_journey_plans WHERE voyage_id = ${voyageId} ORDER BY planned_at_ms DESC, plan_id
  `);
  return rows.flatMap((row) => {
    const parsed = crewPlanSchema.safeParse(JSON.parse(row.plan_json));
    return parsed.success ? [parsed.data] : [];
  });
}

/** Inserts or replaces the plan; refused (not_found) when the voyage is not in the store. */
export function saveCrewPlan(db: WritableDatabase, voyageId: string, plan: CrewPlan, nowMs: number): void {
  const valid = crewPlanSchema.parse(plan);
  db.transaction(() => {
    if (findVoyage(db, voyageId) === undefined) throw notFound('voyage', voyageId);
    db.run(sql`
      INSERT INTO crew_journey_plans (plan_id, voyage_id, plan_json, planned_at_ms, saved_at_ms)
      VALUES (${valid.planId}, ${voyageId}, ${JSON.stringify(valid)}, ${valid.plannedAtMs}, ${nowMs})
      ON CONFLICT (plan_id) DO UPDATE SET plan_json = excluded.plan_json, saved_at_ms = excluded.saved_at_ms
      WHERE crew_journey_plans.voyage_id = excluded.voyage_id
    `);
  });
}

/** True when a plan was deleted, false when the voyage had none with that id. */
export function deleteCrewPlan(db: WritableDatabase, voyageId: string, planId: string): boolean {
  return db.run(sql`DELETE FROM crew_journey_plans WHERE voyage_id = ${voyageId} AND plan_id = ${planId}`).changes > 0;
}
