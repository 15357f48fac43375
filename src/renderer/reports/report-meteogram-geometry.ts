import type { Exceedance, LimitKey } from '../../shared/voyage/exceedances';
import { limitRules, limitText } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { LimitSeverity, VesselLimits } from '../../shared/voyage/vessel-profile';
import type { MeteogramChart } from '../forecast/meteogram-charts';
import { utcTimeScale, valueScale, valueTickLabel, type TimeTick } from './meteogram-scales';
import { waypointLabel } from './route-report-model';

/**
 * One chart of the printed meteogram turned into SVG coordinates: the lines of its elements over
 * the voyage's time axis, directions as dots on a 0-360 °T scale at the right, the vessel's
 * limits as lines, the stretches beyond them shaded, and every waypoint as a line at its ETA with
 * its number and name above the plot. Pure, so the scales and paths are tested without a browser.
 */

/** The chart's box in SVG units: on A4 portrait 700 units are the 186 mm between the margins. */
export const meteogramLayout = {
  widthPx: 700,
  /** Rows of waypoint names above the plot, each a label high. */
  nameRows: 3,
  namesHeightPx: 33,
  plotHeightPx: 104,
  axisHeightPx: 16,
  leftPx: 40,
  rightPx: 34,
  fontPx: 8.5,
  /** Rough width of a character of the 8.5 px labels, to keep two names from printing over each other. */
  charWidthPx: 4.9,
} as const;

const maxTimeTicks = 14;
const maxValueTicks = 5;
const directionTicksDeg = [0, 90, 180, 270, 360];
/** Read as changes, not amounts: their axes fit the values instead of starting at 0. */
const changeUnits = new Set(['hPa', '°C']);

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MeteogramLine {
  key: string;
  /** "Wind speed", from the series. */
  label: string;
  /** Which of the three line styles: 0 solid and heavy, 1 dashed, 2 dotted. */
  styleIndex: number;
  /** Empty when the element has no value on this chart. */
  path: string;
}

export interface MeteogramDirections {
  key: string;
  label: string;
  dots: { x: number; y: number }[];
}

export interface MeteogramLimitLine {
  limit: LimitKey;
  y: number;
  severity: LimitSeverity;
  /** "wind > 30 kn (hard limit)" */
  label: string;
}

export interface MeteogramShading {
  x: number;
  width: number;
  severity: LimitSeverity;
}

export interface MeteogramWaypointMark {
  x: number;
  /** "3 Dover Strait", or "3" where only the number has room, or null where not even that has (the line is still drawn). */
  label: string | null;
  /** 0 the upper row of names, counting down. */
  row: number;
  /** Near the right edge the name is written to the left of its line. */
  anchorEnd: boolean;
}

export interface MeteogramDrawing {
  id: string;
  title: string;
  unit: string;
  heightPx: number;
  plot: PlotBox;
  timeTicks: (TimeTick & { x: number })[];
  valueTicks: { y: number; label: string }[];
  directionTicks: { y: number; label: string }[];
  lines: MeteogramLine[];
  directions: MeteogramDirections[];
  limitLines: MeteogramLimitLine[];
  shading: MeteogramShading[];
  waypoints: MeteogramWaypointMark[];
  /** What this chart cannot show, in words: elements not served, or served in another unit. */
  notes: string[];
}

interface ChartElement {
  key: string;
  label: string;
  values: readonly (number | null)[];
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

/** An SVG path through the points that have a value; a gap where the model has none. */
function linePath(xs: readonly number[], values: readonly (number | null)[], y: (value: number) => number): string {
  const parts: string[] = [];
  let drawing = false;
  values.forEach((value, index) => {
    const x = xs[index];
    if (value === null || !Number.isFinite(value) || x === undefined) {
      drawing = false;
      return;
    }
    parts.push(`${drawing ? 'L' : 'M'}${x.toFixed(1)} ${y(value).toFixed(1)}`);
    drawing = true;
  });
  return parts.join(' ');
}

interface NameChoice {
  label: string;
  anchorEnd: boolean;
  left: number;
  right: number;
}

function nameChoice(x: number, label: string, rightEdgePx: number): NameChoice {
  const widthPx = label.length * meteogramLayout.charWidthPx + 3;
  // Near the right edge a label is written to the left of its line, so it is not cut off.
  const anchorEnd = x + widthPx > rightEdgePx;
  return anchorEnd ? { label, anchorEnd, left: x - widthPx, right: x } : { label, anchorEnd, left: x, right: x + widthPx };
}

/**
 * Names along the top in rows, in time order: each waypoint takes a row where its name clears the
 * label before it; failing that, its number alone (the waypoint table names it); failing that, the
 * label before it shrinks to its own number to make room. A waypoint crowded out of every row
 * keeps its line only.
 */
function placeWaypointNames(marks: readonly { x: number; number: string; text: string }[], plot: PlotBox): MeteogramWaypointMark[] {
  const rightEdgePx = plot.left + plot.width + meteogramLayout.rightPx;
  const gapPx = 4;
  const placed: (MeteogramWaypointMark & { number: string; right: number })[] = [];
  const lastInRow: (number | null)[] = Array.from({ length: meteogramLayout.nameRows }, () => null);
  for (const { x, number, text } of marks) {
    const own = [nameChoice(x, text, rightEdgePx), nameChoice(x, number, rightEdgePx)];
    const attempts = [
      { choice: own[0], shrinkBefore: false },
      { choice: own[1], shrinkBefore: false },
      { choice: own[0], shrinkBefore: true },
      { choice: own[1], shrinkBefore: true },
    ];
    let done = false;
    for (const { choice, shrinkBefore } of attempts) {
      if (choice === undefined) continue;
      for (let row = 0; row < lastInRow.length && !done; row += 1) {
        const beforeIndex = lastInRow[row];
        const before = beforeIndex === null || beforeIndex === undefined ? null : placed[beforeIndex];
        const shrunk = before && shrinkBefore ? nameChoice(before.x, before.number, rightEdgePx) : null;
        const beforeRight = before === null || before === undefined ? -Infinity : (shrunk?.right ?? before.right);
        if (choice.left <= beforeRight + gapPx) continue;
        if (before && shrunk) Object.assign(before, { label: shrunk.label, anchorEnd: shrunk.anchorEnd, right: shrunk.right });
        lastInRow[row] = placed.length;
        placed.push({ x, number, label: choice.label, row, anchorEnd: choice.anchorEnd, right: choice.right });
        done = true;
      }
      if (done) break;
    }
    if (!done) placed.push({ x, number, label: null, row: 0, anchorEnd: false, right: x });
  }
  return placed.map(({ x, label, row, anchorEnd }) => ({ x, label, row, anchorEnd }));
}

export interface MeteogramInput {
  series: RouteForecastSeries;
  chart: MeteogramChart;
  limits: VesselLimits;
  exceedances: readonly Exceedance[];
}

export function drawMeteogramChart({ series, chart, limits, exceedances }: MeteogramInput): MeteogramDrawing {
  const layout = meteogramLayout;
  const plot: PlotBox = { left: layout.leftPx, top: layout.namesHeightPx, width: layout.widthPx - layout.leftPx - layout.rightPx, height: layout.plotHeightPx };
  const heightPx = layout.namesHeightPx + layout.plotHeightPx + layout.axisHeightPx;
  const fromUtcMs = series.points[0]?.timeUtcMs ?? series.etdUtcMs;
  const lastUtcMs = series.points.at(-1)?.timeUtcMs ?? series.etaUtcMs;
  // A voyage shorter than an hour still gets an axis an hour long.
  const toUtcMs = Math.max(lastUtcMs, fromUtcMs + 3_600_000);
  const time = utcTimeScale(fromUtcMs, toUtcMs, maxTimeTicks);
  const x = (timeUtcMs: number) => plot.left + ((timeUtcMs - fromUtcMs) / (toUtcMs - fromUtcMs)) * plot.width;
  const xs = series.points.map((point) => x(point.timeUtcMs));

  const notes: string[] = [];
  const lineElements = chartElements(series, chart.lines, chart.unit, notes);
  const directionElements = chartElements(series, chart.directions ?? [], '°T', notes);
  const chartLimits = (chart.limits ?? []).filter((key): key is LimitKey => key in limitRules);
  const limitValues = chartLimits.flatMap((key) => (limits[key] ? [limits[key].value] : []));
  const values = lineElements.flatMap((element) => element.values.filter((value): value is number => value !== null));
  const scale = valueScale(values.length > 0 ? [...values, ...limitValues] : [], maxValueTicks, !changeUnits.has(chart.unit));
  const y = (value: number) => (scale === null ? plot.top + plot.height : plot.top + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height);
  const yDirection = (deg: number) => plot.top + plot.height - (deg / 360) * plot.height;

  const limitLines: MeteogramLimitLine[] =
    scale === null
      ? []
      : chartLimits.flatMap((key) => {
          const limit = limits[key];
          if (!limit) return [];
          return [{ limit: key, y: y(limit.value), severity: limit.severity, label: `${limitText(key, limit.value)} (${limit.severity} limit)` }];
        });
  const shading = exceedances
    .filter((each) => chartLimits.includes(each.limit))
    .map((each) => {
      const left = Math.max(plot.left, x(each.fromUtcMs));
      const right = Math.min(plot.left + plot.width, x(each.toUtcMs));
      // A stretch that only touches one forecast position still shows.
      return { x: left, width: Math.max(right - left, 1.5), severity: each.severity };
    });

  return {
    id: chart.id,
    title: chart.title,
    unit: chart.unit,
    heightPx,
    plot,
    timeTicks: time.ticks.map((tick) => ({ ...tick, x: x(tick.timeUtcMs) })),
    valueTicks: scale === null ? [] : scale.ticks.map((tick) => ({ y: y(tick), label: valueTickLabel(tick, scale.step) })),
    directionTicks: directionElements.length === 0 ? [] : directionTicksDeg.map((deg) => ({ y: yDirection(deg), label: `${String(deg).padStart(3, '0')}°` })),
    lines: lineElements.map((element, index) => ({ key: element.key, label: element.label, styleIndex: index % 3, path: scale === null ? '' : linePath(xs, element.values, y) })),
    directions: directionElements.map((element) => ({
      key: element.key,
      label: element.label,
      dots: element.values.flatMap((value, index) => {
        const at = xs[index];
        return value === null || !Number.isFinite(value) || at === undefined ? [] : [{ x: at, y: yDirection(((value % 360) + 360) % 360) }];
      }),
    })),
    limitLines,
    shading,
    waypoints: placeWaypointNames(
      series.waypoints.map((waypoint, index) => ({ x: x(waypoint.timeUtcMs), number: String(index + 1), text: `${index + 1} ${waypointLabel(waypoint.name, index)}` })),
      plot,
    ),
    notes,
  };
}
