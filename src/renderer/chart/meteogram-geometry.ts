import type { Exceedance } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import type { MeteogramChart } from '../forecast/meteogram-charts';
import { meteogramMarks, type MeteogramMarks } from './meteogram-marks';
import { utcTimeScale, valueScale, valueTickLabel, type TimeScale, type ValueScale } from './meteogram-scales';

/**
 * One meteogram chart's geometry, the same on screen (uPlot, forecast/meteogram.tsx) and in the
 * printed plan (SVG, reports/report-meteogram-geometry.ts): the time axis and its ticks, the value
 * axis (round the values and the limits, so the margin to a limit is always seen, and round the
 * ensemble band where one is drawn), the direction scale, which elements can be drawn on the
 * chart's unit, and the marks (shading, limit lines, waypoints). In time and value, not pixels:
 * each drawing maps them to its own box and draws only what differs (canvas or SVG, colours,
 * fonts, the screen's cursor and ensemble).
 */

/** Room one time label needs, in the drawing's units: "24 Nov" at the screen's 10 px and the page's 8.5. */
const timeLabelPx = 44;
const maxValueTicks = 5;
export const directionTicksDeg: readonly number[] = [0, 90, 180, 270, 360];
/** Read as changes, not amounts: their axes fit the values instead of starting at 0. */
const changeUnits = new Set(['hPa', '°C']);

export interface ChartElement {
  key: string;
  /** "Wind speed", from the series. */
  label: string;
  values: readonly (number | null)[];
}

export interface MeteogramGeometry {
  time: TimeScale;
  /** Null when no line of the chart has a value. */
  value: ValueScale | null;
  valueTicks: { value: number; label: string }[];
  /** Empty when the chart has no directions. */
  directionTicks: { deg: number; label: string }[];
  lines: ChartElement[];
  directions: ChartElement[];
  marks: MeteogramMarks;
  /** What this chart cannot show, in words: elements not served, or served in another unit. */
  notes: string[];
}

/**
 * The elements of the chart that can be drawn on its scale; the others go to the notes. A unit
 * the service wrote that Passage does not know (forecast-element-units) stays as sent, so it would
 * not be on this chart's scale: it is said, never drawn as if it were.
 */
function chartElements(series: RouteForecastSeries, keys: readonly string[], unit: string, notes: string[]): ChartElement[] {
  const found: ChartElement[] = [];
  for (const key of keys) {
    const element = series.elements.find((each) => each.key === key);
    if (element === undefined) continue;
    if (element.error !== null) notes.push(`${element.label}: not served (${element.error})`);
    else if (element.unit !== unit) notes.push(`${element.label}: served in ${element.unit}, not drawn on the ${unit} scale`);
    else found.push({ key, label: element.label, values: element.values });
  }
  return found;
}

/** The time axis from `fromUtcMs` to `toUtcMs` with as many ticks as `plotWidth` has room for (a wider chart, finer steps). */
export function timeScaleFor(fromUtcMs: number, toUtcMs: number, plotWidth: number): TimeScale {
  return utcTimeScale(fromUtcMs, toUtcMs, Math.max(2, Math.floor(plotWidth / timeLabelPx)));
}

export interface MeteogramGeometryInput {
  series: RouteForecastSeries;
  chart: MeteogramChart;
  limits: VesselLimits | null;
  exceedances: readonly Exceedance[];
  /** The plot's width in the drawing's units: how many time ticks have room. */
  plotWidth: number;
  /** Values the axis must hold besides the lines and limits: the ensemble band drawn on screen. */
  alsoHold?: { min: number; max: number } | null;
}

export function meteogramGeometry({ series, chart, limits, exceedances, plotWidth, alsoHold = null }: MeteogramGeometryInput): MeteogramGeometry {
  const fromUtcMs = series.points[0]?.timeUtcMs ?? series.etdUtcMs;
  // To the arrival at least: a forecast that ends before it leaves the rest of the axis empty, past its mark.
  const lastUtcMs = Math.max(series.points.at(-1)?.timeUtcMs ?? series.etaUtcMs, series.etaUtcMs);
  // A voyage shorter than an hour still gets an axis an hour long.
  const toUtcMs = Math.max(lastUtcMs, fromUtcMs + 3_600_000);
  const time = timeScaleFor(fromUtcMs, toUtcMs, plotWidth);

  const notes: string[] = [];
  const lines = chartElements(series, chart.lines, chart.unit, notes);
  const directions = chartElements(series, chart.directions ?? [], '°T', notes);
  const marks = meteogramMarks({ series, chart, limits, exceedances });
  const values = lines.flatMap((element) => element.values.filter((each): each is number => each !== null));
  const held = values.length === 0 ? [] : [...values, ...marks.limitLines.map((line) => line.value), ...(alsoHold === null ? [] : [alsoHold.min, alsoHold.max])];
  const value = valueScale(held, maxValueTicks, !changeUnits.has(chart.unit));
  return {
    time,
    value,
    valueTicks: value === null ? [] : value.ticks.map((tick) => ({ value: tick, label: valueTickLabel(tick, value.step) })),
    directionTicks: directions.length === 0 ? [] : directionTicksDeg.map((deg) => ({ deg, label: `${String(deg).padStart(3, '0')}°` })),
    lines,
    directions,
    marks,
    notes,
  };
}

/** A shaded stretch on an axis: clipped to the plot, and never thinner than `minWidth` (a stretch that only touches one forecast position still shows). */
export function shadedSpan(fromX: number, toX: number, plotLeft: number, plotRight: number, minWidth: number): { x: number; width: number } {
  const left = Math.max(plotLeft, fromX);
  const right = Math.min(plotRight, toX);
  return { x: left, width: Math.max(right - left, minWidth) };
}
