/**
 * Test data only (imported by the *.test.ts files here): storms in the service's answer shape and
 * voyages along the equator, laid out so that CPA and danger-area entry can be worked by hand in a
 * flat frame: x east along the equator (one degree of longitude = 60.108 nm on WGS84), y north
 * (one degree of latitude near the equator = 59.705 nm of meridian).
 */
import { computeRoute } from '../geo';
import type { Storm, StormPathPoint } from '../service/storms';

export const NM_PER_DEG_LON_AT_EQUATOR = 60.108;
export const NM_PER_DEG_LAT_AT_EQUATOR = 59.705;
export const HOUR_MS = 3_600_000;
/** Departure, and the time the storm answer was fetched. */
export const T0_UTC_MS = Date.UTC(2026, 8, 1, 0, 0, 0);

const nullSpeed = { kph: null, kts: null, mph: null, mps: null };

export interface ScenarioPoint {
  hours: number;
  lat: number;
  lon: number;
  category: string;
  windKts?: number | null;
}

export function pathPoint(point: ScenarioPoint): StormPathPoint {
  const windKts = point.windKts ?? null;
  return {
    name: `Storm ${point.category}`,
    nameShort: 'Test',
    category: point.category,
    latitude: point.lat,
    longitude: point.lon,
    timestamp: (T0_UTC_MS + point.hours * HOUR_MS) / 1000,
    pressure: { in: null, mb: null },
    gustSpeed: nullSpeed,
    windSpeed: windKts === null ? nullSpeed : { kph: null, kts: windKts, mph: null, mps: null },
    movementSpeed: nullSpeed,
    movementDirection: { text: 'N', degrees: null },
  };
}

export function scenarioStorm(id: string, points: readonly ScenarioPoint[], cone?: Array<Array<[number, number]>>): Storm {
  const first = points[0];
  return {
    id,
    name: `Storm ${id}`,
    nameShort: id,
    category: first?.category ?? 'TS',
    ...(cone === undefined ? {} : { cone }),
    path: points.map(pathPoint),
    current: {
      pressure: { in: null, mb: null },
      gustSpeed: nullSpeed,
      windSpeed: nullSpeed,
      movementSpeed: nullSpeed,
      movementDirection: { text: 'N', degrees: null },
    },
  };
}

/** Hours at which the scenario storms have track points (0 is the analysis, the rest forecast). */
export const TRACK_HOURS = [0, 12, 24, 36, 48, 72];

/** A storm moving in a straight line in the flat frame: x, y in nm at `hours`, speeds in knots. */
export function straightStorm(
  id: string,
  start: { xNm: number; yNm: number; eastKn: number; northKn: number; originLonDeg?: number },
  category: (hours: number) => string,
  cone?: Array<Array<[number, number]>>,
): Storm {
  const originLon = start.originLonDeg ?? 0;
  const points = TRACK_HOURS.map((hours) => {
    const lon = originLon + (start.xNm + start.eastKn * hours) / NM_PER_DEG_LON_AT_EQUATOR;
    // The service sends longitudes in -180..180.
    const normalised = ((((lon + 180) % 360) + 360) % 360) - 180;
    return { hours, lat: (start.yNm + start.northKn * hours) / NM_PER_DEG_LAT_AT_EQUATOR, lon: normalised, category: category(hours) };
  });
  return scenarioStorm(id, points, cone);
}

/** Due east along the equator at 10 kn from `fromLon` over `spanDeg` degrees (a rhumb leg). */
export function equatorVoyage(fromLon: number, spanDeg: number) {
  const toLon = ((((fromLon + spanDeg + 180) % 360) + 360) % 360) - 180;
  return computeRoute({
    waypoints: [
      { lat: 0, lon: fromLon, name: 'Start' },
      { lat: 0, lon: toLon, name: 'End' },
    ],
    legs: [{ geometry: 'rhumb', speedKn: 10 }],
  });
}
