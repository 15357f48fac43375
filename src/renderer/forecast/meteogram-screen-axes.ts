import { timeScaleFor, type MeteogramGeometry } from '../chart/meteogram-geometry';

/**
 * The screen meteogram's axes from the one chart geometry (chart/meteogram-geometry.ts), in the
 * seconds uPlot counts in: the same time ticks and labels, value range and ticks, and direction
 * ticks as the printed plan's at the same plot width. Pure, so screen and paper are compared
 * without a browser (meteogram-geometry.test.ts).
 */
export interface ScreenAxes {
  xRangeSec: [number, number];
  xTicks: { sec: number; label: string }[];
  /** Null: no values, uPlot's own range. */
  yRange: [number, number] | null;
  yTicks: { value: number; label: string }[];
  directionTicks: { deg: number; label: string }[];
}

export function screenAxes(geometry: MeteogramGeometry, plotWidthPx: number): ScreenAxes {
  const { time, value } = geometry;
  // The ticks follow the plot's width: a meteogram docked wide gets finer steps.
  const ticks = timeScaleFor(time.fromUtcMs, time.toUtcMs, plotWidthPx).ticks;
  return {
    xRangeSec: [time.fromUtcMs / 1000, time.toUtcMs / 1000],
    xTicks: ticks.map((tick) => ({ sec: tick.timeUtcMs / 1000, label: tick.label })),
    yRange: value === null ? null : [value.min, value.max],
    yTicks: geometry.valueTicks,
    directionTicks: geometry.directionTicks,
  };
}

/** The label of a tick uPlot asks about: the geometry's, or none (uPlot never asks for others, as the splits are these). */
export function tickLabel(ticks: readonly { label: string }[], index: number): string {
  return ticks[index]?.label ?? '';
}
