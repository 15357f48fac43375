import { formatLatitude, formatLongitude } from '../../shared/geo';
import { stormEncounters, stormsNearVoyage, voyageTimeline, type AnalysedStorm, type StormClass, type StormEncounter, type StormVerdict } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { StormDistance } from '../../shared/voyage/vessel-profile';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import { formatQuantity, formatRangeNm } from '../../shared/format/quantity-format';

/**
 * The tropical cyclones of the service's answer against the voyage as planned (src/shared/risk:
 * closest approach, the profile's distance for the storm's class, the 1-2-3 danger area), as the
 * lines of the report's storm table.
 */

export interface ReportStormRow {
  name: string;
  closestApproach: string;
  /** "312 nm at 2026-12-02 06:00Z, bearing 214°T" or why there is none. */
  cpaTime: string;
  required: string;
  verdict: string;
  /** The verdict matters more than the rest: the page marks broken limits. */
  severity: StormVerdict;
  dangerAreaEntry: string;
}

const classNames: Record<StormClass, string> = { hurricane: 'hurricane / typhoon', tropicalStorm: 'tropical storm', depression: 'depression' };

const verdictWords: Record<StormVerdict, string> = {
  ok: 'clear',
  soft: 'closer than the profile allows (warn limit)',
  hard: 'closer than the profile allows (avoid limit)',
  notCompared: 'not compared: the storm track and the voyage share no time',
};

function rowOf(encounter: StormEncounter): ReportStormRow {
  const cpa = encounter.closestApproach;
  const clearance = encounter.clearance;
  const entry = encounter.dangerAreaEntry;
  return {
    name: encounter.stormName,
    closestApproach: cpa ? `${formatRangeNm(cpa.distanceNm)}, bearing ${formatQuantity(cpa.bearingFromShipDeg, '°T')}` : '—',
    cpaTime: cpa ? `${formatUtcShort(cpa.timeUtcMs)} (${classNames[cpa.storm.stormClass]})` : '—',
    required: clearance ? `${formatRangeNm(clearance.requiredNm)} from a ${classNames[clearance.stormClass]}; least margin ${formatRangeNm(clearance.marginNm)}` : '—',
    verdict: verdictWords[encounter.verdict],
    severity: encounter.verdict,
    dangerAreaEntry: entry ? `${formatUtcShort(entry.timeUtcMs)} at ${formatLatitude(entry.lat)} ${formatLongitude(entry.lon)}` : 'never entered',
  };
}

/**
 * One row per storm near the voyage (storms-near-voyage.ts), the most serious first, then by
 * distance; the names of the others, listed apart as not near this voyage.
 */
export function reportStormRows(plan: VoyagePlan, storms: readonly AnalysedStorm[], distance: StormDistance, nearDistanceNm: number): { rows: ReportStormRow[]; notNear: string[] } {
  if (storms.length === 0) return { rows: [], notNear: [] };
  const timeline = voyageTimeline(plan.route, plan.etdUtcMs);
  const { near, notNear } = stormsNearVoyage(timeline, storms, nearDistanceNm, (storm) => storm.track);
  const encounters = stormEncounters(timeline, near, distance);
  const rank: Record<StormVerdict, number> = { hard: 0, soft: 1, ok: 2, notCompared: 3 };
  const rows = encounters
    .slice()
    .sort((a, b) => rank[a.verdict] - rank[b.verdict] || (a.closestApproach?.distanceNm ?? Infinity) - (b.closestApproach?.distanceNm ?? Infinity))
    .map(rowOf);
  return { rows, notNear: notNear.map((storm) => storm.track.name) };
}
