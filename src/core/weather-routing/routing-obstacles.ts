import { greatCircleDirect, greatCircleInverse } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import { longitudeDifference } from '../../shared/geo/longitude';
import { CELL_DEG, cellOf, columnOf, gridColumns, rowOf, type CoastIndex } from '../route-check/coast-index';
import { createCoastQuery } from '../route-check/track-coast-query';
import type { RoutingObstacles } from './routing-problem';

/**
 * What the router may not sail through: the chart's land (Natural Earth, the route check's own
 * index) kept at the navigator's safety margin, and the no-go areas the navigator draws (traffic
 * separation schemes to avoid, ice limits, high-risk areas). A step is cut into pieces short
 * enough to be straight on the coast query's local plane.
 */

const PIECE_NM = 10;

/** A closed area, its corners in order (the last joins the first). */
export type NoGoArea = readonly LatLon[];

/**
 * How many 0.25° cells holding coast lie in a box of cells, in constant time (a summed-area
 * table): most of an ocean crossing's steps are far from any coast and need no closer look.
 */
function coastCellCounter(index: CoastIndex): (firstColumn: number, lastColumn: number, firstRow: number, lastRow: number) => number {
  const rows = Math.round(180 / CELL_DEG);
  const width = gridColumns + 1;
  const sums = new Int32Array(width * (rows + 1));
  for (let row = 0; row < rows; row += 1) {
    let rowSum = 0;
    for (let column = 0; column < gridColumns; column += 1) {
      const cell = cellOf(column, row);
      if (index.cellStart[cell + 1]! > index.cellStart[cell]!) rowSum += 1;
      sums[(row + 1) * width + column + 1] = sums[row * width + column + 1]! + rowSum;
    }
  }
  return (firstColumn, lastColumn, firstRow, lastRow) =>
    sums[(lastRow + 1) * width + lastColumn + 1]! - sums[firstRow * width + lastColumn + 1]! - sums[(lastRow + 1) * width + firstColumn]! + sums[firstRow * width + firstColumn]!;
}

export function landObstacles(index: CoastIndex, safetyMarginNm: number): RoutingObstacles {
  const coast = createCoastQuery(index);
  const coastCells = coastCellCounter(index);
  return {
    blocked(from, to) {
      // No coast in any cell the step (with its margin) can touch: all of it is at sea, as its
      // start is (every position the router keeps is). Across 180° the closer look decides.
      const marginLatDeg = safetyMarginNm / 60 + CELL_DEG;
      const marginLonDeg = marginLatDeg / Math.max(0.05, Math.cos((Math.min(89, Math.max(Math.abs(from.lat), Math.abs(to.lat)) + marginLatDeg) * Math.PI) / 180));
      const west = Math.min(from.lon, to.lon) - marginLonDeg;
      const east = Math.max(from.lon, to.lon) + marginLonDeg;
      if (west > -180 && east < 180 && Math.abs(to.lon - from.lon) < 180) {
        const count = coastCells(columnOf(west), columnOf(east), rowOf(Math.min(from.lat, to.lat) - marginLatDeg), rowOf(Math.max(from.lat, to.lat) + marginLatDeg));
        if (count === 0) return false;
      }
      const { distanceNm, initialCourseDeg } = greatCircleInverse(from, to);
      const pieces = Math.max(1, Math.ceil(distanceNm / PIECE_NM));
      let start = from;
      for (let piece = 1; piece <= pieces; piece += 1) {
        const end = piece === pieces ? to : greatCircleDirect(from, initialCourseDeg, (distanceNm * piece) / pieces);
        // The query's longitudes run on continuously: the end is put on the start's side of 180°.
        const endLon = start.lon + longitudeDifference(start.lon, end.lon);
        const answer = coast.piece(start.lat, start.lon, end.lat, endLon, Math.max(safetyMarginNm, 0.01));
        if (answer.crossingCount > 0 || answer.nearestNm < safetyMarginNm) return true;
        start = end;
      }
      return false;
    },
  };
}

/** Whether two segments on the plane of longitude and latitude cross (the areas are small enough). */
function segmentsCross(a: LatLon, b: LatLon, c: LatLon, d: LatLon): boolean {
  const side = (p: LatLon, q: LatLon, r: LatLon) => (q.lon - p.lon) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lon - p.lon);
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  return d1 > 0 !== d2 > 0 && d3 > 0 !== d4 > 0;
}

export function pointInArea(point: LatLon, area: NoGoArea): boolean {
  let inside = false;
  for (let i = 0, j = area.length - 1; i < area.length; j = i, i += 1) {
    const a = area[i]!;
    const b = area[j]!;
    if (a.lat > point.lat !== b.lat > point.lat && point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon) inside = !inside;
  }
  return inside;
}

export function noGoObstacles(areas: readonly NoGoArea[]): RoutingObstacles {
  return {
    blocked(from, to) {
      for (const area of areas) {
        if (pointInArea(to, area)) return true;
        for (let i = 0, j = area.length - 1; i < area.length; j = i, i += 1) {
          if (segmentsCross(from, to, area[j]!, area[i]!)) return true;
        }
      }
      return false;
    },
  };
}

export function allObstacles(...each: readonly RoutingObstacles[]): RoutingObstacles {
  return { blocked: (from, to) => each.some((obstacles) => obstacles.blocked(from, to)) };
}
