import { randomUUID } from 'node:crypto';
import {
  stormDistanceSchema,
  vesselLimitsSchema,
  vesselProfileInputSchema,
  vesselProfileSchema,
  type VesselProfile,
  type VesselProfileInput,
} from '../../shared/voyage/vessel-profile';
import { speedLossTableSchema } from '../../shared/voyage/speed-loss-table';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';
import type { SqlQuery } from './sql';
import { notFound } from './store-errors';

interface VesselProfileRow {
  id: string;
  name: string;
  service_speed_kn: number;
  limits_json: string;
  storm_distance_json: string;
  draft_m: number | null;
  coast_safety_distance_nm: number;
  storm_near_distance_nm: number;
  speed_loss_json?: string | null;
}

function fromRow(row: VesselProfileRow): VesselProfile {
  return vesselProfileSchema.parse({
    id: row.id,
    name: row.name,
    serviceSpeedKn: row.service_speed_kn,
    limits: vesselLimitsSchema.parse(JSON.parse(row.limits_json)),
    stormDistanceNm: stormDistanceSchema.parse(JSON.parse(row.storm_distance_json)),
    draftM: row.draft_m,
    coastSafetyDistanceNm: row.coast_safety_distance_nm,
    stormNearDistanceNm: row.storm_near_distance_nm,
    // Absent, not only NULL, in a database a test holds before migration 0100.
    speedLoss: row.speed_loss_json === null || row.speed_loss_json === undefined ? null : speedLossTableSchema.parse(JSON.parse(row.speed_loss_json)),
  });
}

export function listVesselProfiles(db: ReadableDatabase): VesselProfile[] {
  return db.all<VesselProfileRow>(sql`SELECT * FROM vessel_profiles ORDER BY name COLLATE NOCASE, id`).map(fromRow);
}

/** One profile by its id (the primary key's index). */
export function vesselProfileByIdQuery(id: string): SqlQuery {
  return sql`SELECT * FROM vessel_profiles WHERE id = ${id}`;
}

export function findVesselProfile(db: ReadableDatabase, id: string): VesselProfile | undefined {
  const row = db.get<VesselProfileRow>(vesselProfileByIdQuery(id));
  return row === undefined ? undefined : fromRow(row);
}

export function getVesselProfile(db: ReadableDatabase, id: string): VesselProfile {
  const profile = findVesselProfile(db, id);
  if (profile === undefined) throw notFound('vessel profile', id);
  return profile;
}

/** Creates the profile when it has no id, replaces the one with its id otherwise. */
export function saveVesselProfile(
  db: WritableDatabase,
  input: VesselProfileInput,
  nowMs: number,
  newId: () => string = randomUUID,
): VesselProfile {
  const valid = vesselProfileInputSchema.parse(input);
  const profile: VesselProfile = { ...valid, id: valid.id ?? newId() };
  db.run(sql`
    INSERT INTO vessel_profiles (id, name, service_speed_kn, limits_json, storm_distance_json, draft_m,
                                 coast_safety_distance_nm, storm_near_distance_nm, speed_loss_json, updated_at_ms)
    VALUES (${profile.id}, ${profile.name}, ${profile.serviceSpeedKn}, ${JSON.stringify(profile.limits)},
            ${JSON.stringify(profile.stormDistanceNm)}, ${profile.draftM}, ${profile.coastSafetyDistanceNm},
            ${profile.stormNearDistanceNm}, ${profile.speedLoss === null ? null : JSON.stringify(profile.speedLoss)}, ${nowMs})
    ON CONFLICT (id) DO UPDATE SET
      name = excluded.name, service_speed_kn = excluded.service_speed_kn, limits_json = excluded.limits_json,
      storm_distance_json = excluded.storm_distance_json, draft_m = excluded.draft_m,
      coast_safety_distance_nm = excluded.coast_safety_distance_nm,
      storm_near_distance_nm = excluded.storm_near_distance_nm, speed_loss_json = excluded.speed_loss_json,
      updated_at_ms = excluded.updated_at_ms
  `);
  return profile;
}
