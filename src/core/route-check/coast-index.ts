/**
 * Coastline segments in a grid of cells, built once from land rings: what the route check asks
 * of it is "which coast lies near this piece of track" and "is this point on land". Longitudes
 * are -180..180; a ring edge that jumps across 180° is cut there, so no segment spans the chart.
 */

export const CELL_DEG = 0.25;
const COLS = Math.round(360 / CELL_DEG);
const ROWS = Math.round(180 / CELL_DEG);

export type LandRing = readonly (readonly [number, number])[];

export interface CoastIndex {
  /** x1, y1, x2, y2 (lon, lat degrees) per segment. */
  readonly segments: Float64Array;
  readonly segmentCount: number;
  /** Cell c holds cellItems[cellStart[c] .. cellStart[c + 1]). */
  readonly cellStart: Int32Array;
  readonly cellItems: Int32Array;
  /** Whether each cell's south-west corner is on land: corner (column, row) at cornerOf(column, row). */
  readonly cornerLand: Uint8Array;
}

const cornerOf = (column: number, row: number) => row * (COLS + 1) + column;

export function columnOf(lon: number): number {
  return Math.min(COLS - 1, Math.max(0, Math.floor((lon + 180) / CELL_DEG)));
}

export function rowOf(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
}

export function cellOf(column: number, row: number): number {
  return row * COLS + column;
}

export const gridColumns = COLS;

function cutAtAntimeridian(rings: readonly LandRing[]): number[] {
  const flat: number[] = [];
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i += 1) {
      const [x1, y1] = ring[i - 1]!;
      const [x2, y2] = ring[i]!;
      if (Math.abs(x2 - x1) <= 180) {
        flat.push(x1, y1, x2, y2);
        continue;
      }
      // The edge runs the short way across 180°: cut it there into two segments.
      const x2Unwrapped = x1 > 0 ? x2 + 360 : x2 - 360;
      const edge = x1 > 0 ? 180 : -180;
      const t = (edge - x1) / (x2Unwrapped - x1);
      const yCut = y1 + t * (y2 - y1);
      flat.push(x1, y1, edge, yCut, -edge, yCut, x2, y2);
    }
  }
  return flat;
}

export function buildCoastIndex(rings: readonly LandRing[]): CoastIndex {
  const segments = Float64Array.from(cutAtAntimeridian(rings));
  const segmentCount = segments.length / 4;
  const counts = new Int32Array(COLS * ROWS + 1);
  const forEachCell = (s: number, visit: (cell: number) => void) => {
    const o = s * 4;
    const c1 = columnOf(Math.min(segments[o]!, segments[o + 2]!));
    const c2 = columnOf(Math.max(segments[o]!, segments[o + 2]!));
    const r1 = rowOf(Math.min(segments[o + 1]!, segments[o + 3]!));
    const r2 = rowOf(Math.max(segments[o + 1]!, segments[o + 3]!));
    for (let r = r1; r <= r2; r += 1) for (let c = c1; c <= c2; c += 1) visit(cellOf(c, r));
  };
  for (let s = 0; s < segmentCount; s += 1) forEachCell(s, (cell) => (counts[cell + 1]! += 1));
  for (let cell = 1; cell < counts.length; cell += 1) counts[cell]! += counts[cell - 1]!;
  const cellStart = counts;
  const fill = Int32Array.from(cellStart.subarray(0, COLS * ROWS));
  const cellItems = new Int32Array(cellStart[COLS * ROWS]!);
  for (let s = 0; s < segmentCount; s += 1) forEachCell(s, (cell) => (cellItems[fill[cell]!++] = s));

  const primeMeridianCrossings: number[] = [];
  for (let s = 0; s < segmentCount; s += 1) {
    const o = s * 4;
    const x1 = segments[o]!;
    const x2 = segments[o + 2]!;
    if (x1 < 0 !== x2 < 0) primeMeridianCrossings.push(segments[o + 1]! + ((0 - x1) / (x2 - x1)) * (segments[o + 3]! - segments[o + 1]!));
  }
  const index = { segments, segmentCount, cellStart, cellItems, cornerLand: new Uint8Array((COLS + 1) * (ROWS + 1)) };
  fillCornerLand(index, primeMeridianCrossings);
  return index;
}

/**
 * The land state of every cell corner, row by row: from the North Pole (open sea) down the prime
 * meridian to the row's latitude, then east and west along it, flipping at each coast crossing.
 * Going along 0° rather than 180° keeps the paths off the antimeridian, where the rings are cut.
 */
function fillCornerLand(index: CoastIndex, primeMeridianCrossings: readonly number[]): void {
  const { segments, cellStart, cellItems, cornerLand } = index;
  for (let row = 0; row < ROWS; row += 1) {
    const lat = row * CELL_DEG - 90;
    const atPrimeMeridian = primeMeridianCrossings.filter((crossingLat) => crossingLat > lat).length % 2 === 1;
    const east: number[] = [];
    const west: number[] = [];
    for (let column = 0; column < COLS; column += 1) {
      const cell = cellOf(column, row);
      const cellWest = column * CELL_DEG - 180;
      for (let k = cellStart[cell]!; k < cellStart[cell + 1]!; k += 1) {
        const o = cellItems[k]! * 4;
        const y1 = segments[o + 1]!;
        const y2 = segments[o + 3]!;
        if (y1 > lat === y2 > lat) continue;
        const xCross = segments[o]! + ((lat - y1) / (y2 - y1)) * (segments[o + 2]! - segments[o]!);
        // Counted in the one cell holding the crossing, however many cells the segment touches.
        if (xCross < cellWest || xCross >= cellWest + CELL_DEG) continue;
        if (xCross > 0) east.push(xCross);
        else if (xCross < 0) west.push(-xCross);
      }
    }
    east.sort((a, b) => a - b);
    west.sort((a, b) => a - b);
    const zeroColumn = COLS / 2;
    for (const [side, crossings] of [[1, east], [-1, west]] as const) {
      let state = atPrimeMeridian;
      let next = 0;
      for (let step = 0; step <= COLS / 2; step += 1) {
        const distanceDeg = step * CELL_DEG;
        while (next < crossings.length && crossings[next]! < distanceDeg) {
          state = !state;
          next += 1;
        }
        cornerLand[cornerOf(zeroColumn + side * step, row)] = state ? 1 : 0;
      }
    }
  }
}

/**
 * Whether a point is on land: its cell's south-west corner's state, flipped at each coast
 * crossing on the way from that corner up the cell's west edge and across to the point.
 */
export function isOnLand(index: CoastIndex, lat: number, lon: number): boolean {
  const column = columnOf(lon);
  const row = rowOf(lat);
  const westLon = column * CELL_DEG - 180;
  const southLat = row * CELL_DEG - 90;
  let land = index.cornerLand[cornerOf(column, row)] === 1;
  const { segments, cellStart, cellItems } = index;
  const cell = cellOf(column, row);
  for (let k = cellStart[cell]!; k < cellStart[cell + 1]!; k += 1) {
    const o = cellItems[k]! * 4;
    const x1 = segments[o]!;
    const y1 = segments[o + 1]!;
    const x2 = segments[o + 2]!;
    const y2 = segments[o + 3]!;
    if (x1 < westLon !== x2 < westLon) {
      const yCross = y1 + ((westLon - x1) / (x2 - x1)) * (y2 - y1);
      if (yCross > southLat && yCross < lat) land = !land;
    }
    if (y1 > lat !== y2 > lat) {
      const xCross = x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1);
      if (xCross > westLon && xCross < lon) land = !land;
    }
  }
  return land;
}
