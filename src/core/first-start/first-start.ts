import type { DataSource } from '../../shared/service/answer-provenance';
import type { FirstStart } from '../../shared/voyage/first-start';
import type { Voyage } from '../../shared/voyage/voyage';
import { sql, type ReadableDatabase, type WritableDatabase } from '../store/database';
import { readInternalSetting, writeInternalSetting } from '../store/settings-table';
import { createVoyage } from '../store/voyages-table';
import { sampleVoyage } from './sample-voyage-route';

/**
 * The sample voyage is made once per installation: the decision is written to passage.db's
 * settings in the same transaction as the voyage, so deleting the sample never brings it back,
 * and an installation that already had voyages (an upgrade) is marked decided without one. In
 * live mode nothing is decided: a sample would show demo weather as if it were the account's.
 */

/** The row recording the decision; written when the sample is made (or not needed), never when it is deleted. */
export const sampleVoyageRow = 'firstStart.sampleVoyage';
/** The row recording when the guide of the tabs was dismissed. */
export const tabGuideDismissedRow = 'firstStart.tabGuideDismissedAtMs';

type SampleDecision = { outcome: 'created'; voyageId: string; atMs: number } | { outcome: 'existingVoyages'; atMs: number };

function readDecision(db: ReadableDatabase): SampleDecision | null {
  const value = readInternalSetting(db, sampleVoyageRow) as Partial<SampleDecision> | undefined;
  if (value?.outcome === 'created' && typeof value.voyageId === 'string') return { outcome: 'created', voyageId: value.voyageId, atMs: value.atMs ?? 0 };
  if (value?.outcome === 'existingVoyages') return { outcome: 'existingVoyages', atMs: value.atMs ?? 0 };
  return null;
}

export type SampleOffer = { made: Voyage } | { made: null; why: 'decided before' | 'live data' | 'existing voyages' };

/** Makes the sample voyage if this is a new installation in demo mode; at most once, ever. */
export function offerSampleVoyage(db: WritableDatabase, dataSource: DataSource, nowMs: number): SampleOffer {
  if (dataSource !== 'demo') return { made: null, why: 'live data' };
  return db.transaction((): SampleOffer => {
    if (readDecision(db) !== null) return { made: null, why: 'decided before' };
    const voyages = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM voyages`)?.n ?? 0;
    if (voyages > 0) {
      writeInternalSetting(db, sampleVoyageRow, { outcome: 'existingVoyages', atMs: nowMs } satisfies SampleDecision, nowMs);
      return { made: null, why: 'existing voyages' };
    }
    const made = createVoyage(db, sampleVoyage(nowMs), { nowMs });
    writeInternalSetting(db, sampleVoyageRow, { outcome: 'created', voyageId: made.id, atMs: nowMs } satisfies SampleDecision, nowMs);
    return { made };
  });
}

/** What passage.db keeps of the first start; the sample's forecast in flight is the run's own (first-start-handlers.ts). */
export type KeptFirstStart = Omit<FirstStart, 'sampleForecast'>;

/** The sample while it is saved, and whether the guide of the tabs is still to be shown. */
export function readFirstStart(db: ReadableDatabase): KeptFirstStart {
  const decision = readDecision(db);
  const made = decision?.outcome === 'created' ? decision : null;
  return {
    sampleVoyageId: made !== null && db.get(sql`SELECT 1 AS saved FROM voyages WHERE id = ${made.voyageId}`) !== undefined ? made.voyageId : null,
    showTabGuide: made !== null && readInternalSetting(db, tabGuideDismissedRow) === undefined,
  };
}

export function dismissTabGuide(db: WritableDatabase, nowMs: number): KeptFirstStart {
  writeInternalSetting(db, tabGuideDismissedRow, nowMs, nowMs);
  return readFirstStart(db);
}
