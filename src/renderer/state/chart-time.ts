import { createExternalStore, useExternalStore } from './external-store';

/**
 * The chart's time: the one time the weather layer shows, the ship's marker stands at (following
 * the ship) and the meteogram's cursor points at. The time slider sets it; the meteogram's cursor
 * sets it too, so both stay on one time. Not per voyage: it is a time, not a voyage's data.
 */
export interface ChartTime {
  /** UTC ms, or null before anything chose one (the layer then shows its first step from now). */
  timeUtcMs: number | null;
  /** The ship's marker stands where the plan puts her at that time. */
  followShip: boolean;
  playing: boolean;
}

export const chartTimeStore = createExternalStore<ChartTime>({ timeUtcMs: null, followShip: true, playing: false });

export function setChartTime(timeUtcMs: number): void {
  chartTimeStore.set((previous) => (previous.timeUtcMs === timeUtcMs ? previous : { ...previous, timeUtcMs }));
}

export function useChartTime(): ChartTime {
  return useExternalStore(chartTimeStore);
}
