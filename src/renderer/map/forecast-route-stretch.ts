import type { LatLon } from '../../shared/geo';
import { firstAtOrAfter } from '../../shared/risk/sorted-search';
import type { RouteForecastPoint, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * Where the forecast route is at a time, and which of its positions a stretch of time covers, by
 * bisection over the positions' times (in order): the exceedance layer asks this for each of a
 * 5,000-waypoint crossing's thousands of stretches, and a scan of every position for each was
 * tens of millions of steps.
 */

const timeOf = (point: RouteForecastPoint) => point.timeUtcMs;

/** Where the ship is at a time, between the forecast positions (longitudes unwrapped like the line). */
export function shipAt(series: RouteForecastSeries, line: readonly LatLon[], timeUtcMs: number): LatLon | null {
  const { points } = series;
  const after = firstAtOrAfter(points, timeUtcMs, timeOf);
  if (after === points.length) return line.at(-1) ?? null;
  if (after === 0) return line[0] ?? null;
  const from = line[after - 1]!;
  const to = line[after]!;
  const spanMs = points[after]!.timeUtcMs - points[after - 1]!.timeUtcMs;
  const fraction = spanMs > 0 ? (timeUtcMs - points[after - 1]!.timeUtcMs) / spanMs : 0;
  return { lat: from.lat + (to.lat - from.lat) * fraction, lon: from.lon + (to.lon - from.lon) * fraction };
}

/** The first position strictly after a time, or the count of positions when none is. */
function firstAfter(points: readonly RouteForecastPoint[], timeUtcMs: number): number {
  let index = firstAtOrAfter(points, timeUtcMs, timeOf);
  while (index < points.length && points[index]!.timeUtcMs <= timeUtcMs) index += 1;
  return index;
}

/** The stretch as drawn (its two interpolated ends and every forecast position between), and the positions the pointer can pick on it. */
export function stretchLine(series: RouteForecastSeries, line: readonly LatLon[], fromUtcMs: number, toUtcMs: number): { positions: LatLon[]; pointIndexes: number[] } {
  const { points } = series;
  const positions: LatLon[] = [];
  const pointIndexes: number[] = [];
  const start = shipAt(series, line, fromUtcMs);
  if (start !== null) positions.push(start);
  const firstInside = firstAfter(points, fromUtcMs);
  for (let index = firstInside; index < points.length && points[index]!.timeUtcMs < toUtcMs; index += 1) {
    positions.push(line[index]!);
    pointIndexes.push(index);
  }
  const end = shipAt(series, line, toUtcMs);
  if (end !== null) positions.push(end);
  // The forecast positions at or just outside the ends belong to the stretch's pointer area too.
  const before = firstInside === points.length ? points.length - 1 : firstInside - 1;
  const after = firstAtOrAfter(points, toUtcMs, timeOf);
  if (before !== -1) pointIndexes.unshift(before);
  if (after !== points.length) pointIndexes.push(after);
  return { positions, pointIndexes };
}
