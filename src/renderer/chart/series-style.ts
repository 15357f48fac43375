/**
 * How each series of a chart is told apart without its colour: a line style (dash, width) and a
 * marker shape, the same on screen (uPlot canvas) and on paper (SVG). Colour is a third cue, not
 * the only one: at night every line is dim red-amber, and through a red filter or on a
 * black-and-white copy only the line and the marker remain (IHO S-52, IEC 62288: symbols told
 * apart by more than colour). Lengths are CSS pixels on screen and SVG units on paper.
 */

export type MarkerShape = 'none' | 'circle' | 'triangle' | 'square' | 'diamond' | 'dot';

export interface SeriesStyle {
  /** A stable name, written on the legend for tests and anyone checking: "solid-circle". */
  id: string;
  /** Dash and gap lengths; empty for a solid line. */
  dash: readonly number[];
  /** 0: no line, markers only (directions). */
  widthPx: number;
  marker: MarkerShape;
  /** Round caps turn a dash of length ~0 into a dot. */
  cap: 'butt' | 'round';
  /** What the style draws: a line (with markers), markers alone, or a filled band. */
  kind: 'line' | 'markers' | 'band';
}

/** The lines of a chart in order: the first the heaviest (the element the chart is named for). */
export const lineStyles: readonly SeriesStyle[] = [
  { id: 'solid-circle', dash: [], widthPx: 2.5, marker: 'circle', cap: 'butt', kind: 'line' },
  { id: 'dashed-triangle', dash: [8, 4], widthPx: 1.75, marker: 'triangle', cap: 'butt', kind: 'line' },
  { id: 'dotted-square', dash: [2, 3], widthPx: 2, marker: 'square', cap: 'butt', kind: 'line' },
  { id: 'dashdot-diamond', dash: [10, 3, 2, 3], widthPx: 1.5, marker: 'diamond', cap: 'butt', kind: 'line' },
];

/** Directions (0–360 °T on the right scale): dots, no line, as a wind barb's head. */
export const directionStyle: SeriesStyle = { id: 'dots', dash: [], widthPx: 0, marker: 'dot', cap: 'butt', kind: 'markers' };

/** The ensemble's statistics: its p10–p90 band, median and control, apart from every deterministic line. */
export const ensembleStyles = {
  band: { id: 'band', dash: [], widthPx: 0, marker: 'none', cap: 'butt', kind: 'band' },
  median: { id: 'longdash', dash: [14, 4], widthPx: 2, marker: 'none', cap: 'butt', kind: 'line' },
  control: { id: 'rounddots', dash: [0.5, 4], widthPx: 2, marker: 'none', cap: 'round', kind: 'line' },
  member: { id: 'thin', dash: [], widthPx: 0.75, marker: 'none', cap: 'butt', kind: 'line' },
} as const satisfies Record<string, SeriesStyle>;

/**
 * The ensemble median of the chart's `index`-th element: the long dash, with the marker of that
 * element's own line, so two medians on one chart (Hs and swell) are told apart as their lines are.
 */
export function ensembleMedianStyle(index: number): SeriesStyle {
  const marker = lineStyle(index).marker;
  return { ...ensembleStyles.median, id: `${ensembleStyles.median.id}-${marker}`, marker };
}

/**
 * The ensemble control of the chart's `index`-th element: round dots with that element's marker,
 * so two controls on one chart (Hs and swell) are told apart without their colours too.
 */
export function ensembleControlStyle(index: number): SeriesStyle {
  const marker = lineStyle(index).marker;
  return { ...ensembleStyles.control, id: `${ensembleStyles.control.id}-${marker}`, marker };
}

/** The style of the chart's `index`-th line (0 first). */
export function lineStyle(index: number): SeriesStyle {
  return lineStyles[index % lineStyles.length] ?? lineStyles[0]!;
}

/** Markers along a line this far apart at least, so they mark the line without hiding it. */
export const markerGapPx = 56;
/** A marker's half size: 3.5 px reads at arm's length without covering the line's shape. */
export const markerRadiusPx = 3.5;
const dotRadiusPx = 1.6;

/**
 * The marker as an SVG path centred on (x, y): the one outline both drawings use (SVG `d`, and
 * `Path2D` on the canvas).
 */
export function markerPath(shape: MarkerShape, x: number, y: number, radius = markerRadiusPx): string {
  const r = shape === 'dot' ? dotRadiusPx * (radius / markerRadiusPx) : radius;
  const n = (value: number) => Number(value.toFixed(2));
  switch (shape) {
    case 'none':
      return '';
    case 'circle':
    case 'dot':
      return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    case 'square': {
      const s = r * 0.88;
      return `M${n(x - s)} ${n(y - s)}H${n(x + s)}V${n(y + s)}H${n(x - s)}Z`;
    }
    case 'triangle':
      return `M${n(x)} ${n(y - r * 1.15)}L${n(x + r)} ${n(y + r * 0.75)}H${n(x - r)}Z`;
    case 'diamond':
      return `M${n(x)} ${n(y - r * 1.2)}L${n(x + r)} ${n(y)}L${n(x)} ${n(y + r * 1.2)}L${n(x - r)} ${n(y)}Z`;
  }
}

/**
 * Which points of a line carry a marker: the first drawn point at or past each `gap` step from
 * `offset`, so markers fall evenly however dense the data. `offset` shifts each series' markers,
 * so two lines that run together do not stack their markers on one another.
 */
export function markerIndexes(xs: readonly (number | null)[], gap: number, offset: number): number[] {
  const picked: number[] = [];
  let next = -Infinity;
  let first = true;
  xs.forEach((x, index) => {
    if (x === null || !Number.isFinite(x)) return;
    if (first) {
      next = x + offset;
      first = false;
    }
    if (x >= next) {
      picked.push(index);
      next = x + gap;
    }
  });
  return picked;
}

/** A short sample of the style for a legend: a line across and a marker in its middle, in a box `width` by `height`. */
export function legendSample(style: SeriesStyle, width = 28, height = 10): { line: { x1: number; x2: number; y: number } | null; marker: string; band: { width: number; height: number } | null } {
  const y = height / 2;
  return {
    line: style.kind === 'line' ? { x1: 0, x2: width, y } : null,
    marker: style.kind === 'markers' ? `${markerPath(style.marker, width * 0.25, y)}${markerPath(style.marker, width * 0.75, y)}` : markerPath(style.marker, width / 2, y),
    band: style.kind === 'band' ? { width, height } : null,
  };
}
