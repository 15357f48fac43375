import { formatUtcShort } from '../time/time-format';
import type { ModelAlongRoute } from './model-along-route';
import { shortElementName } from './model-element-match';
import type { RouteForecastSeries } from './route-forecast-series';

/**
 * Where another model disagrees most with the shipping forecast, at the other model's own
 * positions: the shipping value there is interpolated in time between the two forecast points
 * around it (the ship moves steadily between them), never extrapolated past either end.
 */

export interface Disagreement {
  key: string;
  timeUtcMs: number;
  modelValue: number;
  shippingValue: number;
  /** Model minus shipping forecast, in `unit`. */
  differenceValue: number;
  unit: string;
}

/** The shipping forecast's value of an element at a time, or null outside it or next to a gap. */
export function shippingValueAt(series: RouteForecastSeries, key: string, timeUtcMs: number): number | null {
  const element = series.elements.find((each) => each.key === key);
  if (element === undefined || element.error !== null) return null;
  const { points } = series;
  const after = points.findIndex((point) => point.timeUtcMs >= timeUtcMs);
  if (after === -1) return null;
  const high = element.values[after] ?? null;
  if (points[after]!.timeUtcMs === timeUtcMs) return high;
  if (after === 0) return null;
  const low = element.values[after - 1] ?? null;
  if (low === null || high === null) return null;
  const from = points[after - 1]!.timeUtcMs;
  const to = points[after]!.timeUtcMs;
  return low + ((high - low) * (timeUtcMs - from)) / (to - from);
}

export function largestDisagreement(series: RouteForecastSeries, compared: ModelAlongRoute, key: string): Disagreement | null {
  const element = compared.elements.find((each) => each.key === key);
  const shippingUnit = series.elements.find((each) => each.key === key)?.unit;
  // Two figures in different units are not compared (a unit Passage did not know on either side).
  if (element === undefined || shippingUnit !== element.unit) return null;
  let worst: Disagreement | null = null;
  compared.points.forEach((point, index) => {
    const modelValue = element.values[index] ?? null;
    if (modelValue === null) return;
    const shippingValue = shippingValueAt(series, key, point.timeUtcMs);
    if (shippingValue === null) return;
    const differenceValue = modelValue - shippingValue;
    if (worst === null || Math.abs(differenceValue) > Math.abs(worst.differenceValue)) {
      worst = { key, timeUtcMs: point.timeUtcMs, modelValue, shippingValue, differenceValue, unit: element.unit };
    }
  });
  return worst;
}

const decimalsFor = (unit: string): number => (unit === 'hPa' || unit === 'kn' || unit === '°C' ? 0 : 1);

/** "Hs: ECMWF WAM 1.2 m above the shipping forecast at 26 Nov 12:00Z". */
export function describeDisagreement(disagreement: Disagreement | null, modelName: string, key: string): string {
  const what = shortElementName(key);
  if (disagreement === null) return `${what}: no time where both ${modelName} and the shipping forecast have a value.`;
  const size = Math.abs(disagreement.differenceValue).toFixed(decimalsFor(disagreement.unit));
  if (Number(size) === 0) return `${what}: ${modelName} agrees with the shipping forecast to within ${size} ${disagreement.unit} all along.`;
  const side = disagreement.differenceValue > 0 ? 'above' : 'below';
  return `${what}: ${modelName} ${size} ${disagreement.unit} ${side} the shipping forecast at ${formatUtcShort(disagreement.timeUtcMs)}`;
}
