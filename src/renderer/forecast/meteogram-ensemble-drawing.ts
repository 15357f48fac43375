import type uPlot from 'uplot';
import { ensembleControlStyle, ensembleMedianStyle, ensembleStyles, type SeriesStyle } from '../chart/series-style';
import { fillMarkers } from '../chart/uplot-series-style';
import type { PlotColours } from '../palette/plot-colours';
import { bandRuns, traceExtent, type EnsembleTrace } from './meteogram-ensemble-traces';
import type { StormMark } from './meteogram-storm-marks';

/**
 * The ensemble on a meteogram chart, drawn on its canvas in the draw hook (the samples' times are
 * not the forecast's, so they are not uPlot series): the p10–p90 band in the element's line colour,
 * the median and control in their own line styles (chart/series-style.ts), members as thin lines when asked. Moments on the time
 * axis (storms' closest approaches, an ETA) as labelled vertical lines.
 */

export interface ChartEnsemble {
  /** Each trace with the index of the palette's line colour it takes (the deterministic line of the same element). */
  traces: ReadonlyArray<{ trace: EnsembleTrace; colourIndex: number }>;
  showMembers: boolean;
}

/** The y range of `unit` widened to hold the ensemble, so the band is never cut off. */
export function rangeWithEnsemble(ensemble: ChartEnsemble | null): uPlot.Range.Function {
  return (_u, dataMin, dataMax) => {
    const extent = ensemble === null ? null : traceExtent(ensemble.traces.map((each) => each.trace), ensemble.showMembers);
    const low = Math.min(dataMin ?? Infinity, extent?.min ?? Infinity);
    const high = Math.max(dataMax ?? -Infinity, extent?.max ?? -Infinity);
    if (!Number.isFinite(low) || !Number.isFinite(high)) return [0, 1];
    const pad = Math.max((high - low) * 0.08, 0.1);
    // Heights and speeds are never below 0: the axis starts there when the data allow.
    return [low >= 0 && low - pad < 0 ? 0 : low - pad, high + pad];
  };
}

/** The line's canvas positions, null where it has no value. */
function positions(u: uPlot, timesSec: readonly number[], values: ReadonlyArray<number | null>, scale: string): { xs: (number | null)[]; ys: (number | null)[] } {
  const has = (index: number) => values[index] !== null && values[index] !== undefined;
  return {
    xs: timesSec.map((timeSec, index) => (has(index) ? u.valToPos(timeSec, 'x', true) : null)),
    ys: timesSec.map((_, index) => (has(index) ? u.valToPos(values[index] ?? 0, scale, true) : null)),
  };
}

function strokeLine(u: uPlot, timesSec: readonly number[], values: ReadonlyArray<number | null>, scale: string): void {
  const { ctx } = u;
  let drawing = false;
  ctx.beginPath();
  timesSec.forEach((timeSec, index) => {
    const value = values[index];
    if (value === null || value === undefined) {
      drawing = false;
      return;
    }
    const x = u.valToPos(timeSec, 'x', true);
    const y = u.valToPos(value, scale, true);
    if (drawing) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
    drawing = true;
  });
  ctx.stroke();
}

/** The canvas pen for a line of `style`, at the screen's pixel ratio. */
function setLineStyle(ctx: CanvasRenderingContext2D, style: SeriesStyle): void {
  ctx.lineWidth = style.widthPx * devicePixelRatio;
  ctx.setLineDash(style.dash.map((length) => length * devicePixelRatio));
  ctx.lineCap = style.cap;
}

export function drawEnsemble(u: uPlot, ensemble: ChartEnsemble, scale: string, colours: PlotColours): void {
  const { ctx, bbox } = u;
  const dpr = devicePixelRatio;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  for (const { trace, colourIndex } of ensemble.traces) {
    const colour = colours.line[colourIndex % 3] ?? colours.axis;
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.globalAlpha = 0.22;
    for (const run of bandRuns(trace.timesSec, trace.p10, trace.p90)) {
      ctx.beginPath();
      run.forEach((point, index) => {
        const x = u.valToPos(point.timeSec, 'x', true);
        const y = u.valToPos(point.high, scale, true);
        if (index === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      for (const point of [...run].reverse()) ctx.lineTo(u.valToPos(point.timeSec, 'x', true), u.valToPos(point.low, scale, true));
      ctx.closePath();
      ctx.fill();
      // A run of one sample has no area: a short bar shows it.
      if (run.length === 1 && run[0] !== undefined) ctx.fillRect(u.valToPos(run[0].timeSec, 'x', true) - 2 * dpr, u.valToPos(run[0].high, scale, true), 4 * dpr, u.valToPos(run[0].low, scale, true) - u.valToPos(run[0].high, scale, true));
    }
    if (ensemble.showMembers) {
      ctx.globalAlpha = 0.35;
      setLineStyle(ctx, ensembleStyles.member);
      for (const member of trace.members) strokeLine(u, trace.timesSec, member, scale);
    }
    ctx.globalAlpha = 1;
    const median = ensembleMedianStyle(colourIndex);
    setLineStyle(ctx, median);
    strokeLine(u, trace.timesSec, trace.median, scale);
    const { xs, ys } = positions(u, trace.timesSec, trace.median, scale);
    fillMarkers(ctx, median, xs, ys, colourIndex + 1);
    const control = ensembleControlStyle(colourIndex);
    setLineStyle(ctx, control);
    strokeLine(u, trace.timesSec, trace.control, scale);
    const atControl = positions(u, trace.timesSec, trace.control, scale);
    fillMarkers(ctx, control, atControl.xs, atControl.ys, colourIndex + 2);
  }
  ctx.restore();
}

/** A moment marked on a chart's time axis: a storm's closest approach, the ship's ETA at a point. */
export type TimeMark = Pick<StormMark, 'timeUtcMs' | 'label'>;

/** Storms' closest approaches in the palette's hard-limit colour, made opaque. */
export function stormMarkColour(colours: PlotColours): string {
  return colours.hard.replace(/[\d.]+\)$/, '0.9)');
}

export function drawTimeMarks(u: uPlot, marks: readonly TimeMark[], colour: string, colours: PlotColours, labelled: boolean): void {
  const { ctx, bbox } = u;
  const dpr = devicePixelRatio;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colours.axis;
  ctx.lineWidth = 1.5 * dpr;
  ctx.setLineDash([8 * dpr, 3 * dpr, 2 * dpr, 3 * dpr]);
  ctx.font = `${Math.round(11 * dpr)}px system-ui, sans-serif`;
  ctx.textBaseline = 'bottom';
  for (const mark of marks) {
    const x = u.valToPos(mark.timeUtcMs / 1000, 'x', true);
    if (x < bbox.left || x > bbox.left + bbox.width) continue;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    if (!labelled) continue;
    // Near the right edge the label goes to the left of its line, so it stays inside the chart.
    const width = ctx.measureText(mark.label).width;
    const left = x + 3 * dpr + width > bbox.left + bbox.width ? x - 3 * dpr - width : x + 3 * dpr;
    ctx.fillText(mark.label, left, bbox.top + bbox.height - 2 * dpr);
  }
  ctx.restore();
}
