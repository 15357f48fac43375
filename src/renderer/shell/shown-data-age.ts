import type { ShownEntry } from './shown-data';
import { formatAge } from '../../shared/time/time-format';

/**
 * One line for the status bar about the age of everything on screen: the oldest figure decides,
 * and whatever came from the cache offline or past its freshness is named.
 */
export function shownDataSummary(entries: readonly ShownEntry[], nowMs: number): { text: string; stale: boolean } | null {
  if (entries.length === 0) return null;
  let oldest = entries[0]!;
  for (const entry of entries) {
    if (entry.provenance.fetchedAtMs < oldest.provenance.fetchedAtMs) oldest = entry;
  }
  const age = formatAge(Math.max(0, nowMs - oldest.provenance.fetchedAtMs));
  const stale = entries.filter((entry) => entry.provenance.stale || entry.provenance.source === 'offline-cache');
  const staleWords = stale.length === 0 ? '' : ` · from cache: ${stale.map((entry) => entry.label).join(', ')}`;
  const demo = entries.some((entry) => entry.provenance.dataSource === 'demo') ? ' (demo data)' : '';
  return { text: `Data age: ${age === 'just now' ? 'just fetched' : age} (${oldest.label})${staleWords}${demo}`, stale: stale.length > 0 };
}
