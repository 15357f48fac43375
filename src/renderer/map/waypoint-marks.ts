/**
 * Which waypoints get a symbol on the chart: those in view, thinned so that no two symbols are
 * closer than `spacingPx` on the screen, and never more than `maxMarks`. A 5,000-waypoint route
 * seen whole would otherwise draw 5,000 overlapping circles (one Leaflet layer each); zoomed in,
 * every waypoint in view has its symbol. The waypoints in `keep` (the selected one, the one being
 * dragged, departure and arrival) are marked first, wherever they are in view.
 */
export interface MarkView {
  /** Screen position of each waypoint, in pixels from the chart's top left. */
  xPx: ArrayLike<number>;
  yPx: ArrayLike<number>;
  widthPx: number;
  heightPx: number;
  /** Symbols nearer than this to one already chosen are left out. */
  spacingPx: number;
  maxMarks: number;
  keep: readonly (number | null)[];
}

/** Beyond the view's edge a symbol is still partly seen: its radius and a little more. */
const edgePx = 10;

/** The indexes to mark, ascending. */
export function waypointsToMark(view: MarkView): number[] {
  const { xPx, yPx, widthPx, heightPx, spacingPx, maxMarks } = view;
  const cellPx = Math.max(1, spacingPx);
  const cells = new Map<number, number[]>();
  const chosen: number[] = [];
  const columns = Math.ceil((widthPx + 2 * edgePx) / cellPx) + 3;
  const cellKey = (column: number, row: number) => row * columns + column;
  const inView = (index: number) => {
    const x = xPx[index];
    const y = yPx[index];
    return x !== undefined && y !== undefined && x >= -edgePx && y >= -edgePx && x <= widthPx + edgePx && y <= heightPx + edgePx;
  };
  const tryMark = (index: number, force: boolean) => {
    const x = (xPx[index] ?? 0) + edgePx;
    const y = (yPx[index] ?? 0) + edgePx;
    const column = Math.floor(x / cellPx) + 1;
    const row = Math.floor(y / cellPx) + 1;
    if (!force) {
      for (let r = row - 1; r <= row + 1; r += 1) {
        for (let c = column - 1; c <= column + 1; c += 1) {
          for (const other of cells.get(cellKey(c, r)) ?? []) {
            const dx = (xPx[other] ?? 0) + edgePx - x;
            const dy = (yPx[other] ?? 0) + edgePx - y;
            if (dx * dx + dy * dy < spacingPx * spacingPx) return;
          }
        }
      }
    }
    const key = cellKey(column, row);
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
    chosen.push(index);
  };
  const kept = new Set<number>();
  for (const index of view.keep) {
    if (index === null || kept.has(index) || index < 0 || index >= xPx.length || !inView(index)) continue;
    kept.add(index);
    tryMark(index, true);
  }
  for (let index = 0; index < xPx.length && chosen.length < maxMarks; index += 1) {
    if (!kept.has(index) && inView(index)) tryMark(index, false);
  }
  return chosen.sort((a, b) => a - b);
}
