/**
 * Ship against storm at the same moment, along the voyage as planned: the closest point of
 * approach (both positions interpolated in time), the smallest clearance against the vessel
 * profile's distance for the storm's class at that moment, the verdict, and when the ship first
 * enters the storm's danger area and its cone.
 */
import { greatCircleInverse, normalizeLongitude, type LatLon, type RoutePosition } from '../geo';
import type { LimitSeverity, StormDistance } from '../voyage/vessel-profile';
import type { DangerArea } from './danger-area';
import { goldenSectionMinimum } from './golden-section';
import { screenErrorNm, sphericalDistanceToNm, unitVector } from './spherical-screen';
import type { StormCone } from './storm-cone';
import { requiredStormDistanceNm, stormStateAt, stormTrackWalk, type StormClass, type StormPlace, type StormState, type StormTrack } from './storm-track';
import { firstAtOrAfter } from './sorted-search';
import { keptApproach } from './storm-approach-memo';
import { firstEntry, type VoyageEntry } from './voyage-entry';
import { shipPositionAt, type VoyageTimeline } from './voyage-timeline';

export interface ClosestApproach {
  timeUtcMs: number;
  distanceNm: number;
  /** where the storm's centre lies seen from the ship, degrees true */
  bearingFromShipDeg: number;
  ship: LatLon & { legIndex: number };
  /** longitude normalised to -180..180 */
  storm: LatLon & { stormClass: StormClass; windKn: number | null };
}

/** The moment the ship is nearest the distance the profile keeps from a storm of that strength. */
export interface StormClearance {
  timeUtcMs: number;
  distanceNm: number;
  stormClass: StormClass;
  requiredNm: number;
  /** distanceNm - requiredNm: below 0 the profile's distance is broken */
  marginNm: number;
}

/** 'notCompared': the storm's track and the voyage share no moment, so no CPA can be had. */
export type StormVerdict = 'ok' | LimitSeverity | 'notCompared';

export interface StormEncounter {
  stormId: string;
  stormName: string;
  /** the moments both positions are known: the voyage within the storm's track; null when none */
  compared: { fromUtcMs: number; untilUtcMs: number } | null;
  closestApproach: ClosestApproach | null;
  clearance: StormClearance | null;
  verdict: StormVerdict;
  dangerAreaEntry: VoyageEntry | null;
  coneEntry: VoyageEntry | null;
}

/** What one storm brings to the comparison (see storm-risk.ts for building it from the answer). */
export interface AnalysedStorm {
  track: StormTrack;
  dangerArea: DangerArea;
  cone: StormCone;
}

interface Moment {
  timeUtcMs: number;
  ship: RoutePosition;
  storm: StormState;
  distanceNm: number;
  bearingFromShipDeg: number;
}

function momentAt(timeline: VoyageTimeline, track: StormTrack, timeUtcMs: number): Moment | undefined {
  const ship = shipPositionAt(timeline, timeUtcMs);
  const storm = stormStateAt(track, timeUtcMs);
  if (ship === undefined || storm === undefined) return undefined;
  const solution = greatCircleInverse(ship, storm);
  return { timeUtcMs, ship, storm, distanceNm: solution.distanceNm, bearingFromShipDeg: solution.initialCourseDeg };
}

// A window of two 30-minute steps shrinks to about 20 s: far finer than either track is known.
const REFINE_STEPS = 12;
const MAX_CANDIDATES = 4;

/**
 * The exact minimum of `objective` near the coarse minima: every local minimum of the screened
 * values that could be the true one (within the screening error) is refined by golden-section
 * search between its neighbouring times.
 */
function refinedMinimum(
  times: readonly number[],
  screened: ArrayLike<number>,
  errorNm: ArrayLike<number>,
  exact: (timeUtcMs: number) => { value: number; moment: Moment } | undefined,
): Moment | undefined {
  let best = 0;
  for (let index = 1; index < screened.length; index += 1) if ((screened[index] ?? Infinity) < (screened[best] ?? Infinity)) best = index;
  const ceiling = (screened[best] ?? Infinity) + (errorNm[best] ?? 0);
  const candidates: Array<{ value: number; index: number }> = [];
  for (let index = 0; index < screened.length; index += 1) {
    const value = screened[index] ?? Infinity;
    const isLocalMinimum = value <= (screened[index - 1] ?? Infinity) && value <= (screened[index + 1] ?? Infinity);
    if (isLocalMinimum && value - (errorNm[index] ?? 0) <= ceiling) candidates.push({ value, index });
  }
  candidates.sort((a, b) => a.value - b.value).splice(MAX_CANDIDATES);
  let winner: { value: number; moment: Moment } | undefined;
  const consider = (timeUtcMs: number): number => {
    const result = exact(timeUtcMs);
    if (result === undefined) return Infinity;
    if (winner === undefined || result.value < winner.value) winner = result;
    return result.value;
  };
  const couldBeLeast = (index: number): boolean => (screened[index] ?? Infinity) - (errorNm[index] ?? 0) <= ceiling;
  for (const { index } of candidates) {
    consider(times[index] ?? 0);
    // Where the distance is flat the sphere's least sample may be a few samples off the
    // ellipsoid's: search every sample around this one that could still be the least.
    let first = index;
    let last = index;
    while (first > 0 && couldBeLeast(first - 1)) first -= 1;
    while (last < times.length - 1 && couldBeLeast(last + 1)) last += 1;
    const low = times[Math.max(0, first - 1)] ?? 0;
    const high = times[Math.min(times.length - 1, last + 1)] ?? 0;
    const extraSteps = Math.ceil(Math.log(Math.max(1, (last - first + 2) / 2)) / Math.log(1 / 0.618));
    goldenSectionMinimum(consider, low, high, REFINE_STEPS + extraSteps);
  }
  return winner?.moment;
}

function closestApproachOf(moment: Moment): ClosestApproach {
  return {
    timeUtcMs: Math.round(moment.timeUtcMs),
    distanceNm: moment.distanceNm,
    bearingFromShipDeg: moment.bearingFromShipDeg,
    ship: { lat: moment.ship.lat, lon: moment.ship.lon, legIndex: moment.ship.legIndex },
    storm: {
      lat: moment.storm.lat,
      lon: normalizeLongitude(moment.storm.lon),
      stormClass: moment.storm.stormClass,
      windKn: moment.storm.windKn,
    },
  };
}

function clearanceOf(moment: Moment, distance: StormDistance): StormClearance {
  const requiredNm = requiredStormDistanceNm(distance, moment.storm.stormClass);
  return {
    timeUtcMs: Math.round(moment.timeUtcMs),
    distanceNm: moment.distanceNm,
    stormClass: moment.storm.stormClass,
    requiredNm,
    marginNm: moment.distanceNm - requiredNm,
  };
}

/** The times compared: the overlap's ends and every voyage sample between them. */
function comparedTimes(timeline: VoyageTimeline, fromUtcMs: number, untilUtcMs: number): { times: number[]; sampleIndex: number[] } {
  const times = [fromUtcMs];
  const sampleIndex = [-1];
  for (let index = firstAtOrAfter(timeline.samples, fromUtcMs, (sample) => sample.timeUtcMs); index < timeline.samples.length; index += 1) {
    const timeUtcMs = timeline.samples[index]?.timeUtcMs ?? Infinity;
    if (timeUtcMs >= untilUtcMs) break;
    if (timeUtcMs > fromUtcMs) {
      times.push(timeUtcMs);
      sampleIndex.push(index);
    }
  }
  if (untilUtcMs > fromUtcMs) {
    times.push(untilUtcMs);
    sampleIndex.push(-1);
  }
  return { times, sampleIndex };
}

/** The ship against one storm over the voyage. */
export function stormEncounter(timeline: VoyageTimeline, storm: AnalysedStorm, distance: StormDistance): StormEncounter {
  const { track } = storm;
  const entries = { dangerAreaEntry: firstEntry(timeline, storm.dangerArea), coneEntry: firstEntry(timeline, storm.cone) };
  const base = { stormId: track.id, stormName: track.name, ...entries };
  const fromUtcMs = Math.max(timeline.etdUtcMs, track.points[0]?.timeUtcMs ?? Infinity);
  const untilUtcMs = Math.min(timeline.etaUtcMs, track.points.at(-1)?.timeUtcMs ?? -Infinity);
  if (!(fromUtcMs <= untilUtcMs)) return { ...base, compared: null, closestApproach: null, clearance: null, verdict: 'notCompared' };

  const approach = keptApproach(track, timeline, distance, fromUtcMs, untilUtcMs, () => closestApproachAndClearance(timeline, track, distance, fromUtcMs, untilUtcMs));
  return { ...base, ...approach };
}

/** The closest approach and the least clearance over the moments ship and storm share. */
function closestApproachAndClearance(
  timeline: VoyageTimeline,
  track: StormTrack,
  distance: StormDistance,
  fromUtcMs: number,
  untilUtcMs: number,
): Pick<StormEncounter, 'compared' | 'closestApproach' | 'clearance' | 'verdict'> {
  const { times, sampleIndex } = comparedTimes(timeline, fromUtcMs, untilUtcMs);
  // A plain loop into arrays of their final size: this runs for every moment of every storm's
  // time (thousands on a long voyage) after each edit that moves the ship's times there.
  const distances = new Float64Array(times.length);
  const margins = new Float64Array(times.length);
  const errors = new Float64Array(times.length);
  let firstClass: StormClass | undefined;
  let oneClass = true;
  const walk = stormTrackWalk(track);
  const storm: StormPlace = { lat: 0, lon: 0, stormClass: 'hurricane' };
  for (let index = 0; index < times.length; index += 1) {
    const timeUtcMs = times[index] ?? 0;
    const known = walk.at(timeUtcMs, storm);
    const atSample = sampleIndex[index] ?? -1;
    // The window's ends are no samples: the ship's position there is asked of the route.
    const shipPosition = atSample === -1 ? shipPositionAt(timeline, timeUtcMs) : undefined;
    const ship = atSample >= 0 ? timeline.sampleVectors[atSample] : shipPosition === undefined ? undefined : unitVector(shipPosition);
    const distanceNm = !known || ship === undefined ? Infinity : sphericalDistanceToNm(ship, storm.lat, storm.lon);
    const stormClass = known ? storm.stormClass : 'hurricane';
    firstClass ??= stormClass;
    if (stormClass !== firstClass) oneClass = false;
    distances[index] = distanceNm;
    margins[index] = distanceNm - requiredStormDistanceNm(distance, stormClass);
    errors[index] = 2 * screenErrorNm(distanceNm);
  }

  const cpa = refinedMinimum(times, distances, errors, (timeUtcMs) => {
    const moment = momentAt(timeline, track, timeUtcMs);
    return moment === undefined ? undefined : { value: moment.distanceNm, moment };
  });
  // With one class throughout, the smallest margin is at the CPA; otherwise search it on its own.
  const worst =
    oneClass
      ? cpa
      : refinedMinimum(times, margins, errors, (timeUtcMs) => {
          const moment = momentAt(timeline, track, timeUtcMs);
          return moment === undefined ? undefined : { value: clearanceOf(moment, distance).marginNm, moment };
        });
  const clearance = worst === undefined ? null : clearanceOf(worst, distance);
  return {
    compared: { fromUtcMs, untilUtcMs },
    closestApproach: cpa === undefined ? null : closestApproachOf(cpa),
    clearance,
    verdict: clearance === null ? 'notCompared' : clearance.marginNm < 0 ? distance.severity : 'ok',
  };
}
