import { CELL_DEG, cellOf, gridColumns, rowOf, type CoastIndex } from './coast-index';

/**
 * One piece of track (short enough to be a straight line on a local plane) against the coast
 * segments of the cells around it: where it crosses the coast and how near the coast it comes.
 * Longitudes of the piece may run past ±180 (continuous along a leg); the cells are read wrapped.
 */

const NM_PER_DEG_LAT = 60;

/** One answer object, overwritten by each query (a 5,000-leg check asks tens of thousands). */
export interface PieceCoast {
  /** Least distance from the piece to the coast, nm; Infinity when none lies within the radius. */
  nearestNm: number;
  /** How often the piece crosses the coast, and where first (0..1 along it; NaN when never). */
  crossingCount: number;
  firstCrossing: number;
}

export interface CoastQuery {
  piece(lat1: number, lon1: number, lat2: number, lon2: number, radiusNm: number): PieceCoast;
}

export function createCoastQuery(index: CoastIndex): CoastQuery {
  const seen = new Int32Array(index.segmentCount);
  let stamp = 0;
  const answer: PieceCoast = { nearestNm: Infinity, crossingCount: 0, firstCrossing: Number.NaN };
  const { segments, cellStart, cellItems } = index;

  function piece(lat1: number, lon1: number, lat2: number, lon2: number, radiusNm: number): PieceCoast {
    stamp += 1;
    const cosLat = Math.max(0.01, Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180));
    const kx = NM_PER_DEG_LAT * cosLat;
    const marginLat = radiusNm / NM_PER_DEG_LAT;
    const marginLon = radiusNm / (NM_PER_DEG_LAT * Math.max(0.01, Math.cos((Math.min(89, Math.max(Math.abs(lat1), Math.abs(lat2)) + marginLat) * Math.PI) / 180)));
    const firstColumn = Math.floor((Math.min(lon1, lon2) - marginLon + 180) / CELL_DEG);
    const lastColumn = Math.floor((Math.max(lon1, lon2) + marginLon + 180) / CELL_DEG);
    const firstRow = rowOf(Math.min(lat1, lat2) - marginLat);
    const lastRow = rowOf(Math.max(lat1, lat2) + marginLat);
    // The piece on a local plane in nm, from its first end.
    const dx = (lon2 - lon1) * kx;
    const dy = (lat2 - lat1) * NM_PER_DEG_LAT;
    let nearestNm = Infinity;
    let crossingCount = 0;
    let firstCrossing = Number.NaN;
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const wraps = Math.floor(column / gridColumns);
      const shift = wraps * 360;
      const wrappedColumn = column - wraps * gridColumns;
      for (let row = firstRow; row <= lastRow; row += 1) {
        const cell = cellOf(wrappedColumn, row);
        for (let k = cellStart[cell]!; k < cellStart[cell + 1]!; k += 1) {
          const s = cellItems[k]!;
          if (seen[s] === stamp) continue;
          seen[s] = stamp;
          const o = s * 4;
          const rx = (segments[o]! + shift - lon1) * kx;
          const ry = (segments[o + 1]! - lat1) * NM_PER_DEG_LAT;
          const ex = (segments[o + 2]! + shift - lon1) * kx - rx;
          const ey = (segments[o + 3]! - lat1) * NM_PER_DEG_LAT - ry;
          const denominator = dx * ey - dy * ex;
          if (denominator !== 0) {
            const t = (rx * ey - ry * ex) / denominator;
            const u = (rx * dy - ry * dx) / denominator;
            // Half-open on both: a crossing at a shared vertex or a piece's end counts once.
            if (t >= 0 && t < 1 && u >= 0 && u < 1) {
              crossingCount += 1;
              if (!(t >= firstCrossing)) firstCrossing = t;
              nearestNm = 0;
              continue;
            }
          }
          if (nearestNm === 0) continue;
          const distance = Math.min(
            pointToSegment(0, 0, rx, ry, ex, ey),
            pointToSegment(dx, dy, rx, ry, ex, ey),
            pointToSegment(rx, ry, 0, 0, dx, dy),
            pointToSegment(rx + ex, ry + ey, 0, 0, dx, dy),
          );
          if (distance < nearestNm) nearestNm = distance;
        }
      }
    }
    answer.nearestNm = nearestNm <= radiusNm ? nearestNm : Infinity;
    answer.crossingCount = crossingCount;
    answer.firstCrossing = firstCrossing;
    return answer;
  }
  return { piece };
}

/** Distance from point P to the segment from A along (ex, ey), all on one plane. */
function pointToSegment(px: number, py: number, ax: number, ay: number, ex: number, ey: number): number {
  const lengthSquared = ex * ex + ey * ey;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * ex + (py - ay) * ey) / lengthSquared;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(px - ax - t * ex, py - ay - t * ey);
}
