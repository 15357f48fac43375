/**
 * The mariner's 1-2-3 danger area of a tropical storm (US National Hurricane Center): every
 * forecast position widened by 100, 200 and 300 nm at 24, 48 and 72 hours, growing linearly in
 * between, plus the storm's 34-kn wind radius where the data gives one. The area is the region
 * swept by that growing circle as the storm moves along its forecast track: a ship's track that
 * touches it is inside the area, whenever the ship is there.
 */
import { greatCircleInverse, type LatLon } from '../geo';
import { goldenSectionMinimum } from './golden-section';
import { mayBeWithinNm, sphericalDistanceNm, unitVector, type UnitVector } from './spherical-screen';
import type { StormTrack } from './storm-track';

/** 100 nm a day: 100 at 24 h, 200 at 48 h, 300 at 72 h; beyond 72 h the same rate, as errors keep growing. */
export const DANGER_WIDENING_NM_PER_HOUR = 100 / 24;

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
  centre: UnitVector;
  /** spherical radius of a cap holding the whole swept segment, around `centre` */
  capNm: number;
}

function circleAt(segment: Segment, fraction: number): DangerCircle {
  const { from, to } = segment;
  const mixed = (a: number, b: number): number => a + (b - a) * fraction;
  return {
    timeUtcMs: mixed(from.timeUtcMs, to.timeUtcMs),
    leadHours: mixed(from.leadHours, to.leadHours),
    lat: mixed(from.lat, to.lat),
    lon: mixed(from.lon, to.lon),
    radiusNm: mixed(from.radiusNm, to.radiusNm),
  };
}

/**
 * The fraction along the segment where the point is deepest inside (or least outside) the moving
 * circle: distance minus radius is convex enough along one segment for a golden-section search,
 * done on the sphere because only the place, not the figure, is taken from it.
 */
function deepestFraction(segment: Segment, point: UnitVector): number {
  const excess = (fraction: number): number => {
    const circle = circleAt(segment, fraction);
    return sphericalDistanceNm(point, unitVector(circle)) - circle.radiusNm;
  };
  const inner = goldenSectionMinimum(excess, 0, 1, 28);
  return [0, 1].reduce((best, fraction) => (excess(fraction) < excess(best) ? fraction : best), inner.x);
}

function insideCircle(circle: DangerCircle, point: LatLon): boolean {
  return greatCircleInverse(circle, point).distanceNm <= circle.radiusNm;
}

function segmentContains(segment: Segment, point: LatLon, pointVector: UnitVector): boolean {
  if (!mayBeWithinNm(sphericalDistanceNm(segment.centre, pointVector), segment.capNm)) return false;
  return insideCircle(circleAt(segment, deepestFraction(segment, pointVector)), point);
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
  const segments: Segment[] = circles.slice(1).map((to, index) => {
    const from = circles[index] ?? to;
    const fromVector = unitVector(from);
    const lengthNm = sphericalDistanceNm(fromVector, unitVector(to));
    return { from, to, centre: fromVector, capNm: lengthNm + Math.max(from.radiusNm, to.radiusNm) };
  });
  const only = circles.length === 1 ? circles[0] : undefined;
  return {
    stormId: track.id,
    circles,
    contains(point, pointVector = unitVector(point)) {
      if (only !== undefined) return insideCircle(only, point);
      return segments.some((segment) => segmentContains(segment, point, pointVector));
    },
  };
}
