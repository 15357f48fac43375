/**
 * What the exceedance list says about each leg, and its summary line, in words: the forecast's
 * own exceedances (deterministic), the ensemble's highest chance of passing each limit on the leg,
 * and every storm whose closest approach breaks the vessel profile's distance. Pure text, so the
 * list and its tests read the same thing.
 */
import { limitSeverityWords } from '../../shared/format/limit-words';
import { percentWords, wholePercent, type LimitName, type StormEncounter } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { limitText, type ExceedanceReport } from '../../shared/voyage/exceedances';
import type { LimitSeverity, VesselLimits } from '../../shared/voyage/vessel-profile';
import { stormClassName } from '../risk/storm-text';
import { formatQuantity, formatRangeNm } from '../../shared/format/quantity-format';

/** Short names, as on the Risk tab's ensemble table and the navigator's own notes. */
const limitShortNames: Record<LimitName, string> = { significantWaveHeightM: 'Hs', windKn: 'wind', gustKn: 'gust', swellM: 'swell', visibilityNm: 'visibility' };
const limitOrder = Object.keys(limitShortNames) as LimitName[];

/** "Hs > 4 m", "visibility < 2 nm"; just the name when the profile no longer sets the limit. */
export function limitWords(limit: LimitName, limits: VesselLimits): string {
  const setting = limits[limit];
  return setting === null ? limitShortNames[limit] : limitText(limit, setting.value, limitShortNames[limit]);
}

export interface EnsembleLegFigure {
  limit: LimitName;
  words: string;
  /** null when no position of the leg could be checked */
  probability: number | null;
  /** "35 % at 25 Nov 06:00Z", "35 % at 25 Nov 06:00Z (3 of 5 positions)", or "not checked: reason" */
  figure: string;
}

export interface StormLegFigure {
  stormId: string;
  severity: LimitSeverity;
  /** "Storm KIRK (hurricane / typhoon) 180 nm (hard; profile 300 nm)" */
  words: string;
  /** "at 25 Nov 06:00Z, bears 045°T" */
  when: string;
}

export interface LegRiskRows {
  legIndex: number;
  /** indexes into the report's exceedances */
  exceedances: number[];
  ensemble: EnsembleLegFigure[];
  storms: StormLegFigure[];
}

function ensembleFigures(leg: EnsembleAlongRoute['legs'][number], limits: VesselLimits): EnsembleLegFigure[] {
  return limitOrder.flatMap((limit): EnsembleLegFigure[] => {
    const figure = leg.byLimit[limit];
    if (figure === undefined) return [];
    const words = limitWords(limit, limits);
    if (figure.probability === null || figure.at === null) {
      const reason = figure.missingReasons.length === 0 ? 'no position on this leg' : figure.missingReasons.join('; ');
      return [{ limit, words, probability: null, figure: `not checked: ${reason}` }];
    }
    const partly = figure.missingCount > 0 ? ` (${figure.checkedCount} of ${figure.checkedCount + figure.missingCount} positions)` : '';
    return [{ limit, words, probability: figure.probability, figure: `${percentWords(figure.probability)} at ${formatUtcShort(figure.at.timeUtcMs)}${partly}` }];
  });
}

/** A storm that breaks the profile's distance, placed on the leg the ship is on at its closest approach. */
interface BrokenStorm extends StormLegFigure {
  stormName: string;
  legIndex: number;
  distanceNm: number;
  timeUtcMs: number;
}

function brokenStorms(encounters: readonly StormEncounter[]): BrokenStorm[] {
  return encounters.flatMap((encounter) => {
    const { closestApproach: cpa, clearance, verdict } = encounter;
    if (cpa === null || clearance === null || (verdict !== 'soft' && verdict !== 'hard')) return [];
    return [
      {
        stormId: encounter.stormId,
        stormName: encounter.stormName,
        legIndex: cpa.ship.legIndex,
        severity: verdict,
        distanceNm: cpa.distanceNm,
        timeUtcMs: cpa.timeUtcMs,
        words: `Storm ${encounter.stormName} (${stormClassName(cpa.storm.stormClass).toLowerCase()}) ${formatRangeNm(cpa.distanceNm)} (${limitSeverityWords[verdict]}; profile ${formatRangeNm(clearance.requiredNm)})`,
        when: `CPA ${formatUtcShort(cpa.timeUtcMs)}, bears ${formatQuantity(cpa.bearingFromShipDeg, '°T')}`,
      },
    ];
  });
}

/** The ensemble answer when it is for this voyage at this revision, else null (never another voyage's figures). */
export function ensembleFor(answer: EnsembleAlongRoute | null, voyageId: string, voyageRevision: number): EnsembleAlongRoute | null {
  return answer !== null && answer.voyageId === voyageId && answer.voyageRevision === voyageRevision ? answer : null;
}

/** Every leg that has something to say, in leg order. */
export function legRiskRows(
  report: Pick<ExceedanceReport, 'exceedances'>,
  ensemble: Pick<EnsembleAlongRoute, 'legs'> | null,
  encounters: readonly StormEncounter[] | null,
  limits: VesselLimits,
): LegRiskRows[] {
  const byLeg = new Map<number, LegRiskRows>();
  const rowOf = (legIndex: number): LegRiskRows => {
    let row = byLeg.get(legIndex);
    if (row === undefined) {
      row = { legIndex, exceedances: [], ensemble: [], storms: [] };
      byLeg.set(legIndex, row);
    }
    return row;
  };
  report.exceedances.forEach((exceedance, index) => rowOf(exceedance.legIndex).exceedances.push(index));
  for (const leg of ensemble?.legs ?? []) {
    const figures = ensembleFigures(leg, limits);
    if (figures.length > 0) rowOf(leg.legIndex).ensemble.push(...figures);
  }
  for (const storm of brokenStorms(encounters ?? [])) rowOf(storm.legIndex).storms.push({ stormId: storm.stormId, severity: storm.severity, words: storm.words, when: storm.when });
  return [...byLeg.values()].sort((a, b) => a.legIndex - b.legIndex);
}

/**
 * What the ensemble and the storms add to the forecast's own summary: for each limit the
 * ensemble's highest chance over the voyage ("Hs > 4 m up to 35 % on leg 3"; limits no member
 * passes are left out, or all said at once), then each storm that breaks the profile's distance,
 * nearest first ("storm KIRK 180 nm (avoid) at 25 Nov 06:00Z").
 */
export function riskSummaryParts(ensemble: Pick<EnsembleAlongRoute, 'legs'> | null, encounters: readonly StormEncounter[] | null, limits: VesselLimits): string[] {
  const parts: string[] = [];
  if (ensemble !== null) {
    const highest = limitOrder.flatMap((limit) => {
      let best: { probability: number; legIndex: number } | null = null;
      for (const leg of ensemble.legs) {
        const probability = leg.byLimit[limit]?.probability ?? null;
        if (probability !== null && (best === null || probability > best.probability)) best = { probability, legIndex: leg.legIndex };
      }
      return best === null ? [] : [{ limit, ...best }];
    });
    const passed = highest.filter((each) => wholePercent(each.probability) > 0).sort((a, b) => b.probability - a.probability);
    if (passed.length > 0) parts.push(...passed.map((each) => `${limitWords(each.limit, limits)} up to ${percentWords(each.probability)} on leg ${each.legIndex + 1}`));
    else if (highest.length > 0) parts.push('ensemble: under 1 % for every limit');
  }
  const storms = brokenStorms(encounters ?? []).sort((a, b) => a.distanceNm - b.distanceNm);
  parts.push(...storms.map((storm) => `storm ${storm.stormName} ${formatRangeNm(storm.distanceNm)} (${limitSeverityWords[storm.severity]}) at ${formatUtcShort(storm.timeUtcMs)}`));
  return parts;
}

/** The whole line: "2 warn exceedances, no avoid; Hs > 4 m up to 35 % on leg 3; storm KIRK 180 nm (avoid) at 25 Nov 06:00Z". */
export function riskSummaryLine(
  report: Pick<ExceedanceReport, 'summary'>,
  ensemble: Pick<EnsembleAlongRoute, 'legs'> | null,
  encounters: readonly StormEncounter[] | null,
  limits: VesselLimits,
): string {
  return [report.summary, ...riskSummaryParts(ensemble, encounters, limits)].join('; ');
}
