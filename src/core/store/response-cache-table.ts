import { sql, type ReadableDatabase, type WritableDatabase } from './database';

/**
 * cache_entries (what was asked, when, at what cost, last used) and cache_bodies (the answer).
 * One concept in two tables: the split only keeps a hit from rewriting a large body (see the
 * migration 0010-create-response-cache).
 */

export type CacheBody = { kind: 'json'; text: string } | { kind: 'bytes'; bytes: Buffer };

export interface CacheEntryMeta {
  id: number;
  cacheKey: string;
  operation: string;
  /** The canonical query, without the key: what refreshStale asks again. */
  queryJson: string;
  bodyKind: CacheBody['kind'];
  sizeBytes: number;
  fetchedAtMs: number;
  modelRunMs: number | null;
  runHoursUtc: number[] | null;
  credits: number;
  lastUsedAtMs: number;
}

export interface CacheEntryWrite {
  cacheKey: string;
  operation: string;
  queryJson: string;
  body: CacheBody;
  fetchedAtMs: number;
  modelRunMs: number | null;
  runHoursUtc: readonly number[] | null;
  credits: number;
}

interface EntryRow {
  id: number;
  cache_key: string;
  operation: string;
  query_json: string;
  body_kind: CacheBody['kind'];
  size_bytes: number;
  fetched_at_ms: number;
  model_run_ms: number | null;
  run_hours_json: string | null;
  credits: number;
  last_used_at_ms: number;
}

function fromRow(row: EntryRow): CacheEntryMeta {
  return {
    id: row.id,
    cacheKey: row.cache_key,
    operation: row.operation,
    queryJson: row.query_json,
    bodyKind: row.body_kind,
    sizeBytes: row.size_bytes,
    fetchedAtMs: row.fetched_at_ms,
    modelRunMs: row.model_run_ms,
    runHoursUtc: row.run_hours_json === null ? null : (JSON.parse(row.run_hours_json) as number[]),
    credits: row.credits,
    lastUsedAtMs: row.last_used_at_ms,
  };
}

const entryColumns = sql`id, cache_key, operation, query_json, body_kind, size_bytes, fetched_at_ms, model_run_ms, run_hours_json, credits, last_used_at_ms`;

export function bodySizeBytes(body: CacheBody): number {
  return body.kind === 'json' ? Buffer.byteLength(body.text, 'utf8') : body.bytes.byteLength;
}

/** The lookup of every cache hit; exported so a test can check its plan uses the key's index. */
export function entryByKeyQuery(cacheKey: string) {
  return sql`SELECT ${entryColumns} FROM cache_entries WHERE cache_key = ${cacheKey}`;
}

export function findCacheEntry(db: ReadableDatabase, cacheKey: string): CacheEntryMeta | undefined {
  const row = db.get<EntryRow>(entryByKeyQuery(cacheKey));
  return row === undefined ? undefined : fromRow(row);
}

/**
 * Entries of one operation whose canonical query holds these values (null: the field is absent):
 * a range of the key index (every key of an operation starts `operation?`), then the JSON fields.
 * Exported so a test can check its plan.
 */
export function entriesOfOperationQuery(operation: string, fields: Readonly<Record<string, string | number | null>>) {
  const matches = Object.entries(fields).reduce((clauses, [name, value]) => sql`${clauses} AND json_extract(query_json, ${`$."${name}"`}) IS ${value}`, sql``);
  return sql`SELECT ${entryColumns} FROM cache_entries WHERE cache_key >= ${`${operation}?`} AND cache_key < ${`${operation}@`}${matches}`;
}

export function findCacheEntriesOfQuery(db: ReadableDatabase, operation: string, fields: Readonly<Record<string, string | number | null>>): CacheEntryMeta[] {
  return db.all<EntryRow>(entriesOfOperationQuery(operation, fields)).map(fromRow);
}

export function readCacheBody(db: ReadableDatabase, entryId: number): CacheBody | undefined {
  const row = db.get<{ body_text: string | null; body_bytes: Buffer | null }>(
    sql`SELECT body_text, body_bytes FROM cache_bodies WHERE entry_id = ${entryId}`,
  );
  if (row === undefined) return undefined;
  if (row.body_text !== null) return { kind: 'json', text: row.body_text };
  if (row.body_bytes !== null) return { kind: 'bytes', bytes: row.body_bytes };
  return undefined;
}

export function touchCacheEntry(db: WritableDatabase, entryId: number, nowMs: number): void {
  db.run(sql`UPDATE cache_entries SET last_used_at_ms = ${nowMs} WHERE id = ${entryId}`);
}

/** Inserts or replaces the answer under its key; answers how many bytes the cache grew by. */
export function writeCacheEntry(db: WritableDatabase, entry: CacheEntryWrite, nowMs: number): { entryId: number; growthBytes: number } {
  const sizeBytes = bodySizeBytes(entry.body);
  const runHours = entry.runHoursUtc === null ? null : JSON.stringify(entry.runHoursUtc);
  return db.transaction(() => {
    const previous = db.get<{ size_bytes: number }>(sql`SELECT size_bytes FROM cache_entries WHERE cache_key = ${entry.cacheKey}`);
    const row = db.get<{ id: number }>(sql`
      INSERT INTO cache_entries (cache_key, operation, query_json, body_kind, size_bytes, fetched_at_ms, model_run_ms, run_hours_json, credits, last_used_at_ms)
      VALUES (${entry.cacheKey}, ${entry.operation}, ${entry.queryJson}, ${entry.body.kind}, ${sizeBytes}, ${entry.fetchedAtMs},
              ${entry.modelRunMs}, ${runHours}, ${entry.credits}, ${nowMs})
      ON CONFLICT (cache_key) DO UPDATE SET
        operation = excluded.operation, query_json = excluded.query_json, body_kind = excluded.body_kind,
        size_bytes = excluded.size_bytes, fetched_at_ms = excluded.fetched_at_ms, model_run_ms = excluded.model_run_ms,
        run_hours_json = excluded.run_hours_json, credits = excluded.credits, last_used_at_ms = excluded.last_used_at_ms
      RETURNING id
    `);
    if (row === undefined) throw new Error(`the cache entry ${entry.operation} was not written`);
    const text = entry.body.kind === 'json' ? entry.body.text : null;
    const bytes = entry.body.kind === 'bytes' ? entry.body.bytes : null;
    db.run(sql`
      INSERT INTO cache_bodies (entry_id, body_text, body_bytes) VALUES (${row.id}, ${text}, ${bytes})
      ON CONFLICT (entry_id) DO UPDATE SET body_text = excluded.body_text, body_bytes = excluded.body_bytes
    `);
    return { entryId: row.id, growthBytes: sizeBytes - (previous?.size_bytes ?? 0) };
  });
}

export function cacheTotalBytes(db: ReadableDatabase): number {
  return db.get<{ bytes: number }>(sql`SELECT total(size_bytes) AS bytes FROM cache_entries`)?.bytes ?? 0;
}

export function countCacheEntries(db: ReadableDatabase): number {
  return db.get<{ entries: number }>(sql`SELECT count(*) AS entries FROM cache_entries`)?.entries ?? 0;
}

/** The query the eviction runs, exported so a test can check its plan uses the last-used index. */
export function leastRecentlyUsedUnpinned(limit: number) {
  return sql`
    SELECT id, size_bytes FROM cache_entries AS entry
    WHERE NOT EXISTS (SELECT 1 FROM cache_pins AS pin WHERE pin.cache_key = entry.cache_key)
    ORDER BY last_used_at_ms LIMIT ${limit}
  `;
}

/**
 * Deletes unpinned entries, least recently used first, until `bytesToFree` are freed or only
 * pinned entries remain. Answers the bytes actually freed.
 */
export function evictLeastRecentlyUsed(db: WritableDatabase, bytesToFree: number): { freedBytes: number; evicted: number } {
  let freedBytes = 0;
  let evicted = 0;
  db.transaction(() => {
    while (freedBytes < bytesToFree) {
      const victims = db.all<{ id: number; size_bytes: number }>(leastRecentlyUsedUnpinned(100));
      if (victims.length === 0) break;
      for (const victim of victims) {
        if (freedBytes >= bytesToFree) break;
        db.run(sql`DELETE FROM cache_entries WHERE id = ${victim.id}`);
        freedBytes += victim.size_bytes;
        evicted += 1;
      }
    }
  });
  return { freedBytes, evicted };
}

/** Entries a voyage pinned, then those used since `recentSinceMs`, most recently used first. */
export function refreshCandidates(db: ReadableDatabase, recentSinceMs: number, limit: number): CacheEntryMeta[] {
  const rows = db.all<EntryRow & { pinned: number }>(sql`
    SELECT ${entryColumns},
      EXISTS (SELECT 1 FROM cache_pins AS pin WHERE pin.cache_key = entry.cache_key) AS pinned
    FROM cache_entries AS entry
    WHERE pinned = 1 OR last_used_at_ms >= ${recentSinceMs}
    ORDER BY pinned DESC, last_used_at_ms DESC
    LIMIT ${limit}
  `);
  return rows.map(fromRow);
}
