import { destination, greatCircleDistanceM, initialBearingDeg, type LatLon } from '../geometry/sphere';
import {
  centralPressureHpa,
  cycloneTracksAt,
  trackPosition,
  trackWindKts,
  type CycloneTrack,
} from '../fields/tropical-cyclones';
import { ok, round, type Answer, type ServiceState } from '../service-state';

/**
 * Active tropical storms: the track so far (6-hourly), the current state, the forecast track to
 * five days and a cone around it that widens with lead time (about 90 nm at 24 h, 245 nm at 72 h).
 */

const knotToKph = 1.852;
const knotToMph = 1.150779;
const knotToMps = 0.514444;

function speeds(kts: number): { kph: number; kts: number; mph: number; mps: number } {
  return { kph: round(kts * knotToKph, 1), kts: round(kts, 1), mph: round(kts * knotToMph, 1), mps: round(kts * knotToMps, 1) };
}

export function stormCategory(basin: CycloneTrack['basin'], windKts: number): string {
  if (windKts < 34) return 'TD';
  if (windKts < 64) return 'TS';
  if (basin === 'AL' || basin === 'EP') {
    if (windKts < 83) return 'H1';
    if (windKts < 96) return 'H2';
    if (windKts < 113) return 'H3';
    if (windKts < 137) return 'H4';
    return 'H5';
  }
  if (basin === 'WP') return windKts < 130 ? 'TY' : 'STY';
  return 'TC';
}

function categoryWord(category: string, basin: CycloneTrack['basin']): string {
  if (category === 'TD') return 'Tropical Depression';
  if (category === 'TS') return 'Tropical Storm';
  if (category.startsWith('H')) return 'Hurricane';
  if (category === 'TY' || category === 'STY') return category === 'TY' ? 'Typhoon' : 'Super Typhoon';
  return basin === 'IO' ? 'Cyclonic Storm' : 'Tropical Cyclone';
}

const compass = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

function conditions(track: CycloneTrack, timeSec: number) {
  // Rounded first, so the category always agrees with the wind the answer shows.
  const windKts = round(trackWindKts(track, timeSec), 1);
  const before = trackPosition(track, timeSec - 3600);
  const after = trackPosition(track, timeSec + 3600);
  const movementKts = greatCircleDistanceM(before, after) / 2 / 1852;
  const movementDeg = initialBearingDeg(before, after);
  const pressureMb = centralPressureHpa(windKts);
  return {
    windKts,
    body: {
      pressure: { in: round(pressureMb * 0.02953, 2), mb: round(pressureMb, 0) },
      gustSpeed: speeds(windKts * 1.25),
      windSpeed: speeds(windKts),
      movementSpeed: speeds(movementKts),
      movementDirection: { text: compass[Math.round(movementDeg / 22.5) % 16] ?? 'N', degrees: round(movementDeg, 0) },
    },
  };
}

function pathPoint(track: CycloneTrack, timeSec: number) {
  const { windKts, body } = conditions(track, timeSec);
  const category = stormCategory(track.basin, windKts);
  const position = trackPosition(track, timeSec);
  return {
    name: `${categoryWord(category, track.basin)} ${track.name}`,
    nameShort: track.name,
    category,
    latitude: round(position.lat, 2),
    longitude: round(position.lon, 2),
    timestamp: timeSec,
    ...body,
  };
}

/** Cone radius in nautical miles at a lead time. */
export function coneRadiusNm(leadHours: number): number {
  return 15 + 3.2 * leadHours;
}

/** Offsets to both sides of the forecast track, and round caps at both ends. */
function conePolygon(track: readonly LatLon[], leadsHours: readonly number[]): Array<[number, number]> {
  const left: LatLon[] = [];
  const right: LatLon[] = [];
  track.forEach((point, index) => {
    const next = track[Math.min(index + 1, track.length - 1)] ?? point;
    const previous = track[Math.max(index - 1, 0)] ?? point;
    const course = initialBearingDeg(previous, next);
    const radiusM = coneRadiusNm(leadsHours[index] ?? 0) * 1852;
    left.push(destination(point, course - 90, radiusM));
    right.push(destination(point, course + 90, radiusM));
  });
  const last = track[track.length - 1] ?? { lat: 0, lon: 0 };
  const first = track[0] ?? last;
  const endCourse = initialBearingDeg(track[track.length - 2] ?? first, last);
  const endRadiusM = coneRadiusNm(leadsHours[leadsHours.length - 1] ?? 0) * 1852;
  const startRadiusM = coneRadiusNm(leadsHours[0] ?? 0) * 1852;
  const startCourse = initialBearingDeg(first, track[1] ?? last);
  const endCap: LatLon[] = [];
  const startCap: LatLon[] = [];
  for (let step = 1; step < 12; step += 1) {
    endCap.push(destination(last, endCourse - 90 + step * 15, endRadiusM));
    startCap.push(destination(first, startCourse + 90 + step * 15, startRadiusM));
  }
  const ring = [...left, ...endCap, ...right.reverse(), ...startCap];
  const closed = [...ring, ring[0] ?? first];
  // Longitudes kept continuous (no jump at 180) so the ring stays a simple polygon on a map.
  let previousLon = closed[0]?.lon ?? 0;
  return closed.map((point) => {
    let lon = point.lon;
    while (lon - previousLon > 180) lon -= 360;
    while (lon - previousLon < -180) lon += 360;
    previousLon = lon;
    return [round(lon, 3), round(point.lat, 3)];
  });
}

const forecastLeadsHours = [12, 24, 36, 48, 72, 96, 120];

export function stormsAnswer(state: ServiceState): Answer {
  const nowSec = Math.floor(state.nowMs() / 1000);
  const storms = cycloneTracksAt(state.world, nowSec)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((track) => {
      const past: number[] = [];
      for (let time = Math.ceil(track.genesisSec / 21_600) * 21_600; time < nowSec; time += 21_600) past.push(time);
      const endSec = track.genesisSec + track.lifetimeSec;
      const forecast = forecastLeadsHours.map((lead) => nowSec + lead * 3600).filter((time) => time <= endSec);
      const coneTimes = [nowSec, ...forecast];
      const current = pathPoint(track, nowSec);
      return {
        id: track.id,
        name: current.name,
        nameShort: track.name,
        category: current.category,
        cone:
          forecast.length === 0
            ? []
            : [conePolygon(coneTimes.map((time) => trackPosition(track, time)), coneTimes.map((time) => (time - nowSec) / 3600))],
        path: [...past, nowSec, ...forecast].map((time) => pathPoint(track, time)),
        current: conditions(track, nowSec).body,
      };
    });
  return ok({ storms });
}
