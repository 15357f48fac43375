/**
 * The ensemble plume at one position: at every forecast step of the answer, the statistics of each
 * element a vessel limit reads and the share of members beyond each limit the profile sets.
 */
import type { EnsemblePointForecast } from '../service/ensemble';
import type { VesselLimits } from '../voyage/vessel-profile';
import { exceedanceShare } from './ensemble-risk';
import { elementStatisticsAt, limitElementOf, quantityUnits, type MemberStatistics } from './ensemble-statistics';
import { limitElements, type LimitName } from './ensemble-values';

export type PlumeElement =
  | { element: string; status: 'ok'; unit: string; /** one per time of the plume; null where this element has no value then */ steps: Array<MemberStatistics | null> }
  | { element: string; status: 'missing'; reason: string };

export interface PlumeLimit {
  name: LimitName;
  element: string;
  value: number;
  unit: string;
  exceedsWhen: 'above' | 'below';
  /** share of members beyond the limit at each time; null where the element has no value */
  probabilities: Array<number | null>;
  /** why the limit cannot be checked at all (the element is missing), else null */
  reason: string | null;
}

export interface EnsemblePlume {
  /** As the answer names it; null where it names none (a view says "not given"). */
  model: string | null;
  /** null where the answer does not say (reading policy) */
  runUtcMs: number | null;
  lat: number | null;
  lon: number | null;
  /** every forecast step of any element, ascending */
  timesUtcMs: number[];
  elements: PlumeElement[];
  limits: PlumeLimit[];
}

/** The plume of an ensemble point answer, for the elements vessel limits read, against `limits`. */
export function ensemblePlume(forecast: EnsemblePointForecast, limits: VesselLimits): EnsemblePlume {
  const timesSec = new Set<number>();
  for (const entry of forecast.elements) for (const step of entry.data ?? []) timesSec.add(step.time);
  const timesUtcMs = [...timesSec].sort((a, b) => a - b).map((sec) => sec * 1000);
  const names = [...new Set(forecast.elements.map((entry) => entry.element))].filter((element) => limitElementOf(element) !== undefined);
  const elements: PlumeElement[] = names.map((element) => {
    const atTimes = timesUtcMs.map((timeUtcMs) => elementStatisticsAt(forecast, element, timeUtcMs));
    const firstOk = atTimes.find((each) => each.status === 'ok');
    if (firstOk === undefined) {
      const reason = atTimes.find((each) => each.status === 'missing')?.reason ?? `${forecast.model ?? 'the model'} has no forecast steps`;
      return { element, status: 'missing', reason };
    }
    return { element, status: 'ok', unit: firstOk.unit, steps: atTimes.map((each) => (each.status === 'ok' ? each : null)) };
  });
  const checked = (Object.keys(limitElements) as LimitName[]).flatMap((name): PlumeLimit[] => {
    const limit = limits[name];
    if (limit === null) return [];
    const { element, exceedsWhen, quantity } = limitElements[name];
    const plume = elements.find((each) => each.element === element);
    const base = { name, element, value: limit.value, unit: quantityUnits[quantity], exceedsWhen };
    if (plume === undefined) return [{ ...base, probabilities: timesUtcMs.map(() => null), reason: `${forecast.model ?? 'the model'} gave no ${element} (the model may not have it)` }];
    if (plume.status === 'missing') return [{ ...base, probabilities: timesUtcMs.map(() => null), reason: plume.reason }];
    const probabilities = plume.steps.map((step) => {
      if (step === null) return null;
      const share = exceedanceShare(step.members, limit.value, exceedsWhen);
      return share.status === 'ok' ? share.probability : null;
    });
    return [{ ...base, probabilities, reason: null }];
  });
  return { model: forecast.model ?? null, runUtcMs: forecast.runtime == null ? null : forecast.runtime * 1000, lat: forecast.latitude ?? null, lon: forecast.longitude ?? null, timesUtcMs, elements, limits: checked };
}
