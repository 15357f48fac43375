import type { PackStaleAfter } from '../settings/pack-settings';
import type { z } from 'zod';
import type { PackItemKind, PackStatus, staleItemSchema } from './voyage-pack';

/**
 * Which of a pack's items have grown older than the navigator allows for their kind (Settings,
 * "Prepare for sea"): the status bar, the voyage list and the refresh all read this one rule.
 */

export type StaleItem = z.infer<typeof staleItemSchema>;

const hourMs = 3_600_000;

export function staleAfterMs(kind: PackItemKind, after: PackStaleAfter): number {
  switch (kind) {
    case 'routeForecast':
    case 'comparedModel':
    case 'departures':
    case 'portWeather':
      return after.forecastHours * hourMs;
    case 'ensemble':
      return after.ensembleHours * hourMs;
    case 'storms':
      return after.stormsHours * hourMs;
    case 'mapLayer':
    case 'routingFields':
      return after.weatherMapHours * hourMs;
    case 'ports':
    case 'places':
      return after.portsDays * 24 * hourMs;
  }
}

/** Items packed (done) whose oldest data is past its kind's threshold, oldest first. */
export function staleItems(status: PackStatus, after: PackStaleAfter, nowMs: number): StaleItem[] {
  return status.items
    .filter((item) => item.ticked && item.state === 'done' && item.oldestFetchedAtMs !== null)
    .map((item) => ({ itemId: item.itemId, kind: item.kind, label: item.label, ageMs: nowMs - (item.oldestFetchedAtMs ?? nowMs), thresholdMs: staleAfterMs(item.kind, after) }))
    .filter((item) => item.ageMs > item.thresholdMs)
    .sort((a, b) => b.ageMs - a.ageMs);
}
