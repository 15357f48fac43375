/**
 * What the Risk tab says about each storm against the open voyage, and the one summary line:
 * closest approach (distance, time UTC, bearing true), entry into the danger area and the cone
 * (time, leg), and the verdict against the vessel profile's distance.
 */
import { voyageStormClearance, type StormEncounter, type VoyageEntry } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import { stormClassName } from './storm-text';
import { countWords } from '../../shared/format/count-words';
import { limitSeverityLimit } from '../../shared/format/limit-words';
import { formatQuantity, formatRangeNm } from '../../shared/format/quantity-format';

export type RiskTone = 'ok' | 'warn' | 'alarm' | 'none';

export function verdictTone(verdict: StormEncounter['verdict']): RiskTone {
  if (verdict === 'hard') return 'alarm';
  if (verdict === 'soft') return 'warn';
  if (verdict === 'ok') return 'ok';
  return 'none';
}

/** "CPA 85 nm at 25 Nov 06:00Z, storm bears 045°T" */
export function closestApproachWords(encounter: StormEncounter): string {
  const cpa = encounter.closestApproach;
  if (cpa === null) return 'No CPA: the storm\'s track and the voyage share no moment.';
  return `CPA ${formatRangeNm(cpa.distanceNm)} at ${formatUtcShort(cpa.timeUtcMs)}, storm bears ${formatQuantity(cpa.bearingFromShipDeg, '°T')}`;
}

/** Leg numbers as the route table shows them: leg 1 runs from waypoint 1 to 2. */
export function entryWords(what: string, entry: VoyageEntry | null): string {
  if (entry === null) return `Never enters the ${what}.`;
  return `Enters the ${what} at ${formatUtcShort(entry.timeUtcMs)} on leg ${entry.legIndex + 1}.`;
}

export function verdictWords(encounter: StormEncounter): string {
  const clearance = encounter.clearance;
  if (encounter.verdict === 'notCompared' || clearance === null) return 'Not compared with the profile.';
  const required = `${formatRangeNm(clearance.requiredNm)} from a ${stormClassName(clearance.stormClass).toLowerCase()}`;
  if (encounter.verdict === 'ok') return `Keeps ${required} (margin ${formatRangeNm(clearance.marginNm)}).`;
  // The limit words of the profile (shared/format/limit-words): "Avoid limit broken".
  const limit = limitSeverityLimit(encounter.verdict);
  const kind = `${limit.charAt(0).toUpperCase()}${limit.slice(1)} broken`;
  return `${kind}: ${formatRangeNm(clearance.distanceNm)} at ${formatUtcShort(clearance.timeUtcMs)}, the profile keeps ${required}.`;
}

/** The one line above the list: the worst of the near storms (`encounters`), or that none comes near. */
export function stormSummaryLine(encounters: readonly StormEncounter[], stormCount: number, nearDistanceNm?: number): { text: string; tone: RiskTone } {
  if (stormCount === 0) return { text: 'No active storms.', tone: 'ok' };
  if (encounters.length === 0 && nearDistanceNm !== undefined) {
    return { text: `${countWords(stormCount, 'active storm')}; none near this voyage (within ${formatRangeNm(nearDistanceNm)} during the voyage).`, tone: 'ok' };
  }
  const worst = voyageStormClearance(encounters);
  if (worst === null) return { text: `${countWords(stormCount, 'active storm')}; none shares a moment with the voyage.`, tone: 'none' };
  const entries = [worst.entersDangerArea ? 'enters a danger area' : '', worst.entersCone ? 'enters a cone' : ''].filter((each) => each !== '');
  const entered = entries.length > 0 ? `; the voyage ${entries.join(' and ')}` : '';
  const verdict = worst.verdict === 'hard' ? 'ALARM' : worst.verdict === 'soft' ? 'Warning' : 'Clear';
  return {
    text: `${verdict}: closest ${worst.stormName} ${formatRangeNm(worst.distanceNm)} at ${formatUtcShort(worst.timeUtcMs)} (profile ${formatRangeNm(worst.requiredNm)})${entered}.`,
    tone: verdictTone(worst.verdict),
  };
}
