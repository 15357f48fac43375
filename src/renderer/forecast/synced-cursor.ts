import type uPlot from 'uplot';
import { routeForecastStore } from '../state/route-forecast';

/**
 * The hooks of a chart whose cursor moves with the meteogram's (uPlot's cursor sync, which moves
 * the others on a pointer move only). A chart made again (the palette changed, its width settled)
 * starts with its cursor at the voyage's forecast cursor instead of hidden until the pointer next
 * moves. Its first drawing puts the cursor off the plot: that is not the pointer leaving, so it is
 * not reported (it cleared the voyage's cursor, and the chart's ship with it, on every remake).
 */
export function syncedCursorHooks(voyageId: string, report?: (u: uPlot) => void): Required<Pick<uPlot.Hooks.Arrays, 'ready' | 'setCursor'>> {
  let drawn = false;
  return {
    setCursor: [
      function reportCursor(u: uPlot) {
        if (drawn) report?.(u);
      },
    ],
    ready: [
      function placeCursor(u: uPlot) {
        drawn = true;
        // Read when the chart is made, not followed: the sync moves it from here on.
        const timeUtcMs = routeForecastStore.get(voyageId).cursor?.timeUtcMs;
        // Not reported back: the meteogram would snap the time to its nearest point and move the chart's ship.
        if (timeUtcMs !== undefined) u.setCursor({ left: u.valToPos(timeUtcMs / 1000, 'x'), top: u.bbox.height / devicePixelRatio / 2 }, false);
      },
    ],
  };
}
