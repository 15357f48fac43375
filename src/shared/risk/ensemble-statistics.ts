/**
 * What an ensemble says at one moment, in the limit's unit: the 10th, 50th and 90th percentiles of
 * its members, the control run and every member, for the band, median and plume drawings.
 */
import type { EnsemblePointForecast } from '../service/ensemble';
import { limitElements, membersAt, type LimitElement } from './ensemble-values';

/**
 * The `share` quantile (0 to 1) of values sorted ascending, by linear interpolation between order
 * statistics: position share × (n − 1), counted from 0 (Hyndman and Fan's type 7, the default of
 * R, NumPy and spreadsheets, and the rule the demo service's percentile10/percentile90 follow).
 */
export function quantileOfSorted(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) throw new RangeError('a quantile needs at least one value');
  if (!(share >= 0 && share <= 1)) throw new RangeError(`a quantile's share must be from 0 to 1, not ${share}`);
  const position = share * (sorted.length - 1);
  const lower = Math.floor(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[Math.min(sorted.length - 1, lower + 1)] ?? low;
  return low + (high - low) * (position - lower);
}

export interface MemberStatistics {
  p10: number;
  median: number;
  p90: number;
  /** the control run, when the answer names one */
  control: number | null;
  /** every member, in member order (member0 first) */
  members: number[];
}

export function memberStatistics(members: readonly number[], control: number | null): MemberStatistics {
  const sorted = [...members].sort((a, b) => a - b);
  return { p10: quantileOfSorted(sorted, 0.1), median: quantileOfSorted(sorted, 0.5), p90: quantileOfSorted(sorted, 0.9), control, members: [...members] };
}

/** The unit each limit's quantity is read in: the unit of the statistics. */
export const quantityUnits: Record<LimitElement['quantity'], string> = { speedKn: 'kn', heightM: 'm', distanceNm: 'nm' };

export type ElementStatistics = ({ status: 'ok'; unit: string } & MemberStatistics) | { status: 'missing'; reason: string };

/** The limit element that reads a service element (significantWaveHeight, windSpeed, ...), if any. */
export function limitElementOf(element: string): LimitElement | undefined {
  return Object.values(limitElements).find((each) => each.element === element);
}

/** Statistics of one service element at `timeUtcMs` (members interpolated between steps), or why there are none. */
export function elementStatisticsAt(forecast: EnsemblePointForecast, element: string, timeUtcMs: number): ElementStatistics {
  const limit = limitElementOf(element);
  if (limit === undefined) return { status: 'missing', reason: `${element} is not an element a vessel limit reads (allowed: ${Object.values(limitElements).map((each) => each.element).join(', ')})` };
  const values = membersAt(forecast, limit, timeUtcMs);
  if ('error' in values) return { status: 'missing', reason: values.error };
  if (values.members.length === 0) return { status: 'missing', reason: `${element} has no member values` };
  return { status: 'ok', unit: quantityUnits[limit.quantity], ...memberStatistics(values.members, values.control) };
}
