import type { StormEncounter } from '../../shared/risk';

/**
 * A CPA line is drawn for a storm that comes within this distance, or within twice the profile's
 * distance for it, or breaks that distance: lines to storms an ocean away only clutter the chart.
 */
export const CPA_LINE_MAX_NM = 1000;

export function cpaLineShown(encounter: StormEncounter): boolean {
  const cpa = encounter.closestApproach;
  if (cpa === null) return false;
  if (encounter.verdict === 'soft' || encounter.verdict === 'hard') return true;
  return cpa.distanceNm <= Math.max(CPA_LINE_MAX_NM, 2 * (encounter.clearance?.requiredNm ?? 0));
}
