/**
 * Great-circle (orthodrome) legs on the WGS84 ellipsoid, solved by GeographicLib, which is exact
 * to a few nanometres; a spherical formula would be up to 0.4 % short and miles off the track.
 * Each leg holds one GeodesicLine, so positions along it cost no new inverse solution.
 */
import * as geographiclibModule from 'geographiclib-geodesic';
import { courseDeg } from './course';
import type { LatLon } from './lat-lon';
import type { LegTrack } from './leg';
import { normalizeLongitude } from './longitude';
import { sampleDistancesNm } from './track-sampling';
import { METRES_PER_NM } from './units';

type GeographicLib = typeof geographiclibModule;
// The package is a UMD bundle: Node's ESM loader cannot see its named exports and puts them all
// under `default`, while bundlers expose them directly. Accept both.
const geographiclib: GeographicLib =
  (geographiclibModule as unknown as { default?: GeographicLib }).default ?? geographiclibModule;
const { Geodesic } = geographiclib;
const wgs84 = Geodesic.WGS84;

const lineCaps = Geodesic.LATITUDE | Geodesic.LONGITUDE | Geodesic.AZIMUTH | Geodesic.DISTANCE_IN;
// LONG_UNROLL: the longitude moves on continuously (past ±180) instead of jumping at 180°.
const positionMask = Geodesic.LATITUDE | Geodesic.LONGITUDE | Geodesic.AZIMUTH | Geodesic.LONG_UNROLL;

export interface GreatCircleSolution {
  distanceNm: number;
  /** degrees true at the start, [0, 360) */
  initialCourseDeg: number;
  /** degrees true on arrival, [0, 360) */
  finalCourseDeg: number;
}

/** Distance and courses of the shortest way from `from` to `to` on the ellipsoid. */
export function greatCircleInverse(from: LatLon, to: LatLon): GreatCircleSolution {
  const solution = wgs84.Inverse(from.lat, from.lon, to.lat, to.lon, Geodesic.DISTANCE | Geodesic.AZIMUTH);
  return {
    distanceNm: (solution.s12 ?? 0) / METRES_PER_NM,
    initialCourseDeg: courseDeg(solution.azi1 ?? 0),
    finalCourseDeg: courseDeg(solution.azi2 ?? 0),
  };
}

/**
 * Where a great circle leaving `from` on `initialCourseDeg` is after `distanceNm`, with the
 * course there. Longitude normalised to -180..180.
 */
export function greatCircleDirect(
  from: LatLon,
  initialCourseDeg: number,
  distanceNm: number,
): LatLon & { courseDeg: number } {
  const solution = wgs84.Direct(from.lat, from.lon, initialCourseDeg, distanceNm * METRES_PER_NM, Geodesic.STANDARD);
  return {
    lat: solution.lat2 ?? from.lat,
    lon: normalizeLongitude(solution.lon2 ?? from.lon),
    courseDeg: courseDeg(solution.azi2 ?? initialCourseDeg),
  };
}

/**
 * The position alone of `greatCircleDirect` (the same numbers): without the course at the end,
 * GeographicLib sets up less, which the weather router, asking a million of them, notices.
 */
export function greatCircleDirectPosition(from: LatLon, initialCourseDeg: number, distanceNm: number): LatLon {
  const solution = wgs84.Direct(from.lat, from.lon, initialCourseDeg, distanceNm * METRES_PER_NM, Geodesic.LATITUDE | Geodesic.LONGITUDE);
  return { lat: solution.lat2 ?? from.lat, lon: normalizeLongitude(solution.lon2 ?? from.lon) };
}

/** A great-circle leg from `from` to `to`: the shortest way, course changing along it. */
export function greatCircleLeg(from: LatLon, to: LatLon): LegTrack {
  const line = wgs84.InverseLine(from.lat, from.lon, to.lat, to.lon, lineCaps);
  const distanceM = line.s13;
  const distanceNm = distanceM / METRES_PER_NM;
  const end = line.Position(distanceM, positionMask);

  function unrolledAt(distanceNmAlong: number): LatLon & { courseDeg: number } {
    const clampedM = Math.min(Math.max(distanceNmAlong * METRES_PER_NM, 0), distanceM);
    const position = line.Position(clampedM, positionMask);
    return {
      lat: position.lat2 ?? from.lat,
      lon: position.lon2 ?? from.lon,
      courseDeg: courseDeg(position.azi2 ?? line.azi1),
    };
  }

  return {
    geometry: 'greatCircle',
    from: { lat: from.lat, lon: from.lon },
    to: { lat: to.lat, lon: to.lon },
    distanceNm,
    initialCourseDeg: courseDeg(line.azi1),
    finalCourseDeg: courseDeg(end.azi2 ?? line.azi1),
    positionAtNm(distanceNmAlong) {
      const position = unrolledAt(distanceNmAlong);
      return { ...position, lon: normalizeLongitude(position.lon) };
    },
    trackPoints(maxSpacingNm) {
      return sampleDistancesNm(distanceNm, maxSpacingNm).map((d) => {
        const { lat, lon } = unrolledAt(d);
        return { lat, lon };
      });
    },
  };
}
