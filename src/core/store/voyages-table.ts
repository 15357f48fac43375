import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  departureSchema,
  legSchema,
  newVoyageSchema,
  routeCheckAcknowledgementSchema,
  voyageSaveSchema,
  voyageSchema,
  waypointSchema,
  type NewVoyage,
  type Voyage,
  type VoyageSave,
  type VoyageSummary,
} from '../../shared/voyage/voyage';
import { defaultVesselProfileId } from '../../shared/voyage/vessel-profile';
import { deepFreeze } from '../deep-freeze';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';
import { notFound, staleRevision } from './store-errors';
import { findVesselProfile } from './vessel-profiles-table';

interface VoyageRow {
  id: string;
  name: string;
  revision: number;
  vessel_profile_id: string;
  departure_json: string;
  route_json: string;
  waypoint_count: number;
  created_at_ms: number;
  updated_at_ms: number;
}

/**
 * route_json: the waypoints (with their arrival radius, when a route file gave one) and legs, and
 * the route check's acknowledged findings: a document read whole, so no migration is needed for
 * an optional field (an older row simply has none).
 */
const routeDocumentSchema = z.object({ waypoints: z.array(waypointSchema), legs: z.array(legSchema), routeCheckAcknowledgements: z.array(routeCheckAcknowledgementSchema).optional() });

export interface VoyageWriteOptions {
  nowMs: number;
  newId?: () => string;
}

function fromRow(row: VoyageRow): Voyage {
  const route = routeDocumentSchema.parse(JSON.parse(row.route_json));
  return voyageSchema.parse({
    id: row.id,
    name: row.name,
    waypoints: route.waypoints,
    legs: route.legs,
    ...(route.routeCheckAcknowledgements ? { routeCheckAcknowledgements: route.routeCheckAcknowledgements } : {}),
    departure: departureSchema.parse(JSON.parse(row.departure_json)),
    vesselProfileId: row.vessel_profile_id,
    revision: row.revision,
    createdAtMs: row.created_at_ms,
    updatedAtMs: row.updated_at_ms,
  });
}

function routeJson(voyage: Pick<Voyage, 'waypoints' | 'legs' | 'routeCheckAcknowledgements'>): string {
  return JSON.stringify({ waypoints: voyage.waypoints, legs: voyage.legs, routeCheckAcknowledgements: voyage.routeCheckAcknowledgements });
}

function requireVesselProfile(db: ReadableDatabase, id: string): void {
  if (findVesselProfile(db, id) === undefined) throw notFound('vessel profile', id);
}

function insert(db: WritableDatabase, voyage: Voyage): void {
  db.run(sql`
    INSERT INTO voyages (id, name, revision, vessel_profile_id, departure_json, route_json, waypoint_count, created_at_ms, updated_at_ms)
    VALUES (${voyage.id}, ${voyage.name}, ${voyage.revision}, ${voyage.vesselProfileId}, ${JSON.stringify(voyage.departure)},
            ${routeJson(voyage)}, ${voyage.waypoints.length}, ${voyage.createdAtMs}, ${voyage.updatedAtMs})
  `);
}

/** Most recently changed first. */
export function listVoyages(db: ReadableDatabase): VoyageSummary[] {
  const rows = db.all<Omit<VoyageRow, 'route_json'>>(sql`
    SELECT id, name, revision, vessel_profile_id, departure_json, waypoint_count, created_at_ms, updated_at_ms
    FROM voyages ORDER BY updated_at_ms DESC, id
  `);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    waypointCount: row.waypoint_count,
    departure: departureSchema.parse(JSON.parse(row.departure_json)),
    vesselProfileId: row.vessel_profile_id,
    revision: row.revision,
    updatedAtMs: row.updated_at_ms,
  }));
}

/**
 * Voyages as last read, by database and id. Every call about a voyage (its cost, its forecast, its
 * check, an export) reads it whole, and the host parsed a 1,000-waypoint route again for each: about
 * 3 ms warm and 18 cold, 16 ms at 5,000 waypoints, several times as a voyage opens. A voyage read at
 * the revision and time of change it was kept at is the one parsed before; it is frozen, so no
 * reader can change what the next one gets. Every write moves the revision on (each write here
 * reads the stored revision first, in its transaction, so a kept voyage of a rolled-back write is
 * never taken for a later one). The last eight voyages parsed are kept, not all a navigator has.
 */
const keptVoyageCount = 8;
const readVoyages = new WeakMap<ReadableDatabase, Map<string, Voyage>>();

function keptVoyages(db: ReadableDatabase): Map<string, Voyage> {
  let kept = readVoyages.get(db);
  if (kept === undefined) {
    kept = new Map();
    readVoyages.set(db, kept);
  }
  return kept;
}

/** The voyage as stored, frozen: the same object while its revision stands. */
export function findVoyage(db: ReadableDatabase, id: string): Voyage | undefined {
  const kept = keptVoyages(db);
  const stamp = db.get<Pick<VoyageRow, 'revision' | 'updated_at_ms'>>(sql`SELECT revision, updated_at_ms FROM voyages WHERE id = ${id}`);
  if (stamp === undefined) {
    kept.delete(id);
    return undefined;
  }
  const known = kept.get(id);
  if (known !== undefined && known.revision === stamp.revision && known.updatedAtMs === stamp.updated_at_ms) return known;
  const row = db.get<VoyageRow>(sql`SELECT * FROM voyages WHERE id = ${id}`);
  if (row === undefined) return undefined;
  const voyage = deepFreeze(fromRow(row));
  kept.delete(id);
  kept.set(id, voyage);
  for (const oldest of kept.keys()) {
    if (kept.size <= keptVoyageCount) break;
    kept.delete(oldest);
  }
  return voyage;
}

export function getVoyage(db: ReadableDatabase, id: string): Voyage {
  const voyage = findVoyage(db, id);
  if (voyage === undefined) throw notFound('voyage', id);
  return voyage;
}

export function createVoyage(db: WritableDatabase, input: NewVoyage, options: VoyageWriteOptions): Voyage {
  const valid = newVoyageSchema.parse(input);
  const voyage = voyageSchema.parse({
    id: (options.newId ?? randomUUID)(),
    name: valid.name,
    waypoints: valid.waypoints,
    legs: valid.legs,
    ...(valid.routeCheckAcknowledgements ? { routeCheckAcknowledgements: valid.routeCheckAcknowledgements } : {}),
    departure: valid.departure ?? { mode: 'departAt', etdUtcMs: options.nowMs },
    vesselProfileId: valid.vesselProfileId ?? defaultVesselProfileId,
    revision: 1,
    createdAtMs: options.nowMs,
    updatedAtMs: options.nowMs,
  });
  db.transaction(() => {
    requireVesselProfile(db, voyage.vesselProfileId);
    insert(db, voyage);
  });
  return voyage;
}

/**
 * Writes the whole voyage if nobody saved it since the editor loaded `save.revision`; otherwise
 * refuses, so two windows (or a window and the web host) never silently overwrite each other.
 */
export function saveVoyage(db: WritableDatabase, save: VoyageSave, nowMs: number): Voyage {
  const valid = voyageSaveSchema.parse(save);
  return db.transaction(() => {
    const stored = getVoyage(db, valid.id);
    if (stored.revision !== valid.revision) throw staleRevision(stored.name, stored.revision, valid.revision);
    requireVesselProfile(db, valid.vesselProfileId);
    const next: Voyage = { ...valid, revision: stored.revision + 1, createdAtMs: stored.createdAtMs, updatedAtMs: nowMs };
    db.run(sql`
      UPDATE voyages SET name = ${next.name}, revision = ${next.revision}, vessel_profile_id = ${next.vesselProfileId},
        departure_json = ${JSON.stringify(next.departure)}, route_json = ${routeJson(next)},
        waypoint_count = ${next.waypoints.length}, updated_at_ms = ${nowMs}
      WHERE id = ${next.id} AND revision = ${stored.revision}
    `);
    return next;
  });
}

/** A rename is a change like any other: it moves the revision on. */
export function renameVoyage(db: WritableDatabase, id: string, name: string, nowMs: number): Voyage {
  const validName = newVoyageSchema.shape.name.parse(name);
  return db.transaction(() => {
    const stored = getVoyage(db, id);
    db.run(sql`UPDATE voyages SET name = ${validName}, revision = revision + 1, updated_at_ms = ${nowMs} WHERE id = ${id}`);
    return { ...stored, name: validName, revision: stored.revision + 1, updatedAtMs: nowMs };
  });
}

/** A new, independent voyage with the same route, departure and vessel. */
export function duplicateVoyage(db: WritableDatabase, id: string, name: string | undefined, options: VoyageWriteOptions): Voyage {
  return db.transaction(() => {
    const source = getVoyage(db, id);
    const copy = voyageSchema.parse({
      ...structuredClone(source),
      id: (options.newId ?? randomUUID)(),
      name: name ?? `${source.name} (copy)`,
      revision: 1,
      createdAtMs: options.nowMs,
      updatedAtMs: options.nowMs,
    });
    insert(db, copy);
    return copy;
  });
}

/** True when a voyage was deleted, false when there was none with that id. */
export function deleteVoyage(db: WritableDatabase, id: string): boolean {
  return db.run(sql`DELETE FROM voyages WHERE id = ${id}`).changes > 0;
}
