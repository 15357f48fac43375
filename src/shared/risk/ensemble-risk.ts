/**
 * Ensemble risk along the route: at each position the ship passes, the probability of exceeding
 * each vessel limit is the share of the ensemble's members beyond it at the moment the ship is
 * there; each leg takes the highest probability of its positions.
 */
import type { EnsemblePointForecast } from '../service/ensemble';
import type { VesselLimits } from '../voyage/vessel-profile';
import { limitElements, membersAt, type LimitName } from './ensemble-values';

/** One ensemble point answer at a position of the route, with when the ship is there. */
export interface EnsembleRouteSample {
  legIndex: number;
  timeUtcMs: number;
  /** Where the forecast was asked for: the answer's own position where it gives none. */
  lat: number;
  lon: number;
  forecast: EnsemblePointForecast;
}

export type Exceedance =
  | { status: 'ok'; probability: number; membersBeyond: number; memberCount: number }
  /** the answer could not say: element missing or in error, unit unknown, time outside the forecast */
  | { status: 'missing'; reason: string };

export interface SampleRisk {
  legIndex: number;
  timeUtcMs: number;
  lat: number;
  lon: number;
  /** one entry per limit the profile sets (a null limit is not checked) */
  byLimit: Partial<Record<LimitName, Exceedance>>;
}

export interface LegExceedance {
  /** highest probability over the leg's positions that could be checked; null when none could */
  probability: number | null;
  /** where and when that highest probability is; null with it */
  at: { timeUtcMs: number; lat: number; lon: number } | null;
  checkedCount: number;
  missingCount: number;
  /** the distinct reasons positions could not be checked */
  missingReasons: string[];
}

export interface LegRisk {
  legIndex: number;
  byLimit: Partial<Record<LimitName, LegExceedance>>;
}

export interface EnsembleRisk {
  samples: SampleRisk[];
  /** in leg order: every leg when leg times are given, else only the legs that have samples */
  legs: LegRisk[];
}

/** Members strictly beyond the limit (above, or below for visibility) over all members. */
export function exceedanceShare(members: readonly number[], limitValue: number, exceedsWhen: 'above' | 'below'): Exceedance {
  if (members.length === 0) return { status: 'missing', reason: 'no member values' };
  const membersBeyond = members.filter((value) => (exceedsWhen === 'above' ? value > limitValue : value < limitValue)).length;
  return { status: 'ok', probability: membersBeyond / members.length, membersBeyond, memberCount: members.length };
}

function setLimits(limits: VesselLimits): Array<{ name: LimitName; value: number }> {
  return (Object.keys(limitElements) as LimitName[]).flatMap((name) => {
    const limit = limits[name];
    return limit === null ? [] : [{ name, value: limit.value }];
  });
}

function sampleRisk(sample: EnsembleRouteSample, limits: ReadonlyArray<{ name: LimitName; value: number }>): SampleRisk {
  const byLimit: Partial<Record<LimitName, Exceedance>> = {};
  for (const { name, value } of limits) {
    const element = limitElements[name];
    const members = membersAt(sample.forecast, element, sample.timeUtcMs);
    byLimit[name] = 'error' in members ? { status: 'missing', reason: members.error } : exceedanceShare(members.members, value, element.exceedsWhen);
  }
  return { legIndex: sample.legIndex, timeUtcMs: sample.timeUtcMs, lat: sample.forecast.latitude ?? sample.lat, lon: sample.forecast.longitude ?? sample.lon, byLimit };
}

function legExceedance(samples: readonly SampleRisk[], name: LimitName): LegExceedance {
  const result: LegExceedance = { probability: null, at: null, checkedCount: 0, missingCount: 0, missingReasons: [] };
  for (const sample of samples) {
    const exceedance = sample.byLimit[name];
    if (exceedance === undefined) continue;
    if (exceedance.status === 'missing') {
      result.missingCount += 1;
      if (!result.missingReasons.includes(exceedance.reason)) result.missingReasons.push(exceedance.reason);
      continue;
    }
    result.checkedCount += 1;
    if (result.probability === null || exceedance.probability > result.probability) {
      result.probability = exceedance.probability;
      result.at = { timeUtcMs: sample.timeUtcMs, lat: sample.lat, lon: sample.lon };
    }
  }
  return result;
}

/** A leg's start and end, as UTC ms: lets a leg with no sample of its own take the nearest one. */
export interface LegTimes {
  startUtcMs: number;
  endUtcMs: number;
}

/** Index of the sample nearest in time to `timeUtcMs` (samples in time order, at least one). */
function nearestInTime(risks: readonly SampleRisk[], timeUtcMs: number): number {
  let low = 0;
  let high = risks.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((risks[middle]?.timeUtcMs ?? Infinity) < timeUtcMs) low = middle + 1;
    else high = middle;
  }
  const before = risks[low - 1];
  const at = risks[low];
  return before !== undefined && (at === undefined || timeUtcMs - before.timeUtcMs <= at.timeUtcMs - timeUtcMs) ? low - 1 : low;
}

/**
 * Probabilities at every sample and the highest per leg, for every limit the profile sets. With
 * `legTimes` (one per leg of the route) every leg is answered: from its own samples, or, when the
 * positions asked were sampled more sparsely than the waypoints, from the sample nearest in time
 * to the leg's middle. Without it only the legs that have samples.
 */
export function ensembleRisk(samples: readonly EnsembleRouteSample[], limits: VesselLimits, legTimes?: readonly LegTimes[]): EnsembleRisk {
  for (const sample of samples) {
    if (!Number.isInteger(sample.legIndex) || sample.legIndex < 0) throw new RangeError(`leg index must be a whole number from 0, not ${sample.legIndex}`);
    if (!Number.isFinite(sample.timeUtcMs)) throw new RangeError(`sample time must be Unix milliseconds, not ${sample.timeUtcMs}`);
  }
  const checked = setLimits(limits);
  const risks = samples.map((sample) => sampleRisk(sample, checked));
  const byLeg = new Map<number, SampleRisk[]>();
  for (const risk of risks) {
    const onLeg = byLeg.get(risk.legIndex);
    if (onLeg === undefined) byLeg.set(risk.legIndex, [risk]);
    else onLeg.push(risk);
  }
  const inTime = [...risks].sort((a, b) => a.timeUtcMs - b.timeUtcMs);
  const legIndexes = legTimes === undefined || risks.length === 0 ? [...byLeg.keys()].sort((a, b) => a - b) : legTimes.map((_, index) => index);
  const legs = legIndexes.map((legIndex) => {
    const times = legTimes?.[legIndex];
    const nearest = times === undefined ? undefined : inTime[nearestInTime(inTime, (times.startUtcMs + times.endUtcMs) / 2)];
    const onLeg = byLeg.get(legIndex) ?? (nearest === undefined ? [] : [nearest]);
    const byLimit: Partial<Record<LimitName, LegExceedance>> = {};
    for (const { name } of checked) byLimit[name] = legExceedance(onLeg, name);
    return { legIndex, byLimit };
  });
  return { samples: risks, legs };
}
