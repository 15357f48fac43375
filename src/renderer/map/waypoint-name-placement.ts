/**
 * Where waypoint names go on the chart: beside their waypoint, only where they fit without
 * overlapping another name or another waypoint's symbol, placed greedily in screen pixels. The
 * selected waypoint is named first (even among crowded symbols), then the route's two ends, then the others in order, so as
 * the chart zooms out the names thin out and the ones the navigator is looking at stay. A grid of
 * cells makes each test look only at its neighbours: a 5,000-waypoint route places in a few ms.
 * A keystroke in a name starts from the placement before it and tests again only the names it
 * can have moved (PlacementOptions.previous), with the same result as placing all again.
 */

export interface NameCandidate {
  /** The waypoint's index in the route. */
  index: number;
  /** The waypoint's symbol, in container pixels. */
  xPx: number;
  yPx: number;
  /**
   * The name's measured size in pixels. The width is read only for a name that might fit: the
   * caller may make it a getter that measures, so that names crowded out at any width are never
   * measured (placing a fitted 1,000-waypoint route measured every name, about 10 ms).
   */
  readonly widthPx: number;
  heightPx: number;
  /**
   * The name's words, where the caller has them: the next placement (PlacementOptions.previous)
   * then tests again only the names whose words changed and those whose room they took or gave.
   */
  readonly text?: string;
}

export interface PlacedName {
  index: number;
  /** The name's top-left corner, in container pixels. */
  leftPx: number;
  topPx: number;
  side: 'right' | 'left';
}

export interface PlacementOptions {
  /** The chart's size: a name must lie wholly on it. */
  viewWidthPx: number;
  viewHeightPx: number;
  selected: number | null;
  /** Index of the route's last waypoint (its arrival), named before the middle ones. */
  lastIndex: number;
  /**
   * Every waypoint symbol in view, named or not (symbolsInView): no name is written over another
   * waypoint. Without it, the candidates' symbols. Built once for a view and kept while the
   * waypoints do not move: a keystroke in a name then places the names against the same symbols.
   */
  symbols?: SymbolsInView;
  /**
   * The last placement of these names, for a keystroke in one of them: with the same symbols,
   * view, selection and waypoints, and only words changed, the names it placed stay placed
   * unless a changed name's room touches theirs (the same result as placing all again).
   */
  previous?: NamesPlaced | undefined;
  /** Gap between a symbol and its name, and kept between names. */
  gapPx?: number;
}

/**
 * A label placed after the names (a route-check finding's words at its ring): above its mark,
 * else beside, else below; never over a name, a symbol, another label or the `obstacles` (the
 * route's segments), and left out where it fits nowhere (its words stay on hover).
 */
export interface LabelCandidate {
  id: string;
  xPx: number;
  yPx: number;
  /** Room kept round the mark the label belongs to. */
  markRadiusPx: number;
  widthPx: number;
  heightPx: number;
}

export interface PlacedLabel {
  id: string;
  leftPx: number;
  topPx: number;
}

export interface ObstacleBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Cells for names, labels and the route: boxes tens of pixels wide. */
const wordCellPx = 64;
/**
 * Cells for the symbols: a zoomed-out 5,000-waypoint route puts hundreds of symbols in one
 * 64 px cell, and every name tried scanned them all (over 100 ms a keystroke); in cells near the size
 * of a symbol a test meets only its near neighbours.
 */
const symbolCellPx = 16;

/** Boxes kept in grid cells; a box is in every cell it touches, so two boxes that overlap share a cell. */
class BoxGrid {
  private readonly cells = new Map<number, Box[]>();

  constructor(private readonly cellPx: number) {}

  add(box: Box): void {
    const { cellPx } = this;
    const lastX = Math.floor(box.right / cellPx);
    const lastY = Math.floor(box.bottom / cellPx);
    for (let cx = Math.floor(box.left / cellPx); cx <= lastX; cx++) {
      // Cells are keyed as one number; a chart is never 100,000 cells wide.
      for (let cy = Math.floor(box.top / cellPx); cy <= lastY; cy++) {
        const key = cx * 100_000 + cy;
        const cell = this.cells.get(key);
        if (cell === undefined) this.cells.set(key, [box]);
        else cell.push(box);
      }
    }
  }

  /** True when `box` overlaps a kept box, except `own` (a name may touch its own symbol). */
  overlaps(box: Box, own?: Box): boolean {
    const { cellPx } = this;
    const lastX = Math.floor(box.right / cellPx);
    const lastY = Math.floor(box.bottom / cellPx);
    for (let cx = Math.floor(box.left / cellPx); cx <= lastX; cx++) {
      for (let cy = Math.floor(box.top / cellPx); cy <= lastY; cy++) {
        const cell = this.cells.get(cx * 100_000 + cy);
        if (cell === undefined) continue;
        for (const other of cell) {
          if (other !== own && box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom) return true;
        }
      }
    }
    return false;
  }
}

/** The symbols in view as obstacles to names and labels: a box `radiusPx` round each waypoint. */
export interface SymbolsInView {
  readonly radiusPx: number;
  /** Each waypoint's own symbol, by its index in the route: a name may touch its own. */
  readonly byIndex: ReadonlyMap<number, Box>;
  readonly grid: BoxGrid;
}

/** The symbols of these waypoints (all those in view, named or not) for `placeNamesAndLabels`. */
export function symbolsInView(points: readonly { index: number; xPx: number; yPx: number }[], radiusPx = 6): SymbolsInView {
  const byIndex = new Map<number, Box>();
  const grid = new BoxGrid(symbolCellPx);
  for (const { index, xPx, yPx } of points) {
    const symbol = { left: xPx - radiusPx, top: yPx - radiusPx, right: xPx + radiusPx, bottom: yPx + radiusPx };
    byIndex.set(index, symbol);
    grid.add(symbol);
  }
  return { radiusPx, byIndex, grid };
}

/** Positions in `candidates`: the selected one (at `selectedAt`, if any) first, then departure and arrival, then the rest in route order. */
function placementOrder(candidates: readonly NameCandidate[], selectedAt: number, lastIndex: number): number[] {
  const rank = (position: number) => {
    const index = candidates[position]!.index;
    return position === selectedAt ? 0 : index === 0 || index === lastIndex ? 1 : 2;
  };
  return candidates.map((_, position) => position).sort((a, b) => rank(a) - rank(b) || candidates[a]!.index - candidates[b]!.index);
}

export function placeWaypointNames(candidates: readonly NameCandidate[], options: PlacementOptions): PlacedName[] {
  return placeNamesAndLabels(candidates, [], [], options).names;
}

/** Where one name went: its box and side, or nowhere. */
type Outcome = { box: Box; side: 'right' | 'left' } | null;

/** What a placement of names leaves for the next (PlacementOptions.previous); opaque to callers. */
export interface NamesPlaced {
  readonly candidates: readonly NameCandidate[];
  /** The options that shape the placement (not `previous`: one placement is kept, not a chain). */
  readonly view: Pick<PlacementOptions, 'viewWidthPx' | 'viewHeightPx' | 'selected' | 'lastIndex'>;
  readonly gapPx: number;
  readonly symbols: SymbolsInView;
  /** Positions in `candidates`, in the order they were placed. */
  readonly order: readonly number[];
  /** Where each in `order` went. */
  readonly outcomes: readonly Outcome[];
}

/** The waypoint names as `placeWaypointNames` places them, then the labels round them (LabelCandidate). */
export function placeNamesAndLabels(
  candidates: readonly NameCandidate[],
  labels: readonly LabelCandidate[],
  obstacles: readonly ObstacleBox[],
  options: PlacementOptions,
): { names: PlacedName[]; labels: PlacedLabel[]; placed: NamesPlaced } {
  const gap = options.gapPx ?? 3;
  const symbols = options.symbols ?? symbolsInView(candidates);
  const radius = symbols.radiusPx;
  const grid = new BoxGrid(wordCellPx);
  const placed: PlacedName[] = [];

  /** The name's box on `side` if it fits there: on the chart, and clear of names and (unless told) symbols. */
  function fitting(each: NameCandidate, side: 'right' | 'left', widthPx: number, clearOfSymbols: boolean): Box | null {
    const top = each.yPx - each.heightPx / 2;
    const left = side === 'right' ? each.xPx + radius + gap : each.xPx - radius - gap - widthPx;
    const box = { left, top, right: left + widthPx, bottom: top + each.heightPx };
    if (box.left < 0 || box.top < 0 || box.right > options.viewWidthPx || box.bottom > options.viewHeightPx) return null;
    // The gap is kept around the name, so two names never touch.
    const padded = { left: box.left - gap, top: box.top - gap, right: box.right + gap, bottom: box.bottom + gap };
    const own = symbols.byIndex.get(each.index);
    return (clearOfSymbols && symbols.grid.overlaps(padded, own)) || grid.overlaps(padded, own) ? null : box;
  }

  function place(each: NameCandidate, clearOfSymbols: boolean): Outcome {
    for (const side of ['right', 'left'] as const) {
      // A name's box on a side holds the box of a one-pixel name there (both start at the symbol):
      // where that does not fit, no width does, and the name is not measured.
      if (fitting(each, side, 1, clearOfSymbols) === null) continue;
      const box = fitting(each, side, each.widthPx, clearOfSymbols);
      if (box !== null) return { box, side };
    }
    return null;
  }

  /** Whether any of `boxes` lies where the name's tests look (either side, padded by the gap). */
  function testsTouch(each: NameCandidate, boxes: readonly Box[]): boolean {
    const top = each.yPx - each.heightPx / 2 - gap;
    const bottom = each.yPx + each.heightPx / 2 + gap;
    for (const box of boxes) {
      if (box.bottom < top || box.top > bottom) continue;
      const reach = radius + gap + each.widthPx + gap;
      if (box.right >= each.xPx - reach && box.left <= each.xPx + reach) return true;
    }
    return false;
  }

  const previous = options.previous;
  const again = previous !== undefined && sameButWords(previous, candidates, options, symbols, gap);
  const selectedAt = candidates.findIndex((each) => each.index === options.selected);
  // The selected waypoint is named first, whatever symbols crowd it: the navigator is looking at it.
  // Every symbol in view is an obstacle for the other names.
  const order = again ? previous.order : placementOrder(candidates, selectedAt, options.lastIndex);
  const selectedFirst = selectedAt >= 0;
  /** The boxes of names placed anew or no more: a name whose tests touch none of them goes where it went. */
  const moved: Box[] = [];
  const outcomes: Outcome[] = [];
  order.forEach((position, slot) => {
    const each = candidates[position]!;
    let outcome: Outcome;
    if (again && each.text === previous.candidates[position]!.text && !testsTouch(each, moved)) {
      outcome = previous.outcomes[slot]!;
    } else {
      outcome = place(each, !(selectedFirst && slot === 0));
      const before = again ? previous.outcomes[slot]! : null;
      if (again && !sameOutcome(outcome, before)) {
        if (before !== null) moved.push(before.box);
        if (outcome !== null) moved.push(outcome.box);
      }
    }
    outcomes.push(outcome);
    if (outcome === null) return;
    grid.add(outcome.box);
    placed.push({ index: each.index, leftPx: outcome.box.left, topPx: outcome.box.top, side: outcome.side });
  });

  // Labels after the names: a finding never hides a name, the route or another finding.
  for (const obstacle of obstacles) grid.add(obstacle);
  const placedLabels: PlacedLabel[] = [];
  for (const label of labels) {
    const reach = label.markRadiusPx + gap;
    const spots = [
      { left: label.xPx - label.widthPx / 2, top: label.yPx - reach - label.heightPx },
      { left: label.xPx + reach, top: label.yPx - label.heightPx / 2 },
      { left: label.xPx - reach - label.widthPx, top: label.yPx - label.heightPx / 2 },
      { left: label.xPx - label.widthPx / 2, top: label.yPx + reach },
    ];
    for (const { left, top } of spots) {
      const box = { left, top, right: left + label.widthPx, bottom: top + label.heightPx };
      if (box.left < 0 || box.top < 0 || box.right > options.viewWidthPx || box.bottom > options.viewHeightPx) continue;
      const padded = { left: box.left - gap, top: box.top - gap, right: box.right + gap, bottom: box.bottom + gap };
      if (symbols.grid.overlaps(padded) || grid.overlaps(padded)) continue;
      grid.add(box);
      placedLabels.push({ id: label.id, leftPx: left, topPx: top });
      break;
    }
  }
  return { names: placed, labels: placedLabels, placed: { candidates, view: { viewWidthPx: options.viewWidthPx, viewHeightPx: options.viewHeightPx, selected: options.selected, lastIndex: options.lastIndex }, gapPx: gap, symbols, order, outcomes } };
}

/** Whether `previous` placed these candidates in this view, at most their words changed (and all have words). */
function sameButWords(previous: NamesPlaced, candidates: readonly NameCandidate[], options: PlacementOptions, symbols: SymbolsInView, gap: number): boolean {
  const before = previous.view;
  if (previous.symbols !== symbols || previous.gapPx !== gap || before.selected !== options.selected || before.lastIndex !== options.lastIndex) return false;
  if (before.viewWidthPx !== options.viewWidthPx || before.viewHeightPx !== options.viewHeightPx || previous.candidates.length !== candidates.length) return false;
  return candidates.every((each, position) => {
    const then = previous.candidates[position]!;
    return each.index === then.index && each.xPx === then.xPx && each.yPx === then.yPx && each.heightPx === then.heightPx && each.text !== undefined && then.text !== undefined;
  });
}

function sameOutcome(a: Outcome, b: Outcome): boolean {
  return a === b || (a !== null && b !== null && a.side === b.side && a.box.left === b.box.left && a.box.right === b.box.right && a.box.top === b.box.top && a.box.bottom === b.box.bottom);
}

/**
 * Boxes along a polyline in screen pixels, `stepPx` apart and `halfWidthPx` round the line: the
 * route as an obstacle to labels. Straight between points, as the chart draws a rhumb line;
 * a great-circle leg is drawn curved, and its points should then be the drawn ones.
 */
export function lineObstacles(points: readonly { xPx: number; yPx: number }[], halfWidthPx: number, stepPx: number, view: { widthPx: number; heightPx: number }): ObstacleBox[] {
  const boxes: ObstacleBox[] = [];
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1]!;
    const to = points[index]!;
    // A segment wholly off one side of the view is no obstacle.
    if ((from.xPx < 0 && to.xPx < 0) || (from.yPx < 0 && to.yPx < 0) || (from.xPx > view.widthPx && to.xPx > view.widthPx) || (from.yPx > view.heightPx && to.yPx > view.heightPx)) continue;
    const length = Math.hypot(to.xPx - from.xPx, to.yPx - from.yPx);
    const steps = Math.min(Math.ceil(length / stepPx), 2_000);
    for (let step = 0; step <= steps; step++) {
      const x = from.xPx + ((to.xPx - from.xPx) * step) / Math.max(steps, 1);
      const y = from.yPx + ((to.yPx - from.yPx) * step) / Math.max(steps, 1);
      if (x < -halfWidthPx || y < -halfWidthPx || x > view.widthPx + halfWidthPx || y > view.heightPx + halfWidthPx) continue;
      boxes.push({ left: x - halfWidthPx, top: y - halfWidthPx, right: x + halfWidthPx, bottom: y + halfWidthPx });
    }
  }
  return boxes;
}
