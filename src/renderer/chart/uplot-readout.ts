import type uPlot from 'uplot';
import { formatQuantity } from '../../shared/format/quantity-format';
import { formatUtcShort } from '../../shared/time/time-format';

/**
 * The cursor readout of every uPlot chart (meteogram, model comparison, ensemble plume) in the
 * app's one format: "01 Dec 06:00Z", "30 kn", "045°T", "not given". uPlot's own defaults
 * ("2026-12-01 6:00am", "30.459") are never shown.
 */
export function timeReadout(_u: uPlot, seconds: number | null): string {
  return seconds === null ? '' : formatUtcShort(seconds * 1000);
}

/** A series' readout in `unit`, rounded to what the quantity means. */
export function quantityReadout(unit: string) {
  return function readout(_u: uPlot, value: number | null): string {
    return formatQuantity(value, unit);
  };
}

/** The time series (x) of a chart, labelled and read out in UTC; a new object per chart, as uPlot writes into it. */
export function utcSeries(): uPlot.Series {
  return { label: 'UTC', value: timeReadout };
}

/** The uPlot cursor-sync key of the meteogram's charts: a chart that uses it moves its cursor in step with them. */
export const meteogramSyncKey = 'passage-meteogram';
