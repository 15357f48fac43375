/**
 * One leg between two waypoints, sailed either along a rhumb line (constant course, what a
 * helmsman steers) or along a great circle (the shortest way, steered as a series of courses).
 * Both kinds answer the same questions through LegTrack, so route code never asks which it is.
 */
import type { LatLon } from './lat-lon';
import { greatCircleLeg } from './geodesic';
import { rhumbLeg } from './rhumb';

export type LegGeometry = 'rhumb' | 'greatCircle';

export interface LegTrack {
  readonly geometry: LegGeometry;
  readonly from: LatLon;
  readonly to: LatLon;
  readonly distanceNm: number;
  /** Course on leaving `from`, degrees true in [0, 360). Constant along a rhumb leg. */
  readonly initialCourseDeg: number;
  /** Course on arriving at `to`, degrees true in [0, 360). */
  readonly finalCourseDeg: number;
  /**
   * The position `distanceNm` along the leg (clamped to 0..distanceNm), longitude normalised to
   * -180..180, with the course steered there.
   */
  positionAtNm(distanceNm: number): LatLon & { courseDeg: number };
  /**
   * Points for drawing, from `from` to `to`, no further apart than `maxSpacingNm` (and never
   * fewer than 2). Longitudes are continuous from `from.lon`: a leg across 180° goes past ±180.
   */
  trackPoints(maxSpacingNm: number): LatLon[];
}

export function legTrack(from: LatLon, to: LatLon, geometry: LegGeometry): LegTrack {
  return geometry === 'rhumb' ? rhumbLeg(from, to) : greatCircleLeg(from, to);
}
