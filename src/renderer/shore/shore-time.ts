import { formatAge, formatUtcShort, formatZoneTime } from '../../shared/time/time-format';

/** Dutch ports and stations keep Amsterdam's clock: UTC first, the local time beside it. */
export const dutchTimeZone = 'Europe/Amsterdam';

export function shoreTimeWords(timeMs: number): string {
  return `${formatUtcShort(timeMs)} · ${formatZoneTime(timeMs, dutchTimeZone)}`;
}

/** "just now" or "12 min ago": how long ago something was fetched, planned or received. */
export function agoWords(ageMs: number): string {
  const age = formatAge(ageMs);
  return age === 'just now' ? age : `${age} ago`;
}
