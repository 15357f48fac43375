import type { LimitSeverity } from '../voyage/vessel-profile';

/**
 * The one pair of words for a vessel limit's severity, from the profile form to the printed
 * plan: a "warn" limit may be passed with care, an "avoid" limit must not be. The stored values
 * stay `soft` / `hard` (the data, in files and the store); no screen shows them.
 */
export const limitSeverityWords: Record<LimitSeverity, string> = { soft: 'warn', hard: 'avoid' };

/** "warn limit" / "avoid limit", for sentences and legends. */
export function limitSeverityLimit(severity: LimitSeverity): string {
  return `${limitSeverityWords[severity]} limit`;
}
