import { sql, type ReadableDatabase, type WritableDatabase } from './database';

/**
 * Answers a saved voyage needs offline (its route forecast, storms, ports...). Eviction never
 * removes a pinned answer; deleting the voyage releases its pins.
 */
export function pinCacheKeys(db: WritableDatabase, voyageId: string, cacheKeys: readonly string[]): void {
  db.transaction(() => {
    for (const cacheKey of cacheKeys) {
      db.run(sql`INSERT INTO cache_pins (voyage_id, cache_key) VALUES (${voyageId}, ${cacheKey}) ON CONFLICT DO NOTHING`);
    }
  });
}

export function unpinVoyage(db: WritableDatabase, voyageId: string): number {
  return db.run(sql`DELETE FROM cache_pins WHERE voyage_id = ${voyageId}`).changes;
}

export function pinnedCacheKeys(db: ReadableDatabase, voyageId: string): string[] {
  return db.all<{ cache_key: string }>(sql`SELECT cache_key FROM cache_pins WHERE voyage_id = ${voyageId} ORDER BY cache_key`).map(
    (row) => row.cache_key,
  );
}
