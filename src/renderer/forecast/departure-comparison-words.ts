/**
 * The departure comparison's storm figures in words: the "Storm clearance" cell of each
 * departure, the note of which storms were held against, and the recommendation with its rule.
 */
import { limitSeverityWords } from '../../shared/format/limit-words';
import { formatUtcShort } from '../../shared/time/time-format';
import { recommendationRule, type DepartureComparison, type DepartureStormClearance } from '../../shared/voyage/departure-ranking';

import { countWords } from '../../shared/format/count-words';
import { formatRangeNm } from '../../shared/format/quantity-format';

/** "KIRK 83 nm (avoid, profile 300 nm)", "KIRK 516 nm (margin 216 nm)", "no storm on the way". */
export function stormClearanceWords(clearance: DepartureStormClearance | null, storms: DepartureComparison['storms']): string {
  if (storms.status === 'failed') return 'not checked';
  if (clearance === null) return storms.count === 0 ? (storms.notNearCount > 0 ? 'no storm near' : 'no storms') : 'no storm on the way';
  const broken = clearance.hardCount > 0 ? 'hard' : clearance.softCount > 0 ? 'soft' : null;
  const others = clearance.hardCount + clearance.softCount > 1 ? ` +${clearance.hardCount + clearance.softCount - 1} more` : '';
  if (broken !== null) return `${clearance.stormName} ${formatRangeNm(clearance.distanceNm)} (${limitSeverityWords[broken]}, profile ${formatRangeNm(clearance.requiredNm)})${others}`;
  return `${clearance.stormName} ${formatRangeNm(clearance.distanceNm)} (margin ${formatRangeNm(clearance.marginNm)})`;
}

/** Which storms every departure was held against, or why none were. */
export function stormsHeldAgainstWords(storms: DepartureComparison['storms']): string {
  if (storms.status === 'failed') return `Storms could not be had (${storms.message}): departures are ranked on the weather alone.`;
  const count = countWords(storms.count, 'storm');
  const apart =
    storms.notNearCount > 0 ? ` ${storms.notNearCount} other${storms.notNearCount === 1 ? ' is' : 's are'} not near this voyage (farther than ${formatRangeNm(storms.nearDistanceNm ?? 1000)} during any departure's voyage) and not counted.` : '';
  return `Held against ${count} known at ${formatUtcShort(storms.fetchedAtMs)}${storms.fromCache ? ' (from the cache)' : ''}, with their forecast tracks.${apart}`;
}

/** The pick and the rule it follows, as the comparison shows them. */
export function recommendationWords(comparison: Pick<DepartureComparison, 'departures' | 'recommendedIndex'>): string {
  const chosen = comparison.recommendedIndex === null ? undefined : comparison.departures[comparison.recommendedIndex];
  if (chosen === undefined) return `No departure in this window is recommended: each meets an avoid limit or a storm's avoid distance. The rule: ${recommendationRule}.`;
  return `Recommended: depart ${formatUtcShort(chosen.etdUtcMs)}. The rule: ${recommendationRule}.`;
}

/**
 * The tone of a "Storm clearance" cell on a ramp of `steps` colours (0 calm … steps-1 worst), or
 * null for no shade. Held against the profile, not against the other rows: a storm thousands of
 * miles off is no risk however the departures differ. A hard break is the worst tone, a soft one
 * the next; a pass within twice the profile's distance a middle tone; anything farther stays clear.
 */
export function stormClearanceTone(clearance: DepartureStormClearance | null, steps: number): number | null {
  const worst = steps - 1;
  if (clearance === null) return null;
  if (clearance.hardCount > 0) return worst;
  if (clearance.softCount > 0) return worst - 1;
  return clearance.marginNm < clearance.requiredNm ? Math.floor(worst / 2) : null;
}
