import type { PackItemKind, PackItemState, PackJobState } from '../../shared/voyage/voyage-pack';
import { layerImageOperation } from '../../shared/service/image-operations';
import { chargedCredits, unknownCredits } from './credit-ledger-table';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';

/**
 * The pack job of a voyage in passage.db (0090-create-voyage-pack-jobs): the job, its items and
 * each item's requests. Every state change is its own commit (synchronous=FULL), so a process
 * killed at any moment resumes from what was acknowledged.
 */

export interface PackJobRow {
  job_id: string;
  voyage_id: string;
  voyage_revision: number;
  state: PackJobState;
  reason: string | null;
  choices_json: string;
  resume_on_reconnect: number;
  planning_credits: number;
  created_at_ms: number;
  started_at_ms: number | null;
  finished_at_ms: number | null;
  running_ms: number;
}

export interface PackItemRow {
  item_id: string;
  position: number;
  kind: PackItemKind;
  label: string;
  ticked: number;
  state: PackItemState;
  message: string | null;
  /** On a slow link, an item over the navigator's size: asking until approved (0120); null: never asked. */
  size_check: 'asking' | 'approved' | null;
}

export interface PackRequestRow {
  item_id: string;
  seq: number;
  operation: string;
  query_json: string;
  image_time: number | null;
  state: 'waiting' | 'done' | 'failed';
  credits_estimated: number;
  credits_spent: number;
  from_cache: number;
  bytes_estimated: number;
  bytes: number;
  fetched_at_ms: number | null;
  message: string | null;
  /** Credits of attempts cut off mid-way: charged or not, nobody can tell (0120). */
  credits_unknown: number;
}

export interface NewPackRequest {
  operation: string;
  query: unknown;
  imageTime: number | null;
  creditsEstimated: number;
  bytesEstimated: number;
}

export interface NewPackItem {
  itemId: string;
  kind: PackItemKind;
  label: string;
  ticked: boolean;
  requests: readonly NewPackRequest[];
  /** Why it cannot be packed (said in words): the item starts failed, with this as its message. */
  problem?: string | null;
}

export interface NewPackJob {
  jobId: string;
  voyageId: string;
  voyageRevision: number;
  choicesJson: string;
  resumeOnReconnect: boolean;
  planningCredits: number;
  createdAtMs: number;
  items: readonly NewPackItem[];
}

function insertRequests(db: WritableDatabase, jobId: string, itemId: string, firstSeq: number, requests: readonly NewPackRequest[]): void {
  requests.forEach((request, index) => {
    db.run(sql`
      INSERT INTO voyage_pack_requests (job_id, item_id, seq, operation, query_json, image_time, state, credits_estimated, bytes_estimated)
      VALUES (${jobId}, ${itemId}, ${firstSeq + index}, ${request.operation}, ${JSON.stringify(request.query)}, ${request.imageTime}, 'waiting', ${request.creditsEstimated}, ${request.bytesEstimated})
    `);
  });
}

function itemStartState(item: NewPackItem): PackItemState {
  if (item.problem !== undefined && item.problem !== null) return 'failed';
  return item.ticked ? 'waiting' : 'skipped';
}

/** A new pack replaces the voyage's previous one (its data stays cached and pinned). */
export function replacePackJob(db: WritableDatabase, job: NewPackJob): void {
  db.transaction(() => {
    db.run(sql`DELETE FROM voyage_pack_jobs WHERE voyage_id = ${job.voyageId}`);
    db.run(sql`
      INSERT INTO voyage_pack_jobs (job_id, voyage_id, voyage_revision, state, choices_json, resume_on_reconnect, planning_credits, created_at_ms)
      VALUES (${job.jobId}, ${job.voyageId}, ${job.voyageRevision}, 'planned', ${job.choicesJson}, ${job.resumeOnReconnect ? 1 : 0}, ${job.planningCredits}, ${job.createdAtMs})
    `);
    job.items.forEach((item, position) => {
      db.run(sql`
        INSERT INTO voyage_pack_items (job_id, item_id, position, kind, label, ticked, state, message)
        VALUES (${job.jobId}, ${item.itemId}, ${position}, ${item.kind}, ${item.label}, ${item.ticked ? 1 : 0}, ${itemStartState(item)}, ${item.problem ?? null})
      `);
      insertRequests(db, job.jobId, item.itemId, 0, item.requests);
    });
  });
}

export function findPackJob(db: ReadableDatabase, voyageId: string): PackJobRow | undefined {
  return db.get<PackJobRow>(sql`SELECT * FROM voyage_pack_jobs WHERE voyage_id = ${voyageId}`);
}

export function allPackJobs(db: ReadableDatabase): PackJobRow[] {
  return db.all<PackJobRow>(sql`SELECT * FROM voyage_pack_jobs ORDER BY created_at_ms`);
}

export function packItems(db: ReadableDatabase, jobId: string): PackItemRow[] {
  return db.all<PackItemRow>(sql`SELECT item_id, position, kind, label, ticked, state, message, size_check FROM voyage_pack_items WHERE job_id = ${jobId} ORDER BY position`);
}

export function packRequests(db: ReadableDatabase, jobId: string): PackRequestRow[] {
  return db.all<PackRequestRow>(sql`
    SELECT item_id, seq, operation, query_json, image_time, state, credits_estimated, credits_spent, from_cache, bytes_estimated, bytes, fetched_at_ms, message, credits_unknown
    FROM voyage_pack_requests WHERE job_id = ${jobId} ORDER BY item_id, seq
  `);
}

export function setPackJobState(db: WritableDatabase, jobId: string, state: PackJobState, reason: string | null, changes: { startedAtMs?: number; finishedAtMs?: number | null; addRunningMs?: number } = {}): void {
  db.run(sql`
    UPDATE voyage_pack_jobs SET state = ${state}, reason = ${reason},
      started_at_ms = coalesce(started_at_ms, ${changes.startedAtMs ?? null}),
      finished_at_ms = ${changes.finishedAtMs ?? null},
      running_ms = running_ms + ${Math.max(0, Math.round(changes.addRunningMs ?? 0))}
    WHERE job_id = ${jobId}
  `);
}

export function setPackResumeOnReconnect(db: WritableDatabase, jobId: string, resume: boolean): void {
  db.run(sql`UPDATE voyage_pack_jobs SET resume_on_reconnect = ${resume ? 1 : 0} WHERE job_id = ${jobId}`);
}

export function setPackItemState(db: WritableDatabase, jobId: string, itemId: string, state: PackItemState, message: string | null): void {
  db.run(sql`UPDATE voyage_pack_items SET state = ${state}, message = ${message} WHERE job_id = ${jobId} AND item_id = ${itemId}`);
}

export interface PackRequestOutcome {
  state: 'done' | 'failed';
  /** A layer listing, once answered, is its own size: its steps' images are requests of their own now. */
  bytesEstimated?: number;
  creditsSpent: number;
  /** Added to what earlier attempts left unknown. */
  creditsUnknown: number;
  fromCache: boolean;
  bytes: number;
  fetchedAtMs: number | null;
  message: string | null;
}

/** Spent and received add up over a request's attempts (a failed one asked again on resume). */
export function recordPackRequest(db: WritableDatabase, jobId: string, itemId: string, seq: number, outcome: PackRequestOutcome): void {
  db.run(sql`
    UPDATE voyage_pack_requests SET state = ${outcome.state}, credits_spent = credits_spent + ${outcome.creditsSpent}, credits_unknown = credits_unknown + ${outcome.creditsUnknown},
      from_cache = ${outcome.fromCache ? 1 : 0}, bytes = bytes + ${outcome.bytes}, bytes_estimated = coalesce(${outcome.bytesEstimated ?? null}, bytes_estimated), fetched_at_ms = ${outcome.fetchedAtMs}, message = ${outcome.message}
    WHERE job_id = ${jobId} AND item_id = ${itemId} AND seq = ${seq}
  `);
}

/**
 * Requests learned from an answer (a layer's step images), added once: the same commit marks the
 * answer's own request done, so a kill cannot leave the answer done with its images never added.
 */
export function addPackRequestsAfter(db: WritableDatabase, jobId: string, itemId: string, doneSeq: number, outcome: PackRequestOutcome, requests: readonly NewPackRequest[]): void {
  db.transaction(() => {
    const last = db.get<{ seq: number | null }>(sql`SELECT max(seq) AS seq FROM voyage_pack_requests WHERE job_id = ${jobId} AND item_id = ${itemId}`);
    insertRequests(db, jobId, itemId, (last?.seq ?? -1) + 1, requests);
    recordPackRequest(db, jobId, itemId, doneSeq, outcome);
  });
}

/**
 * The request done, and the item's requests still waiting after it replaced by these: what an
 * item planned before the pack ran asks now (the routing's fields, their region known once the
 * storms are packed).
 */
export function replaceWaitingPackRequestsAfter(db: WritableDatabase, jobId: string, itemId: string, doneSeq: number, outcome: PackRequestOutcome, requests: readonly NewPackRequest[]): void {
  db.transaction(() => {
    db.run(sql`DELETE FROM voyage_pack_requests WHERE job_id = ${jobId} AND item_id = ${itemId} AND seq > ${doneSeq} AND state = 'waiting'`);
    const last = db.get<{ seq: number | null }>(sql`SELECT max(seq) AS seq FROM voyage_pack_requests WHERE job_id = ${jobId} AND item_id = ${itemId}`);
    insertRequests(db, jobId, itemId, (last?.seq ?? -1) + 1, requests);
    recordPackRequest(db, jobId, itemId, doneSeq, outcome);
  });
}

/** Failed requests are asked again on the next resume. */
export function retryFailedPackRequests(db: WritableDatabase, jobId: string): void {
  db.transaction(() => {
    db.run(sql`UPDATE voyage_pack_requests SET state = 'waiting', message = NULL WHERE job_id = ${jobId} AND state = 'failed'`);
    db.run(sql`UPDATE voyage_pack_items SET state = 'waiting', message = NULL WHERE job_id = ${jobId} AND state IN ('failed', 'fetching')`);
  });
}

/** The credit ledger's newest row, to learn what one request received on the wire. */
export function lastLedgerRowId(db: ReadableDatabase): number {
  return db.get<{ id: number | null }>(sql`SELECT max(rowid) AS id FROM credit_ledger`)?.id ?? 0;
}

export interface LedgerSince {
  /** Spent as the ledger reads it: answered requests (credit-ledger-table.ts, chargedCredits). */
  chargedCredits: number;
  /** What cut-off attempts may have cost, never counted as spent. */
  unknownCredits: number;
  /** On the wire. */
  bytes: number;
}

/** What this operation's requests written to the ledger after the row given spent and received. */
export function ledgerSince(db: ReadableDatabase, afterRowId: number, operation: string): LedgerSince {
  const row = db.get<{ charged: number; unknown: number; bytes: number }>(sql`
    SELECT total(${chargedCredits}) AS charged, total(${unknownCredits}) AS unknown, total(bytes_received) AS bytes
    FROM credit_ledger WHERE rowid > ${afterRowId} AND operation = ${operation} AND cached = 0
  `);
  return { chargedCredits: row?.charged ?? 0, unknownCredits: row?.unknown ?? 0, bytes: row?.bytes ?? 0 };
}

/** Credits spent by the requests written to the ledger after the row given (what planning a pack cost). */
export function ledgerCreditsAfter(db: ReadableDatabase, afterRowId: number): number {
  return db.get<{ credits: number }>(sql`SELECT total(${chargedCredits}) AS credits FROM credit_ledger WHERE rowid > ${afterRowId} AND cached = 0`)?.credits ?? 0;
}

/** Cut-off attempts of a request still to be asked: what they may have cost stays with it. */
export function addPackRequestUnknownCredits(db: WritableDatabase, jobId: string, itemId: string, seq: number, credits: number): void {
  if (credits <= 0) return;
  db.run(sql`UPDATE voyage_pack_requests SET credits_unknown = credits_unknown + ${credits} WHERE job_id = ${jobId} AND item_id = ${itemId} AND seq = ${seq}`);
}

/**
 * Hours between the steps of a model's layers, as earlier packs received them (the median gap
 * between a layer item's step images); null before any pack held one of its layers.
 */
export function layerStepHoursMeasured(db: ReadableDatabase, itemIdPrefix: string): number | null {
  const rows = db.all<{ job_id: string; item_id: string; image_time: number }>(sql`
    SELECT job_id, item_id, image_time FROM voyage_pack_requests
    WHERE operation = ${layerImageOperation} AND image_time IS NOT NULL AND substr(item_id, 1, ${itemIdPrefix.length}) = ${itemIdPrefix}
    ORDER BY job_id, item_id, image_time
  `);
  const gaps: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous !== undefined && previous.job_id === row.job_id && previous.item_id === row.item_id && row.image_time > previous.image_time) gaps.push(row.image_time - previous.image_time);
  });
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]! / 3600;
}

/** On a slow link, an item over the navigator's size waits for a yes ('asking'), or has it ('approved'). */
export function setPackItemSizeCheck(db: WritableDatabase, jobId: string, itemId: string, check: 'asking' | 'approved' | null, message: string | null): void {
  db.run(sql`UPDATE voyage_pack_items SET size_check = ${check}, message = ${message} WHERE job_id = ${jobId} AND item_id = ${itemId}`);
}

/** The navigator said no to an item: it is skipped, as if unticked, and never asked. */
export function skipPackItem(db: WritableDatabase, jobId: string, itemId: string, message: string): void {
  db.run(sql`UPDATE voyage_pack_items SET ticked = 0, state = 'skipped', size_check = NULL, message = ${message} WHERE job_id = ${jobId} AND item_id = ${itemId}`);
}

/**
 * Items to fetch again (a refresh of what went stale): their requests wait again, a layer's step
 * images are dropped (the new run's listing names its own steps). What they spent and received
 * stays counted.
 */
export function resetPackItems(db: WritableDatabase, jobId: string, itemIds: readonly string[]): void {
  db.transaction(() => {
    for (const itemId of itemIds) {
      // The images' bytes go to their listing's row, so the pack still counts what it received.
      db.run(sql`
        UPDATE voyage_pack_requests SET bytes = bytes + (
          SELECT total(bytes) FROM voyage_pack_requests WHERE job_id = ${jobId} AND item_id = ${itemId} AND operation = ${layerImageOperation}
        ) WHERE job_id = ${jobId} AND item_id = ${itemId} AND operation = 'weatherMapsLayers'
      `);
      db.run(sql`DELETE FROM voyage_pack_requests WHERE job_id = ${jobId} AND item_id = ${itemId} AND operation = ${layerImageOperation}`);
      db.run(sql`UPDATE voyage_pack_requests SET state = 'waiting', message = NULL WHERE job_id = ${jobId} AND item_id = ${itemId}`);
      db.run(sql`UPDATE voyage_pack_items SET state = 'waiting', message = NULL, size_check = NULL WHERE job_id = ${jobId} AND item_id = ${itemId}`);
    }
  });
}
