import { isometricLatitude, parallelRadiusM } from '../../shared/geo/ellipsoid';
import { greatCircleInverse } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import type { LegTrack } from '../../shared/geo/leg';
import { longitudeDifference } from '../../shared/geo/longitude';
import { rhumbLeg } from '../../shared/geo/rhumb';
import { METRES_PER_NM } from '../../shared/geo/units';
import { goldenSectionMinimum } from '../../shared/risk/golden-section';

/**
 * A recorded track (thousands of fixes) as a route: Douglas-Peucker keeps the first and last
 * fix and, recursively, the fix farthest from the leg between two kept ones while that distance
 * exceeds the tolerance. The legs become rhumb lines (what an import takes a GPX leg as), so
 * the distance is measured to the rhumb line: straight on the ellipsoidal Mercator chart
 * (longitude, isometric latitude psi), which is conformal, so the foot of the perpendicular
 * there is the nearest point of the leg, and the distance to it is the chart distance times the
 * scale (the radius of the parallel) at the middle latitude of the two. That is exact to the
 * second order in the change of the chart's scale between the fix and its leg (tan(lat) per
 * radian of latitude): for a 0.1 nm tolerance at 60° far below a millimetre. Near a pole the
 * scale changes fast (at 89.94°N by 14 % across half a mile: a track over the pole read 0.004 nm
 * off), so where it changes by more than CHART_SCALE_CHANGE_LIMIT across the distance and the
 * fix is near enough the tolerance for it to matter, the distance is measured on the ellipsoid
 * instead: the geodesic distance to the nearest position of the rhumb leg itself.
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

/** The chart's scale may change by this fraction between a fix and its leg before the ellipsoid is asked. */
const CHART_SCALE_CHANGE_LIMIT = 1e-3;
const NM_PER_RADIAN = (180 * 60) / Math.PI;

/** How much the chart's scale changes across `distanceNm` from the highest latitude involved: tan(lat) per radian. */
function chartScaleChange(distanceNm: number, p: ChartPoint, a: ChartPoint, b: ChartPoint): number {
  const distanceRad = distanceNm / NM_PER_RADIAN;
  // The rhumb leg's latitude runs monotonically between its ends: the highest is at one of them or at the fix, give or take the distance.
  const highestRad = Math.min(Math.PI / 2 - 1e-9, Math.max(Math.abs(p.latRad), Math.abs(a.latRad), Math.abs(b.latRad)) + distanceRad);
  return distanceRad * Math.tan(highestRad);
}

/**
 * Nautical miles from `point` to the nearest position of the leg, by GeographicLib's geodesic
 * distance: the leg sampled, then the best sample's neighbourhood narrowed by golden section (a
 * rhumb leg near a pole spirals, so the distance along it can have more than one dip).
 */
function ellipsoidDeviationNm(point: LatLon, leg: LegTrack): number {
  const samples = 32;
  const distanceAt = (alongNm: number) => greatCircleInverse(point, leg.positionAtNm(alongNm)).distanceNm;
  let best = 0;
  let bestNm = distanceAt(0);
  for (let index = 1; index <= samples; index += 1) {
    const nm = distanceAt((leg.distanceNm * index) / samples);
    if (nm < bestNm) {
      best = index;
      bestNm = nm;
    }
  }
  const low = (leg.distanceNm * Math.max(0, best - 1)) / samples;
  const high = (leg.distanceNm * Math.min(samples, best + 1)) / samples;
  return Math.min(bestNm, goldenSectionMinimum(distanceAt, low, high, 48).value);
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
    const a = chart[first] as ChartPoint;
    const b = chart[last] as ChartPoint;
    let leg: LegTrack | null = null;
    let farthest = -1;
    let farthestNm = -1;
    for (let index = first + 1; index < last; index += 1) {
      const p = chart[index] as ChartPoint;
      let deviationNm = chartDeviationNm(p, a, b);
      // The chart's figure is kept where it is exact enough, or the fix so far out that it is split whatever the figure's error.
      const scaleChange = chartScaleChange(deviationNm, p, a, b);
      if (scaleChange > CHART_SCALE_CHANGE_LIMIT && (deviationNm <= 4 * toleranceNm || scaleChange > 0.5)) {
        leg ??= rhumbLeg(points[first] as LatLon, points[last] as LatLon);
        deviationNm = ellipsoidDeviationNm(points[index] as LatLon, leg);
      }
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
