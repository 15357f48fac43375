import type { z } from 'zod';
import type { ensembleCatalogueEntrySchema } from '../../shared/service/ensemble';
import { formatUtcDateTime } from '../../shared/time/time-format';

/**
 * Which marine ensemble model answers for a voyage: the first in the catalogue whose forecast
 * reaches from departure to arrival; when none does, the one reaching furthest, with the part of
 * the voyage it leaves uncovered in words (those samples then come back "outside the forecast").
 */

export type EnsembleCatalogueEntry = z.infer<typeof ensembleCatalogueEntrySchema>;

const hourMs = 3_600_000;

/** Last forecast hour of a catalogue `sequence` ("seq:[0:3:240]", parts joined by commas), or of `offsets`. */
export function lastForecastHour(entry: Pick<EnsembleCatalogueEntry, 'sequence' | 'offsets'>): number | null {
  const ends = [...(entry.sequence ?? '').matchAll(/seq:\[\s*-?\d+\s*:\s*\d+\s*:\s*(\d+)\s*\]/g)].map((match) => Number(match[1]));
  if (ends.length > 0) return Math.max(...ends);
  if (entry.offsets !== undefined && entry.offsets !== null && entry.offsets.length > 0) return Math.max(...entry.offsets);
  return null;
}

/** The newest run of a catalogue entry (Unix seconds): runtimeLast, else the newest of runtimes; null when neither is given. */
export function latestRunSec(entry: { runtimeLast?: number | null | undefined; runtimes?: readonly number[] | null | undefined }): number | null {
  if (typeof entry.runtimeLast === 'number') return entry.runtimeLast;
  const runs = entry.runtimes ?? [];
  return runs.length === 0 ? null : Math.max(...runs);
}

/** The forecast's reach in UTC ms: from the newest run to its last step. */
export function forecastRangeUtcMs(entry: EnsembleCatalogueEntry): { fromUtcMs: number; toUtcMs: number } | null {
  const lastHour = lastForecastHour(entry);
  const lastRunSec = latestRunSec(entry);
  if (lastHour === null || lastRunSec === null) return null;
  const fromUtcMs = lastRunSec * 1000;
  return { fromUtcMs, toUtcMs: fromUtcMs + lastHour * hourMs };
}

export interface EnsembleModelChoice {
  entry: EnsembleCatalogueEntry;
  notCovered: string | null;
}

export function chooseEnsembleModel(models: readonly EnsembleCatalogueEntry[], etdUtcMs: number, etaUtcMs: number): EnsembleModelChoice | { error: string } {
  const ranged = models.flatMap((entry) => {
    const range = forecastRangeUtcMs(entry);
    return range === null ? [] : [{ entry, ...range }];
  });
  if (ranged.length === 0) return { error: 'The service lists no marine ensemble model with a forecast range.' };
  const covering = ranged.find((model) => model.fromUtcMs <= etdUtcMs && model.toUtcMs >= etaUtcMs);
  if (covering !== undefined) return { entry: covering.entry, notCovered: null };
  const furthest = ranged.reduce((best, model) => (model.toUtcMs > best.toUtcMs ? model : best));
  const gaps: string[] = [];
  if (furthest.fromUtcMs > etdUtcMs) gaps.push(`before ${formatUtcDateTime(furthest.fromUtcMs)} (its run)`);
  if (furthest.toUtcMs < etaUtcMs) gaps.push(`after ${formatUtcDateTime(furthest.toUtcMs)} (its last step) to the ETA ${formatUtcDateTime(etaUtcMs)}`);
  return { entry: furthest.entry, notCovered: `${furthest.entry.name} does not cover the voyage ${gaps.join(' or ')}.` };
}
