/**
 * Rhumb-line (loxodrome) legs on the WGS84 ellipsoid: one constant course, what a helmsman or
 * autopilot steers between two waypoints. No npm package does this on the ellipsoid, and a
 * spherical rhumb is up to 2.9 nm off, so it is solved here.
 *
 * On a Mercator chart (longitude, isometric latitude psi) a rhumb line is straight, so
 * tan(course) = dLon / dPsi; the distance is the meridian arc run divided by cos(course).
 * Both are written without the division so that east-west legs (course 090/270, dPsi = 0) and
 * meridian legs (dLon = 0) need no special case: the distance is hypot(dM, dLon * q), where q =
 * dM / dPsi is the mean radius of the parallels crossed (the radius of the one parallel when the
 * leg stays on it). Legs always take the short way in longitude, so a leg across 180° stays short.
 */
import { courseDeg } from './course';
import {
  QUARTER_MERIDIAN_M,
  isometricLatitude,
  latitudeFromMeridianArc,
  meridianArcM,
  parallelRadiusM,
} from './ellipsoid';
import type { LatLon } from './lat-lon';
import type { LegTrack } from './leg';
import { longitudeDifference, normalizeLongitude } from './longitude';
import { sampleDistancesNm } from './track-sampling';
import { METRES_PER_NM } from './units';

const RAD = Math.PI / 180;

/**
 * Below this change of latitude dM / dPsi loses digits to cancellation; the radius of the middle
 * parallel is then exact to about 1e-12 instead (the error grows with the square of the change).
 */
const SMALL_LAT_CHANGE_RAD = 1e-6;

/** Metres east-west per radian of longitude along a rhumb line between two latitudes. */
function meanParallelRadiusM(lat1Rad: number, lat2Rad: number): number {
  if (Math.abs(lat2Rad - lat1Rad) < SMALL_LAT_CHANGE_RAD) return parallelRadiusM((lat1Rad + lat2Rad) / 2);
  const psiChange = isometricLatitude(lat2Rad) - isometricLatitude(lat1Rad);
  // Towards a pole psi is infinite and the leg has no east-west extent: q = 0.
  return Number.isFinite(psiChange) ? (meridianArcM(lat2Rad) - meridianArcM(lat1Rad)) / psiChange : 0;
}

/** sin and cos of a course in degrees, exact at the cardinal points so 090° moves no latitude. */
function sinCosDeg(angleDeg: number): { sin: number; cos: number } {
  const reduced = courseDeg(angleDeg);
  if (reduced === 0) return { sin: 0, cos: 1 };
  if (reduced === 90) return { sin: 1, cos: 0 };
  if (reduced === 180) return { sin: 0, cos: -1 };
  if (reduced === 270) return { sin: -1, cos: 0 };
  return { sin: Math.sin(reduced * RAD), cos: Math.cos(reduced * RAD) };
}

export interface RhumbSolution {
  distanceNm: number;
  /** the one course of the whole leg, degrees true in [0, 360) */
  courseDeg: number;
}

/** Distance and constant course of the rhumb line from `from` to `to`, the short way in longitude. */
export function rhumbInverse(from: LatLon, to: LatLon): RhumbSolution {
  const lat1 = from.lat * RAD;
  const lat2 = to.lat * RAD;
  const northM = meridianArcM(lat2) - meridianArcM(lat1);
  const eastM = longitudeDifference(from.lon, to.lon) * RAD * meanParallelRadiusM(lat1, lat2);
  return { distanceNm: Math.hypot(northM, eastM) / METRES_PER_NM, courseDeg: courseDeg(Math.atan2(eastM, northM) / RAD) };
}

/**
 * Where `distanceNm` on a constant `courseDeg` from `from` ends, longitude normalised to
 * -180..180. A rhumb line spirals into the pole after a finite distance; asking beyond it
 * throws a RangeError.
 */
export function rhumbDirect(from: LatLon, courseDegTrue: number, distanceNm: number): LatLon {
  const { sin, cos } = sinCosDeg(courseDegTrue);
  const lat1 = from.lat * RAD;
  const distanceM = distanceNm * METRES_PER_NM;
  const arcM = meridianArcM(lat1) + distanceM * cos;
  if (Math.abs(arcM) > QUARTER_MERIDIAN_M) {
    throw new RangeError(`a rhumb line on ${courseDegTrue}° from ${from.lat}° reaches the pole before ${distanceNm} nm`);
  }
  const lat2 = latitudeFromMeridianArc(arcM);
  const q = meanParallelRadiusM(lat1, lat2);
  const lonChangeDeg = q > 0 ? (distanceM * sin) / q / RAD : 0;
  return { lat: lat2 / RAD, lon: normalizeLongitude(from.lon + lonChangeDeg) };
}

/** A rhumb-line leg from `from` to `to`: one course all the way, the short way in longitude. */
export function rhumbLeg(from: LatLon, to: LatLon): LegTrack {
  const lat1 = from.lat * RAD;
  const lat2 = to.lat * RAD;
  const lonChangeDeg = longitudeDifference(from.lon, to.lon);
  const arc1M = meridianArcM(lat1);
  const northM = meridianArcM(lat2) - arc1M;
  const eastM = lonChangeDeg * RAD * meanParallelRadiusM(lat1, lat2);
  const distanceM = Math.hypot(northM, eastM);
  const distanceNm = distanceM / METRES_PER_NM;
  const course = courseDeg(Math.atan2(eastM, northM) / RAD);
  // Direction cosines from the components, not from the course, so a meridian leg has exactly
  // no east-west part and an east-west leg exactly no north-south part.
  const cosCourse = distanceM > 0 ? northM / distanceM : 0;
  const sinCourse = distanceM > 0 ? eastM / distanceM : 0;
  // to.lon shifted by whole turns, rather than from.lon + change, so the last point is exactly the waypoint.
  const endLon = to.lon + 360 * Math.round((from.lon + lonChangeDeg - to.lon) / 360);

  /** Position `alongM` metres from the start, longitude continuous from from.lon. */
  function unrolledAt(alongM: number): LatLon {
    if (alongM <= 0) return { lat: from.lat, lon: from.lon };
    if (alongM >= distanceM) return { lat: to.lat, lon: endLon };
    const latRad = northM === 0 ? lat1 : latitudeFromMeridianArc(arc1M + alongM * cosCourse);
    const q = meanParallelRadiusM(lat1, latRad);
    const lon = q > 0 ? from.lon + (alongM * sinCourse) / q / RAD : from.lon + (lonChangeDeg * alongM) / distanceM;
    return { lat: latRad / RAD, lon };
  }

  return {
    geometry: 'rhumb',
    from: { lat: from.lat, lon: from.lon },
    to: { lat: to.lat, lon: to.lon },
    distanceNm,
    initialCourseDeg: course,
    finalCourseDeg: course,
    positionAtNm(distanceNmAlong) {
      const position = unrolledAt(distanceNmAlong * METRES_PER_NM);
      return { lat: position.lat, lon: normalizeLongitude(position.lon), courseDeg: course };
    },
    trackPoints(maxSpacingNm) {
      return sampleDistancesNm(distanceNm, maxSpacingNm).map((d) => unrolledAt(d * METRES_PER_NM));
    },
  };
}
