/**
 * A tropical storm as a function of time: where its centre is and how strong it is at any moment
 * its track covers (past and forecast), read from one storm of the service's /v1/storms answer.
 */
import type { Storm, StormPathPoint } from '../service/storms';
import { unwrapLongitudes } from '../geo';
import type { StormDistance } from '../voyage/vessel-profile';

/** The three strengths commercial routing keeps different distances from (vessel profile). */
export type StormClass = 'hurricane' | 'tropicalStorm' | 'depression';

const classRank: Record<StormClass, number> = { depression: 0, tropicalStorm: 1, hurricane: 2 };

// Agency codes: NHC/JTWC (TD, TS, HU, H1-H5, TY, STY), IMD (D, DD, CS, SCS, VSCS, ESCS, SUCS),
// subtropical and post-tropical systems. The demo service sends TC for a >= 64 kn storm outside
// the Atlantic and Pacific hurricane basins.
const classByCategory: Record<string, StormClass> = {
  TD: 'depression', SD: 'depression', D: 'depression', DD: 'depression', DB: 'depression', LO: 'depression',
  WV: 'depression', EX: 'depression', PT: 'depression', PTC: 'depression',
  TS: 'tropicalStorm', SS: 'tropicalStorm', STS: 'tropicalStorm', CS: 'tropicalStorm', SCS: 'tropicalStorm',
  H: 'hurricane', HU: 'hurricane', H1: 'hurricane', H2: 'hurricane', H3: 'hurricane', H4: 'hurricane', H5: 'hurricane',
  MH: 'hurricane', TY: 'hurricane', STY: 'hurricane', TC: 'hurricane', VSCS: 'hurricane', ESCS: 'hurricane', SUCS: 'hurricane',
};

/** The class an intensity code names, or undefined for a code this table does not know. */
export function stormClassOfCategory(category: string): StormClass | undefined {
  return classByCategory[category.trim().toUpperCase()];
}

/** Saffir-Simpson thresholds on sustained wind: 34 kn a tropical storm, 64 kn a hurricane. */
export function stormClassOfWindKn(windKn: number): StormClass {
  if (windKn >= 64) return 'hurricane';
  if (windKn >= 34) return 'tropicalStorm';
  return 'depression';
}

/** The stronger of two classes. */
export function strongerStormClass(a: StormClass, b: StormClass): StormClass {
  return classRank[a] >= classRank[b] ? a : b;
}

/** The distance the profile keeps from a storm of this class. */
export function requiredStormDistanceNm(distance: StormDistance, stormClass: StormClass): number {
  return distance[stormClass];
}

export interface StormTrackPoint {
  timeUtcMs: number;
  lat: number;
  /** continuous along the track (may pass ±180), so interpolation never jumps across the map */
  lon: number;
  /** sustained wind, knots; null when the service gave no speed in any unit */
  windKn: number | null;
  pressureHpa: number | null;
  category: string;
  stormClass: StormClass;
  /**
   * Where the class came from: the category code, the wind when the code is unknown, or
   * 'assumedHurricane' when neither says (the cautious choice).
   */
  classFrom: 'category' | 'wind' | 'assumedHurricane';
  /**
   * Largest 34-kn wind radius, nm. The service's storm answer carries no wind radii, so points
   * parsed from it hold null; a source that has them fills it and the danger area grows by it.
   */
  windRadius34Nm: number | null;
  isForecast: boolean;
}

export interface StormTrack {
  id: string;
  name: string;
  nameShort: string;
  category: string;
  /** the latest track point at or before the time the answer was fetched: forecasts lead from it */
  analysisUtcMs: number | null;
  /** in time order, one per timestamp */
  points: readonly StormTrackPoint[];
  /** path points left out because they had no position or no time */
  skippedPointCount: number;
}

/** Where the storm is at one moment and how strong. */
export interface StormState {
  timeUtcMs: number;
  lat: number;
  /** continuous, like the track points */
  lon: number;
  windKn: number | null;
  pressureHpa: number | null;
  /** the stronger of the classes of the two track points around this moment */
  stormClass: StormClass;
  windRadius34Nm: number | null;
  isForecast: boolean;
}

const KN_PER_KMH = 1 / 1.852;
const KN_PER_MS = 3600 / 1852;
const KN_PER_MPH = 1609.344 / 1852;
const HPA_PER_INHG = 33.8639;

/** Sustained wind in knots from whichever unit the answer filled in. */
export function windKnOf(speed: StormPathPoint['windSpeed']): number | null {
  if (speed.kts !== null) return speed.kts;
  if (speed.kph !== null) return speed.kph * KN_PER_KMH;
  if (speed.mps !== null) return speed.mps * KN_PER_MS;
  if (speed.mph !== null) return speed.mph * KN_PER_MPH;
  return null;
}

function pressureHpaOf(pressure: StormPathPoint['pressure']): number | null {
  if (pressure.mb !== null) return pressure.mb;
  if (pressure.in !== null) return pressure.in * HPA_PER_INHG;
  return null;
}

function classOf(category: string, windKn: number | null): Pick<StormTrackPoint, 'stormClass' | 'classFrom'> {
  const byCategory = stormClassOfCategory(category);
  if (byCategory !== undefined) return { stormClass: byCategory, classFrom: 'category' };
  if (windKn !== null) return { stormClass: stormClassOfWindKn(windKn), classFrom: 'wind' };
  return { stormClass: 'hurricane', classFrom: 'assumedHurricane' };
}

interface PlacedPoint {
  point: StormPathPoint;
  lat: number;
  lon: number;
  timeUtcMs: number;
}

function placed(point: StormPathPoint): PlacedPoint | undefined {
  const { latitude, longitude, timestamp } = point;
  if (latitude === null || longitude === null || timestamp === null) return undefined;
  if (Math.abs(latitude) > 90 || !Number.isFinite(longitude) || !Number.isFinite(timestamp)) return undefined;
  return { point, lat: latitude, lon: longitude, timeUtcMs: timestamp * 1000 };
}

/**
 * The storm's track from one storm of the answer. `fetchedUtcMs` is when the answer was fetched:
 * path points after the analysis point (the last one at or before it) are forecasts.
 */
export function stormTrack(storm: Storm, fetchedUtcMs: number): StormTrack {
  if (!Number.isFinite(fetchedUtcMs)) throw new RangeError(`the time the storms were fetched must be Unix milliseconds, not ${fetchedUtcMs}`);
  const usable = storm.path.map(placed).filter((point): point is PlacedPoint => point !== undefined);
  const byTime = new Map<number, PlacedPoint>();
  for (const point of usable) byTime.set(point.timeUtcMs, point);
  const sorted = [...byTime.values()].sort((a, b) => a.timeUtcMs - b.timeUtcMs);
  const lons = unwrapLongitudes(sorted.map((point) => point.lon));
  const analysis = sorted.filter((point) => point.timeUtcMs <= fetchedUtcMs).at(-1);
  const analysisUtcMs = analysis?.timeUtcMs ?? null;
  const points = sorted.map((placedPoint, index): StormTrackPoint => {
    const windKn = windKnOf(placedPoint.point.windSpeed);
    return {
      timeUtcMs: placedPoint.timeUtcMs,
      lat: placedPoint.lat,
      lon: lons[index] ?? placedPoint.lon,
      windKn,
      pressureHpa: pressureHpaOf(placedPoint.point.pressure),
      category: placedPoint.point.category,
      ...classOf(placedPoint.point.category, windKn),
      windRadius34Nm: null,
      isForecast: analysisUtcMs === null ? true : placedPoint.timeUtcMs > analysisUtcMs,
    };
  });
  return {
    id: storm.id,
    name: storm.name,
    nameShort: storm.nameShort,
    category: storm.category,
    analysisUtcMs,
    points,
    skippedPointCount: storm.path.length - usable.length,
  };
}

function mix(a: number | null, b: number | null, fraction: number): number | null {
  return a === null || b === null ? null : a + (b - a) * fraction;
}

/** Index of the last point at or before `timeUtcMs` (points non-empty, time inside their span). */
function segmentIndex(points: readonly StormTrackPoint[], timeUtcMs: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((points[middle]?.timeUtcMs ?? Infinity) <= timeUtcMs) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The storm at `timeUtcMs`, interpolated linearly in time between the track points around it
 * (latitude and continuous longitude, as agencies draw tracks between their fixes); undefined
 * before the first point and after the last, where the track says nothing.
 */
export function stormStateAt(track: StormTrack, timeUtcMs: number): StormState | undefined {
  const { points } = track;
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || timeUtcMs < first.timeUtcMs || timeUtcMs > last.timeUtcMs) return undefined;
  const index = segmentIndex(points, timeUtcMs);
  const from = points[index] ?? first;
  const to = points[Math.min(index + 1, points.length - 1)] ?? from;
  const fraction = fractionBetween(from, to, timeUtcMs);
  return {
    timeUtcMs,
    lat: from.lat + (to.lat - from.lat) * fraction,
    lon: from.lon + (to.lon - from.lon) * fraction,
    windKn: mix(from.windKn, to.windKn, fraction),
    pressureHpa: mix(from.pressureHpa, to.pressureHpa, fraction),
    stormClass: classBetween(from, to, fraction),
    windRadius34Nm: mix(from.windRadius34Nm, to.windRadius34Nm, fraction),
    isForecast: fraction === 0 ? from.isForecast : to.isForecast,
  };
}

function fractionBetween(from: StormTrackPoint, to: StormTrackPoint, timeUtcMs: number): number {
  const spanMs = to.timeUtcMs - from.timeUtcMs;
  return spanMs > 0 ? (timeUtcMs - from.timeUtcMs) / spanMs : 0;
}

function classBetween(from: StormTrackPoint, to: StormTrackPoint, fraction: number): StormClass {
  return fraction === 0 ? from.stormClass : strongerStormClass(from.stormClass, to.stormClass);
}

/** Where the storm is and its class at one moment, written in place by a StormTrackWalk. */
export interface StormPlace {
  lat: number;
  lon: number;
  stormClass: StormClass;
}

/**
 * The storm's position and class at a run of moments in time order, exactly as stormStateAt gives
 * them, with no search and no object per moment: for passes over thousands of moments (a storm
 * against every sample of a long voyage). `at` answers false where the track says nothing.
 */
export function stormTrackWalk(track: StormTrack): { at(timeUtcMs: number, into: StormPlace): boolean } {
  const { points } = track;
  let index = 0;
  return {
    at(timeUtcMs, into) {
      const first = points[0];
      const last = points.at(-1);
      if (first === undefined || last === undefined || timeUtcMs < first.timeUtcMs || timeUtcMs > last.timeUtcMs) return false;
      // The last point at or before the moment, as segmentIndex finds it; moments never go back.
      if ((points[index]?.timeUtcMs ?? Infinity) > timeUtcMs) index = segmentIndex(points, timeUtcMs);
      while (index + 1 < points.length && (points[index + 1]?.timeUtcMs ?? Infinity) <= timeUtcMs) index += 1;
      const from = points[index] ?? first;
      const to = points[Math.min(index + 1, points.length - 1)] ?? from;
      const fraction = fractionBetween(from, to, timeUtcMs);
      into.lat = from.lat + (to.lat - from.lat) * fraction;
      into.lon = from.lon + (to.lon - from.lon) * fraction;
      into.stormClass = classBetween(from, to, fraction);
      return true;
    },
  };
}
