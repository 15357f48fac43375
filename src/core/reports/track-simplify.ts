import { isometricLatitude, parallelRadiusM } from '../../shared/geo/ellipsoid';
import type { LatLon } from '../../shared/geo/lat-lon';
import { longitudeDifference } from '../../shared/geo/longitude';
import { METRES_PER_NM } from '../../shared/geo/units';

/**
 * A recorded track (thousands of fixes) as a route: Douglas-Peucker keeps the first and last
 * fix and, recursively, the fix farthest from the leg between two kept ones while that distance
 * exceeds the tolerance. The legs become rhumb lines (what an import takes a GPX leg as), so
 * the distance is measured to the rhumb line: straight on the ellipsoidal Mercator chart
 * (longitude, isometric latitude psi), which is conformal, so the foot of the perpendicular
 * there is the nearest point of the leg, and the distance to it is the chart distance times the
 * scale (the radius of the parallel) at the middle latitude of the two. For distances near the
 * tolerance (0.1 nm) the scale changes by far less than a millimetre across them; far points
 * are only split further, never accepted, by the approximation.
 */

const RAD = Math.PI / 180;
const E2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);

/** Fixes a track may have; a 5 MB GPX holds about 70,000, and the simplification is O(n log n) on them. */
export const MAX_TRACK_POINTS = 200_000;

interface ChartPoint {
  lonRad: number;
  psi: number;
  latRad: number;
}

function chartPoint(point: LatLon): ChartPoint {
  // Within a tiny step of a pole psi is infinite: 89.9999999° is closer than any track's fix.
  const latRad = Math.max(-89.9999999, Math.min(89.9999999, point.lat)) * RAD;
  return { lonRad: point.lon * RAD, psi: isometricLatitude(latRad), latRad };
}

/** dLat / dPsi at a latitude: the inverse of dPsi / dLat = (1 - e²) / ((1 - e² sin²) cos). */
function latPerPsi(latRad: number): number {
  const sin = Math.sin(latRad);
  return (Math.cos(latRad) * (1 - E2 * sin * sin)) / (1 - E2);
}

/** Nautical miles from `point` to the rhumb line from `from` to `to` (the short way in longitude). */
export function rhumbDeviationNm(point: LatLon, from: LatLon, to: LatLon): number {
  return chartDeviationNm(chartPoint(point), chartPoint(from), chartPoint(to));
}

function chartDeviationNm(p: ChartPoint, a: ChartPoint, b: ChartPoint): number {
  const bx = longitudeDifference(a.lonRad / RAD, b.lonRad / RAD) * RAD;
  const px = longitudeDifference(a.lonRad / RAD, p.lonRad / RAD) * RAD;
  const by = b.psi - a.psi;
  const py = p.psi - a.psi;
  const lengthSquared = bx * bx + by * by;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared));
  const dx = px - t * bx;
  const dy = py - t * by;
  // The foot's latitude to first order from P's, for the scale at the middle of the two.
  const footLatRad = p.latRad - dy * latPerPsi(p.latRad);
  const scaleM = parallelRadiusM((p.latRad + footLatRad) / 2);
  return (Math.hypot(dx, dy) * scaleM) / METRES_PER_NM;
}

export interface TrackSimplification {
  /** indices of the fixes kept as waypoints, ascending, first and last included */
  kept: number[];
  /** the largest distance of a fix left out from the leg that replaced it */
  maxDeviationNm: number;
}

export function simplifyTrack(points: readonly LatLon[], toleranceNm: number): TrackSimplification {
  if (points.length <= 2) return { kept: points.map((_, index) => index), maxDeviationNm: 0 };
  const chart = points.map(chartPoint);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  let maxDeviationNm = 0;
  // An explicit stack: a spiral of 70,000 fixes would overflow recursion.
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestNm = -1;
    for (let index = first + 1; index < last; index += 1) {
      const deviationNm = chartDeviationNm(chart[index] as ChartPoint, chart[first] as ChartPoint, chart[last] as ChartPoint);
      if (deviationNm > farthestNm) {
        farthestNm = deviationNm;
        farthest = index;
      }
    }
    if (farthest < 0) continue;
    if (farthestNm > toleranceNm) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    } else if (farthestNm > maxDeviationNm) {
      maxDeviationNm = farthestNm;
    }
  }
  const kept: number[] = [];
  keep.forEach((flag, index) => {
    if (flag) kept.push(index);
  });
  return { kept, maxDeviationNm };
}
