import type { StormEncounter } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import { cpaLineShown } from '../map/storm-cpa-lines';
import { formatRangeNm } from '../../shared/format/quantity-format';

/** A storm's closest approach on the meteogram's time axis. */
export interface StormMark {
  stormId: string;
  timeUtcMs: number;
  label: string;
  title: string;
}

/**
 * The closest approaches worth marking: the same storms the chart joins with a CPA line (near
 * enough to matter, or breaking the profile's distance), so the two views agree.
 */
export function stormMarks(encounters: readonly StormEncounter[] | null | undefined): StormMark[] {
  return (encounters ?? []).flatMap((encounter) => {
    const cpa = encounter.closestApproach;
    if (cpa === null || !cpaLineShown(encounter)) return [];
    const distance = formatRangeNm(cpa.distanceNm);
    return [{ stormId: encounter.stormId, timeUtcMs: cpa.timeUtcMs, label: `${encounter.stormName} ${distance}`, title: `CPA ${encounter.stormName}: ${distance} at ${formatUtcShort(cpa.timeUtcMs)}` }];
  });
}
