import { greatCircleLeg } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import { longitudeDifference } from '../../shared/geo/longitude';
import { CELL_DEG, cellOf, columnOf, gridColumns, isOnLand, rowOf, type CoastIndex } from '../route-check/coast-index';
import { createCoastQuery } from '../route-check/track-coast-query';
import type { GridSpec } from './gridded-field';
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
  const radiusNm = Math.max(safetyMarginNm, 0.01);
  /**
   * Whether the cells a piece of track can touch (with the margin, and a cell more) hold no coast:
   * then the coast query, which reads only those cells, would find nothing. Across 180° it is not
   * asked (the closer look decides).
   */
  function clearOfCoast(lat1: number, lon1: number, lat2: number, lon2: number): boolean {
    const marginLatDeg = radiusNm / 60 + CELL_DEG;
    const marginLonDeg = marginLatDeg / Math.max(0.01, Math.cos((Math.min(89, Math.max(Math.abs(lat1), Math.abs(lat2)) + marginLatDeg) * Math.PI) / 180));
    const west = Math.min(lon1, lon2) - marginLonDeg;
    const east = Math.max(lon1, lon2) + marginLonDeg;
    if (west <= -180 || east >= 180 || Math.abs(lon2 - lon1) >= 180) return false;
    return coastCells(columnOf(west), columnOf(east), rowOf(Math.min(lat1, lat2) - marginLatDeg), rowOf(Math.max(lat1, lat2) + marginLatDeg)) === 0;
  }
  return {
    blocked(from, to) {
      // Most of an ocean crossing's steps are far from any coast: all of such a step is at sea, as
      // its start is (every position the router keeps is).
      if (clearOfCoast(from.lat, from.lon, to.lat, to.lon)) return false;
      // From the sea to a position on land the way must cross the coast: one cell's look decides
      // what the pieces would (half the steps a crossing's isochrones try near a coast end ashore).
      if (isOnLand(index, to.lat, to.lon) && !isOnLand(index, from.lat, from.lon)) return true;
      // Near a coast, piece by piece along the geodesic (one line, positions along it), each piece
      // clear of coast cells skipped before the query.
      const leg = greatCircleLeg(from, to);
      const pieces = Math.max(1, Math.ceil(leg.distanceNm / PIECE_NM));
      let start: LatLon = from;
      for (let piece = 1; piece <= pieces; piece += 1) {
        const end = piece === pieces ? to : leg.positionAtNm((leg.distanceNm * piece) / pieces);
        // The query's longitudes run on continuously: the end is put on the start's side of 180°.
        const endLon = start.lon + longitudeDifference(start.lon, end.lon);
        if (!clearOfCoast(start.lat, start.lon, end.lat, endLon)) {
          const answer = coast.piece(start.lat, start.lon, end.lat, endLon, radiusNm);
          if (answer.crossingCount > 0 || answer.nearestNm < safetyMarginNm) return true;
        }
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
  // Each area's box: a step wholly beside it can neither cross its edges nor end inside it, so a
  // voyage's dozen areas of hundreds of corners cost four comparisons each for most steps.
  const boxed = areas.map((area) => ({
    area,
    south: Math.min(...area.map((corner) => corner.lat)),
    north: Math.max(...area.map((corner) => corner.lat)),
    west: Math.min(...area.map((corner) => corner.lon)),
    east: Math.max(...area.map((corner) => corner.lon)),
  }));
  return {
    blocked(from, to) {
      for (const { area, south, north, west, east } of boxed) {
        if (Math.max(from.lat, to.lat) < south || Math.min(from.lat, to.lat) > north || Math.max(from.lon, to.lon) < west || Math.min(from.lon, to.lon) > east) continue;
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

/** Whether a position lies within a grid's box (longitude taken on from its west edge, as the field reads it). */
export function insideGridBox(spec: Pick<GridSpec, 'southLat' | 'westLon' | 'stepDeg' | 'rows' | 'columns'>, position: LatLon): boolean {
  const eastLon = spec.westLon + (spec.columns - 1) * spec.stepDeg;
  const lon = spec.westLon + ((((position.lon - spec.westLon) % 360) + 360) % 360);
  return position.lat >= spec.southLat && position.lat <= spec.southLat + (spec.rows - 1) * spec.stepDeg && lon <= eastLon;
}

/**
 * Outside the weather fields' box as land: the router knows no weather there, and sailing her
 * service speed within no limit through the unknown is no proposal. The box is convex in latitude
 * and longitude and a step is read along the straight line between its ends on the chart, so both
 * ends inside keep the whole step inside (a proposal's legs are checked in 5 nm pieces).
 */
export function fieldBoxObstacles(spec: Pick<GridSpec, 'southLat' | 'westLon' | 'stepDeg' | 'rows' | 'columns'>): RoutingObstacles {
  return { blocked: (from, to) => !insideGridBox(spec, from) || !insideGridBox(spec, to) };
}
