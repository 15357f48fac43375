import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCacheDb } from '../cache-db';
import { bytesBetweenQuery, lastChargeQuery, spentBetweenQuery } from '../credit-ledger-table';
import type { SqlQuery } from '../sql';
import type { WritableDatabase } from '../database';
import { openPassageDb } from '../passage-db';
import { entriesOfOperationQuery, entryByKeyQuery, leastRecentlyUsedUnpinned } from '../response-cache-table';
import { noGoAreasOfVoyageQuery } from '../no-go-areas-table';
import { vesselProfileByIdQuery } from '../vessel-profiles-table';

/** What SQLite plans to do for a query, one line per step, e.g. "SEARCH t USING INDEX i (a=?)". */
function planOf(db: WritableDatabase, query: SqlQuery): string[] {
  const rows = db.raw.prepare(`EXPLAIN QUERY PLAN ${query.text}`).all(...query.params) as { detail: string }[];
  return rows.map((row) => row.detail);
}

let folder: string;
let cacheDb: WritableDatabase;
let passageDb: WritableDatabase;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-plans-'));
  cacheDb = openCacheDb(folder);
  passageDb = openPassageDb(folder);
});
afterEach(() => {
  cacheDb.close();
  passageDb.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('query plans of the store migrations', () => {
  it('0010-create-response-cache: a cache lookup searches the unique key index', () => {
    expect(planOf(cacheDb, entryByKeyQuery('storms?lat=1'))).toEqual([
      expect.stringMatching(/^SEARCH cache_entries USING INDEX sqlite_autoindex_cache_entries_\d \(cache_key=\?\)$/),
    ]);
  });

  it("0010-create-response-cache: the answers of one operation (the chart's wider layers) search a range of the key index", () => {
    expect(planOf(cacheDb, entriesOfOperationQuery('weatherMapsLayers', { model: 'ecmwf-hres', level: null }))).toEqual([
      expect.stringMatching(/^SEARCH cache_entries USING INDEX sqlite_autoindex_cache_entries_\d \(cache_key>\? AND cache_key<\?\)$/),
    ]);
  });

  it('0010 and 0020: eviction walks the last-used index in order and checks pins by key, with no sort', () => {
    const plan = planOf(cacheDb, leastRecentlyUsedUnpinned(100));
    expect(plan).toContain('SCAN entry USING INDEX cache_entries_by_last_used');
    expect(plan.some((step) => /SEARCH pin USING COVERING INDEX cache_pins_by_key \(cache_key=\?\)/.test(step))).toBe(true);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('0040-create-credit-ledger: totals for a period search the time index', () => {
    expect(planOf(passageDb, spentBetweenQuery(0, 1))).toEqual(['SEARCH credit_ledger USING INDEX credit_ledger_by_time (at_ms>? AND at_ms<?)']);
  });

  it('0050-add-credits-spent: the spent column, NULL for what no answer reported, and totals still search the time index', () => {
    const columns = passageDb.raw.prepare('PRAGMA table_info(credit_ledger)').all() as { name: string; type: string; notnull: number }[];
    expect(columns.find((column) => column.name === 'credits_spent')).toMatchObject({ type: 'REAL', notnull: 0 });
    expect(planOf(passageDb, spentBetweenQuery(0, 1))).toEqual(['SEARCH credit_ledger USING INDEX credit_ledger_by_time (at_ms>? AND at_ms<?)']);
  });

  it('0060-add-ledger-bytes-received: bytes for a period search the same time index', () => {
    expect(planOf(passageDb, bytesBetweenQuery(0, 1))).toEqual(['SEARCH credit_ledger USING INDEX credit_ledger_by_time (at_ms>? AND at_ms<?)']);
  });

  it('0040: the last charge of an operation walks the time index from the newest, with no sort', () => {
    const plan = planOf(passageDb, lastChargeQuery('transitMixer', 101));
    expect(plan).toEqual(['SCAN credit_ledger USING INDEX credit_ledger_by_time']);
  });

  it('0100-add-vessel-speed-loss: a profile, its speed-loss table with it, is read by its primary key', () => {
    expect(planOf(passageDb, vesselProfileByIdQuery('default'))).toEqual([expect.stringMatching(/^SEARCH vessel_profiles USING INDEX sqlite_autoindex_vessel_profiles_\d \(id=\?\)$/)]);
  });

  it('0110-create-voyage-no-go-areas: a voyage\'s areas search the voyage index in the order drawn, with no sort', () => {
    const plan = planOf(passageDb, noGoAreasOfVoyageQuery('v1'));
    expect(plan).toEqual(['SEARCH voyage_no_go_areas USING INDEX voyage_no_go_areas_by_voyage (voyage_id=?)']);
  });
});
