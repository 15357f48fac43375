import type { Exceedance, LimitKey } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { LimitSeverity, VesselLimits } from '../../shared/voyage/vessel-profile';
import type { MeteogramChart } from '../forecast/meteogram-charts';
import type { TimeTick } from '../chart/meteogram-scales';
import { placeWaypointNames } from '../chart/meteogram-marks';
import { lineStyle, markerGapPx, markerIndexes, markerPath, markerRadiusPx, type SeriesStyle } from '../chart/series-style';
import { meteogramGeometry, shadedSpan } from '../chart/meteogram-geometry';
import { thinByX } from '../chart/thin-by-x';

/**
 * One chart of the printed meteogram turned into SVG coordinates: the lines of its elements over
 * the voyage's time axis, directions as dots on a 0-360 °T scale at the right, the vessel's
 * limits as lines, the stretches beyond them shaded, and every waypoint as a line at its ETA with
 * its number and name above the plot. The scales, elements and marks come from
 * chart/meteogram-geometry.ts, as on screen; this file maps them to the page. Pure, so the scales and paths are tested without a browser.
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
  /** Which of the palette's three line colours. */
  styleIndex: number;
  /** Dash, width and marker: the screen's (chart/series-style.ts), at the page's scale. */
  style: SeriesStyle;
  /** Empty when the element has no value on this chart. */
  path: string;
  /** The line's markers as one SVG path, spaced as on screen. */
  markers: string;
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
  /** "wind > 30 kn (avoid limit)" */
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
  /** The dashed line where the forecast stops before the arrival, with its words; null when it covers the voyage. */
  forecastEnd: { x: number; label: string } | null;
  /** What this chart cannot show, in words: elements not served, or served in another unit. */
  notes: string[];
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

export interface MeteogramInput {
  series: RouteForecastSeries;
  chart: MeteogramChart;
  limits: VesselLimits;
  exceedances: readonly Exceedance[];
}

/** The screen's lengths on the page: 700 units are 186 mm, so a screen pixel's width is about 0.16 mm here. */
export const paperScale = 0.6;

/** `style` with its lengths at the page's scale. */
export function paperStyle(style: SeriesStyle): SeriesStyle {
  return { ...style, dash: style.dash.map((length) => length * paperScale), widthPx: style.widthPx * paperScale };
}

/** Unlabelled waypoint lines and direction dots closer than this on paper are drawn once (thin-by-x.ts). */
const markGapPx = 1;

export function drawMeteogramChart({ series, chart, limits, exceedances }: MeteogramInput): MeteogramDrawing {
  const layout = meteogramLayout;
  const plot: PlotBox = { left: layout.leftPx, top: layout.namesHeightPx, width: layout.widthPx - layout.leftPx - layout.rightPx, height: layout.plotHeightPx };
  const heightPx = layout.namesHeightPx + layout.plotHeightPx + layout.axisHeightPx;
  // The same geometry as the screen's meteogram (chart/meteogram-geometry.ts): this maps it to the page.
  const geometry = meteogramGeometry({ series, chart, limits, exceedances, plotWidth: plot.width });
  const { time, value: scale, marks } = geometry;
  const x = (timeUtcMs: number) => plot.left + ((timeUtcMs - time.fromUtcMs) / (time.toUtcMs - time.fromUtcMs)) * plot.width;
  const xs = series.points.map((point) => x(point.timeUtcMs));
  const y = (value: number) => (scale === null ? plot.top + plot.height : plot.top + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height);
  const yDirection = (deg: number) => plot.top + plot.height - (deg / 360) * plot.height;

  return {
    id: chart.id,
    title: chart.title,
    unit: chart.unit,
    heightPx,
    plot,
    timeTicks: time.ticks.map((tick) => ({ ...tick, x: x(tick.timeUtcMs) })),
    valueTicks: geometry.valueTicks.map((tick) => ({ y: y(tick.value), label: tick.label })),
    directionTicks: geometry.directionTicks.map((tick) => ({ y: yDirection(tick.deg), label: tick.label })),
    lines: geometry.lines.map((element, index) => {
      const style = paperStyle(lineStyle(index));
      const at = (value: number | null | undefined, point: number) => (value === null || value === undefined || !Number.isFinite(value) ? null : point);
      const lineXs = element.values.map((value, point) => at(value, xs[point] ?? 0));
      const markers = scale === null ? '' : markerIndexes(lineXs, markerGapPx * paperScale, ((index * markerGapPx) / 3) * paperScale).map((point) => markerPath(style.marker, xs[point] ?? 0, y(element.values[point] ?? 0), markerRadiusPx * paperScale)).join('');
      return { key: element.key, label: element.label, styleIndex: index % 3, style, path: scale === null ? '' : linePath(xs, element.values, y), markers };
    }),
    directions: geometry.directions.map((element) => ({
      key: element.key,
      label: element.label,
      dots: thinByX(
        element.values.flatMap((value, index) => {
          const at = xs[index];
          return value === null || !Number.isFinite(value) || at === undefined ? [] : [{ x: at, y: yDirection(((value % 360) + 360) % 360) }];
        }),
        markGapPx,
      ),
    })),
    limitLines: scale === null ? [] : marks.limitLines.map(({ limit, value, severity, label }) => ({ limit, y: y(value), severity, label })),
    shading: marks.shading.map((each) => ({ ...shadedSpan(x(each.fromUtcMs), x(each.toUtcMs), plot.left, plot.left + plot.width, 1.5), severity: each.severity })),
    waypoints: thinByX(
      placeWaypointNames(
        marks.waypoints.map((waypoint) => ({ x: x(waypoint.timeUtcMs), number: waypoint.number, text: waypoint.text })),
        { rightEdge: plot.left + plot.width + meteogramLayout.rightPx, rows: meteogramLayout.nameRows, charWidth: meteogramLayout.charWidthPx, gap: 4 },
      ),
      markGapPx,
      (mark) => mark.label !== null,
    ),
    forecastEnd: marks.forecastEnd === null ? null : { x: x(marks.forecastEnd.timeUtcMs), label: marks.forecastEnd.label },
    notes: geometry.notes,
  };
}
