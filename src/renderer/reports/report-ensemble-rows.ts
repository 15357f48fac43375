import { limitSeverityWords } from '../../shared/format/limit-words';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import { percentWords, type LimitName } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { limitRules, limitText } from '../../shared/voyage/exceedances';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { countOrNotGiven } from '../shell/not-given';

/**
 * The ensemble risk along the route as the report's table: one row per leg, one column per
 * vessel limit the ensemble was asked about, each cell the highest chance on that leg that the
 * ship meets more than the limit, with when and where. The percentages are rounded as the Risk
 * tab rounds them, so paper and screen give the same figures.
 */

// The Risk tab's order, so the two tables read alike.
const limitOrder: readonly LimitName[] = ['significantWaveHeightM', 'windKn', 'gustKn', 'swellM', 'visibilityNm'];

export interface ReportEnsembleColumn {
  limit: LimitName;
  /** "wave height > 4 m (avoid)" */
  heading: string;
}

export type ReportEnsembleCell =
  | { checked: true; percent: string; timeUtc: string; position: string; partly: string | null }
  | { checked: false; reason: string };

export interface ReportEnsembleRow {
  /** "1. Lizard → Ushant" */
  leg: string;
  cells: ReportEnsembleCell[];
}

export interface ReportEnsembleTable {
  /** "ECMWF ENS, 51 members, run 2026-12-01 00:00Z; every 6 h, at departure, arrival and turns" */
  basis: string;
  columns: ReportEnsembleColumn[];
  rows: ReportEnsembleRow[];
}

function heading(limit: LimitName, limits: VesselLimits): string {
  const rule = limitRules[limit];
  const set = limits[limit];
  if (!set) return rule.what;
  return `${limitText(limit, set.value)} (${limitSeverityWords[set.severity]})`;
}

export function reportEnsembleTable(result: EnsembleAlongRoute, waypointNames: readonly string[], limits: VesselLimits): ReportEnsembleTable {
  const { model } = result;
  const columns = limitOrder.filter((limit) => result.legs.some((leg) => leg.byLimit[limit] !== undefined)).map((limit) => ({ limit, heading: heading(limit, limits) }));
  const rows = result.legs.map((leg) => ({
    leg: `${leg.legIndex + 1}. ${waypointNames[leg.legIndex] ?? '?'} → ${waypointNames[leg.legIndex + 1] ?? '?'}`,
    cells: columns.map(({ limit }): ReportEnsembleCell => {
      const figure = leg.byLimit[limit];
      if (figure === undefined || figure.probability === null || figure.at === null) {
        const reasons = figure?.missingReasons ?? [];
        return { checked: false, reason: reasons.length > 0 ? `not checked: ${reasons.join('; ')}` : 'not checked' };
      }
      return {
        checked: true,
        percent: percentWords(figure.probability),
        timeUtc: formatUtcShort(figure.at.timeUtcMs),
        position: `${formatLatitude(figure.at.lat)} ${formatLongitude(figure.at.lon)}`,
        partly: figure.missingCount > 0 ? `${figure.checkedCount} of ${figure.checkedCount + figure.missingCount} positions` : null,
      };
    }),
  }));
  const run = model.runUtcMs === null ? 'run not given' : `run ${formatUtcShort(model.runUtcMs)}`;
  return { basis: `${model.name}, ${countOrNotGiven(model.members, 'members')}, ${run}; every ${result.everyHours} h, at departure, arrival and turns`, columns, rows };
}
