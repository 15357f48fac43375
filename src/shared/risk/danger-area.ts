/**
 * The mariner's 1-2-3 danger area of a tropical storm (US National Hurricane Center): every
 * forecast position widened by 100, 200 and 300 nm at 24, 48 and 72 hours, growing linearly in
 * between, plus the storm's 34-kn wind radius where the data gives one. The area is the region
 * swept by that growing circle as the storm moves along its forecast track: a ship's track that
 * touches it is inside the area, whenever the ship is there.
 */
import { greatCircleInverse, type LatLon } from '../geo';
import { goldenSectionMinimum } from './golden-section';
import { screenErrorNm, sphericalDistanceNm, sphericalDistanceToNm, unitVector, type UnitVector } from './spherical-screen';
import type { StormTrack } from './storm-track';

/** 100 nm a day: 100 at 24 h, 200 at 48 h, 300 at 72 h; beyond 72 h the same rate, as errors keep growing. */
export const DANGER_WIDENING_NM_PER_HOUR = 100 / 24;

const PIECE_HOURS = 6;

export function dangerRadiusNm(leadHours: number, windRadius34Nm: number | null): number {
  return Math.max(0, leadHours) * DANGER_WIDENING_NM_PER_HOUR + (windRadius34Nm ?? 0);
}

/** The area around one track point; between two circles the centre and radius change linearly in time. */
export interface DangerCircle {
  timeUtcMs: number;
  leadHours: number;
  lat: number;
  /** continuous along the track, like StormTrackPoint.lon */
  lon: number;
  radiusNm: number;
}

export interface DangerArea {
  stormId: string;
  /** from the analysis point (lead 0) through every forecast point, in time order */
  circles: readonly DangerCircle[];
  /**
   * Whether a position (any longitude form) lies in the area, decided on WGS84. `pointVector`
   * (unitVector(point)) may be passed by a caller that already has it.
   */
  contains(point: LatLon, pointVector?: UnitVector): boolean;
}

interface Segment {
  from: DangerCircle;
  to: DangerCircle;
  /** most that distance minus radius can change from one end to the other (nm per whole segment) */
  slopeNm: number;
}

function circleBetween(from: DangerCircle, to: DangerCircle, fraction: number): DangerCircle {
  return {
    timeUtcMs: from.timeUtcMs + (to.timeUtcMs - from.timeUtcMs) * fraction,
    leadHours: from.leadHours + (to.leadHours - from.leadHours) * fraction,
    lat: from.lat + (to.lat - from.lat) * fraction,
    lon: from.lon + (to.lon - from.lon) * fraction,
    radiusNm: from.radiusNm + (to.radiusNm - from.radiusNm) * fraction,
  };
}

/**
 * The circles with more put between them, no further apart in time than `maxStepHours`: the
 * centre and radius change linearly in time between two circles, so these lie on the same area.
 */
export function subdividedCircles(circles: readonly DangerCircle[], maxStepHours: number): DangerCircle[] {
  const out: DangerCircle[] = circles.slice(0, 1);
  circles.slice(1).forEach((to, index) => {
    const from = circles[index] ?? to;
    const steps = Math.max(1, Math.ceil((to.leadHours - from.leadHours) / maxStepHours));
    for (let step = 1; step <= steps; step += 1) out.push(circleBetween(from, to, step / steps));
  });
  return out;
}

function insideCircle(circle: DangerCircle, point: LatLon): boolean {
  return greatCircleInverse(circle, point).distanceNm <= circle.radiusNm;
}

/**
 * Whether the point is inside the circle moving along one segment, given distance minus radius at
 * both ends. That excess changes by at most slopeNm along the segment, so when both ends are far
 * enough outside it cannot dip inside in between; otherwise it falls then rises, and a
 * golden-section search on the sphere finds where the point is deepest inside (or least outside).
 * Only when that is too close to call for the sphere's error is the circle solved on the ellipsoid.
 */
function segmentContains(segment: Segment, point: LatLon, pointVector: UnitVector, atStart: number, atEnd: number): boolean {
  const { from, to } = segment;
  const floorNm = (atStart + atEnd - segment.slopeNm) / 2;
  if (floorNm > screenErrorNm(Math.max(atStart + from.radiusNm, atEnd + to.radiusNm))) return false;
  const excess = (fraction: number): number =>
    sphericalDistanceToNm(pointVector, from.lat + (to.lat - from.lat) * fraction, from.lon + (to.lon - from.lon) * fraction) -
    (from.radiusNm + (to.radiusNm - from.radiusNm) * fraction);
  let deepest = atStart <= atEnd ? { x: 0, value: atStart } : { x: 1, value: atEnd };
  const inner = goldenSectionMinimum(excess, 0, 1, 14);
  if (inner.value < deepest.value) deepest = inner;
  const circle = circleBetween(from, to, deepest.x);
  const doubtNm = screenErrorNm(deepest.value + circle.radiusNm);
  if (deepest.value > doubtNm) return false;
  if (deepest.value < -doubtNm) return true;
  return insideCircle(circle, point);
}

/** The circles of the 1-2-3 rule from the analysis point on; empty for a track without points. */
export function dangerCircles(track: StormTrack): DangerCircle[] {
  // The analysis point (the last before the first forecast), or the last point when nothing is forecast.
  const firstForecast = track.points.findIndex((point) => point.isForecast);
  const startIndex = firstForecast === -1 ? track.points.length - 1 : Math.max(0, firstForecast - 1);
  const start = track.points[startIndex];
  if (start === undefined) return [];
  return track.points.slice(startIndex).map((point) => {
    const leadHours = (point.timeUtcMs - start.timeUtcMs) / 3_600_000;
    return {
      timeUtcMs: point.timeUtcMs,
      leadHours,
      lat: point.lat,
      lon: point.lon,
      radiusNm: dangerRadiusNm(leadHours, point.windRadius34Nm),
    };
  });
}

/** The danger area of one storm. A storm with no forecast has the analysis circle only. */
export function dangerArea(track: StormTrack): DangerArea {
  const circles = dangerCircles(track);
  // Short pieces keep the bound on each piece tight, so only pieces near the edge are searched.
  const pieces = subdividedCircles(circles, PIECE_HOURS);
  const centres = pieces.map(unitVector);
  const segments: Segment[] = pieces.slice(1).map((to, index) => {
    const from = pieces[index] ?? to;
    const middle = unitVector({ lat: (from.lat + to.lat) / 2, lon: (from.lon + to.lon) / 2 });
    // The centre moves linearly in latitude and longitude: its path is a little longer than the
    // geodesic and its speed varies with latitude; two halves and 5 % more bound both on a storm track.
    const pathNm = (sphericalDistanceNm(centres[index] ?? middle, middle) + sphericalDistanceNm(middle, centres[index + 1] ?? middle)) * 1.05;
    return { from, to, slopeNm: pathNm + Math.abs(to.radiusNm - from.radiusNm) };
  });
  const only = circles.length === 1 ? circles[0] : undefined;
  return {
    stormId: track.id,
    circles,
    contains(point, pointVector = unitVector(point)) {
      if (only !== undefined) return insideCircle(only, point);
      // Distance minus radius at every circle, once: each is the end of one or two segments.
      const excesses = centres.map((centre, index) => sphericalDistanceNm(pointVector, centre) - (pieces[index]?.radiusNm ?? 0));
      const clearlyInside = excesses.some((excess, index) => excess < -screenErrorNm(excess + (pieces[index]?.radiusNm ?? 0)));
      if (clearlyInside) return true;
      return segments.some((segment, index) =>
        segmentContains(segment, point, pointVector, excesses[index] ?? Infinity, excesses[index + 1] ?? Infinity),
      );
    },
  };
}
