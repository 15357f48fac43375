/**
 * The scales of the meteogram, on screen and on paper alike: the voyage's time axis ticked at whole UTC hours a
 * navigator counts in (3, 6, 12 h, days), and value axes ticked at round numbers. Pure, so the
 * choices are tested without a browser.
 */
import { utcAxisLabel } from '../../shared/time/time-format';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Steps a watchkeeper reads at a glance: they divide the day, or are whole days. */
const timeStepsH = [1, 2, 3, 6, 12, 24, 48, 72, 168] as const;

export interface TimeTick {
  timeUtcMs: number;
  /** "24 Nov" at 00Z, "06Z" between. */
  label: string;
  /** Midnight UTC: drawn heavier, as the day changes there. */
  midnight: boolean;
}

export interface TimeScale {
  fromUtcMs: number;
  toUtcMs: number;
  stepH: number;
  ticks: TimeTick[];
}

function tickLabel(timeUtcMs: number): string {
  return utcAxisLabel(timeUtcMs / 1000, 0);
}

/**
 * Ticks from `fromUtcMs` to `toUtcMs` at the smallest step that gives at most `maxTicks` of them,
 * each on a whole multiple of the step counted from 00Z (so a 6 h step falls at 00, 06, 12, 18Z).
 */
export function utcTimeScale(fromUtcMs: number, toUtcMs: number, maxTicks: number): TimeScale {
  if (!Number.isFinite(fromUtcMs) || !Number.isFinite(toUtcMs) || toUtcMs <= fromUtcMs) {
    throw new RangeError(`the time axis needs an end after its start, not ${fromUtcMs} to ${toUtcMs}`);
  }
  if (!Number.isInteger(maxTicks) || maxTicks < 2) throw new RangeError(`the time axis needs room for at least 2 ticks, not ${maxTicks}`);
  const spanH = (toUtcMs - fromUtcMs) / hourMs;
  const stepH = timeStepsH.find((step) => spanH / step <= maxTicks) ?? Math.ceil(spanH / maxTicks / 168) * 168;
  const stepMs = stepH * hourMs;
  // Steps of a day or more start at a midnight; shorter ones at a whole multiple within the day.
  const anchorMs = stepH >= 24 ? 0 : Math.floor(fromUtcMs / dayMs) * dayMs;
  const ticks: TimeTick[] = [];
  for (let t = anchorMs + Math.ceil((fromUtcMs - anchorMs) / stepMs) * stepMs; t <= toUtcMs; t += stepMs) {
    ticks.push({ timeUtcMs: t, label: tickLabel(t), midnight: t % dayMs === 0 });
  }
  return { fromUtcMs, toUtcMs, stepH, ticks };
}

export interface ValueScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** The round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into at most `maxTicks` pieces. */
function roundStep(span: number, maxTicks: number): number {
  const raw = span / maxTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiple = [1, 2, 2.5, 5, 10].find((each) => each * power >= raw) ?? 10;
  return multiple * power;
}

/**
 * A value axis round the values (and the limits, so the margin to a limit is always seen).
 * `fromZero` for amounts (speeds, heights, periods, distances), read against nothing; otherwise
 * (pressure, temperature, read as changes) the axis fits the values, where 0 would squash the
 * curve flat. Negative values always widen the axis below 0.
 */
export function valueScale(values: readonly number[], maxTicks: number, fromZero: boolean): ValueScale | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  if (!Number.isInteger(maxTicks) || maxTicks < 2) throw new RangeError(`a value axis needs room for at least 2 ticks, not ${maxTicks}`);
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (fromZero && low > 0) low = 0;
  if (high - low < 1e-9) {
    // A flat line (a calm, a steady pressure): a span round it, so it is drawn and labelled.
    const pad = Math.max(Math.abs(high) * 0.1, 1);
    high += pad;
    low = low === 0 ? 0 : low - pad;
  }
  const step = roundStep(high - low, maxTicks);
  // Rounded, so 3 x 0.2 is 0.6 and not 0.6000000000000001.
  const min = Number((Math.floor(low / step + 1e-9) * step).toFixed(10));
  const max = Number((Math.ceil(high / step - 1e-9) * step).toFixed(10));
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 1000; tick += step) ticks.push(Number(tick.toFixed(10)));
  return { min, max, step, ticks };
}

/** A tick's label: as many decimals as the step needs (0.25 m steps print 0.25, 0.50, 0.75). */
export function valueTickLabel(value: number, step: number): string {
  let decimals = 0;
  while (decimals < 4 && Math.abs(step * 10 ** decimals - Math.round(step * 10 ** decimals)) > 1e-6) decimals += 1;
  return value.toFixed(decimals);
}
