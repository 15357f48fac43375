import './series-legend.css';
import type uPlot from 'uplot';
import { legendSample, markerGapPx, markerIndexes, markerPath, markerRadiusPx, type SeriesStyle } from './series-style';
import { thinByX } from './thin-by-x';

/**
 * The series styles (series-style.ts) on a uPlot chart: the line options uPlot draws with, the
 * markers drawn over the lines in the draw hook, and a legend whose keys are a drawn sample of
 * line and marker instead of uPlot's colour square. Each legend row carries what its series is
 * drawn with (data-series-dash, -width, -marker, -colour), read from the chart as built, so a
 * test reads the drawing rather than the intention.
 */

/** uPlot's line options for `style` in `colour`: uPlot scales widths by the pixel ratio itself, dashes not. */
export function uplotLine(style: SeriesStyle, colour: string): Pick<uPlot.Series, 'stroke' | 'width' | 'dash' | 'cap' | 'points'> {
  return {
    stroke: colour,
    width: style.kind === 'line' ? style.widthPx : 0,
    dash: style.dash.map((length) => length * devicePixelRatio),
    cap: style.cap,
    points: { show: false },
  };
}

function seriesColour(u: uPlot, index: number): string {
  const stroke = u.series[index]?.stroke;
  const colour = typeof stroke === 'function' ? stroke(u, index) : stroke;
  return typeof colour === 'string' ? colour : '';
}

/**
 * `style`'s markers along a line at canvas positions `xs`, `ys` (null: no value there): spaced
 * along a line, shifted by `order` so two lines' markers do not stack; for markers alone
 * (directions) at every value, one per pixel of the time axis at most (thin-by-x.ts). One path
 * filled once: a fill per marker was most of drawing a long voyage's meteogram.
 */
export function fillMarkers(ctx: CanvasRenderingContext2D, style: SeriesStyle, xs: readonly (number | null)[], ys: readonly (number | null)[], order: number): void {
  if (style.marker === 'none') return;
  const dpr = devicePixelRatio;
  const picked =
    style.kind === 'markers'
      ? thinByX(
          xs.flatMap((x, at) => (x === null ? [] : [{ x, at }])),
          dpr,
        ).map((mark) => mark.at)
      : markerIndexes(xs, markerGapPx * dpr, ((order * markerGapPx) / 3) * dpr);
  let outline = '';
  for (const at of picked) {
    const x = xs[at];
    const y = ys[at];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    outline += markerPath(style.marker, x, y, markerRadiusPx * dpr);
  }
  if (outline !== '') ctx.fill(new Path2D(outline));
}

function drawMarkers(u: uPlot, styles: readonly (SeriesStyle | null)[]): void {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  styles.forEach((style, index) => {
    const series = u.series[index];
    const scale = series?.scale;
    if (style === null || style.marker === 'none' || series === undefined || series.show === false || scale === undefined) return;
    const values = u.data[index] ?? [];
    const has = (at: number) => values[at] !== null && values[at] !== undefined;
    ctx.fillStyle = seriesColour(u, index);
    fillMarkers(
      ctx,
      style,
      Array.from(u.data[0], (seconds, at) => (has(at) ? u.valToPos(seconds, 'x', true) : null)),
      Array.from(u.data[0], (_, at) => (has(at) ? u.valToPos(values[at] ?? 0, scale, true) : null)),
      index,
    );
  });
  ctx.restore();
}

const svgNs = 'http://www.w3.org/2000/svg';

/** A legend key as an inline SVG: the style's sample in `colour`. Also the ensemble legend's keys (as DOM, not React: uPlot builds its legend itself). */
export function sampleSvg(style: SeriesStyle, colour: string): SVGSVGElement {
  const width = 28;
  const height = 10;
  const sample = legendSample(style, width, height);
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('series-sample');
  if (sample.band !== null) {
    const rect = document.createElementNS(svgNs, 'rect');
    Object.entries({ x: '0', y: '1', width: String(width), height: String(height - 2), fill: colour, 'fill-opacity': '0.35' }).forEach(([name, value]) => rect.setAttribute(name, value));
    svg.append(rect);
  }
  if (sample.line !== null) {
    const line = document.createElementNS(svgNs, 'line');
    const attributes = { x1: sample.line.x1, x2: sample.line.x2, y1: sample.line.y, y2: sample.line.y, stroke: colour, 'stroke-width': style.widthPx, 'stroke-dasharray': style.dash.join(' '), 'stroke-linecap': style.cap };
    Object.entries(attributes).forEach(([name, value]) => line.setAttribute(name, String(value)));
    svg.append(line);
  }
  if (sample.marker !== '') {
    const marker = document.createElementNS(svgNs, 'path');
    marker.setAttribute('d', sample.marker);
    marker.setAttribute('fill', colour);
    svg.append(marker);
  }
  return svg;
}

/** Writes on `row` how its series is drawn, for tests and anyone checking the legend against the plot. */
export function describeSeries(row: HTMLElement, style: SeriesStyle, drawn: { dash: readonly number[]; widthPx: number; colour: string }): void {
  row.dataset.seriesStyle = style.id;
  row.dataset.seriesKind = style.kind;
  row.dataset.seriesDash = drawn.dash.map((length) => Number(length.toFixed(2))).join(' ');
  row.dataset.seriesWidth = String(drawn.widthPx);
  row.dataset.seriesMarker = style.marker;
  row.dataset.seriesColour = drawn.colour;
}

/**
 * uPlot's legend with drawn keys. A series uPlot strokes itself is described from its own options
 * as uPlot holds them; one it leaves to a draw hook (width 0: the ensemble band and lines) from
 * the style that hook draws with.
 */
function drawLegendKeys(u: uPlot, styles: readonly (SeriesStyle | null)[]): void {
  const rows = u.root.querySelectorAll<HTMLElement>('.u-legend .u-series');
  styles.forEach((style, index) => {
    const row = rows[index];
    const series = u.series[index];
    if (style === null || row === undefined || series === undefined) return;
    const marker = row.querySelector<HTMLElement>('.u-marker');
    const colour = seriesColour(u, index);
    if (marker !== null) {
      marker.style.border = 'none';
      marker.style.background = 'none';
      marker.replaceChildren(sampleSvg(style, colour));
    }
    const strokedByUplot = (series.width ?? 0) > 0;
    const dash = strokedByUplot ? (series.dash ?? []).map((length) => length / devicePixelRatio) : style.kind === 'line' ? style.dash : [];
    describeSeries(row, style, { dash, widthPx: strokedByUplot ? (series.width ?? 0) : style.kind === 'line' ? style.widthPx : 0, colour });
  });
}

/**
 * `options` with the series told apart: `styles[i]` for `options.series[i]` (null for the time
 * series and any series that is only a read-out). Markers are drawn after the chart's own draw
 * hooks, so they sit over shading and limit lines.
 */
export function withSeriesStyles(options: uPlot.Options, styles: readonly (SeriesStyle | null)[]): uPlot.Options {
  const hooks = options.hooks ?? {};
  return {
    ...options,
    hooks: {
      ...hooks,
      draw: [...(hooks.draw ?? []), (u) => drawMarkers(u, styles)],
      ready: [...(hooks.ready ?? []), (u) => drawLegendKeys(u, styles)],
    },
  };
}
