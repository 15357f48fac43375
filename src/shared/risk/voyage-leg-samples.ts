/**
 * One leg's share of the voyage timeline, kept per solved leg: the positions along the leg every
 * step from its own start, and their unit vectors. A route edit keeps the solved track of every leg
 * it did not touch (computeRoute with `previous`), so keying on that track object and the leg's
 * duration means an edit samples only the legs it changed; the rest of a 5,000-waypoint voyage is
 * only shifted in time, which costs an addition per sample. Anything that depends on a leg's
 * positions alone (which region they enter, which storms come near them) is remembered with these
 * samples in the same way (see `legPartMemo`).
 *
 * Why steps from each leg's start rather than from departure: a grid from departure moves along
 * every later leg when one leg's duration changes, so nothing behind the edit could be kept. Steps
 * are still never longer than the timeline's step, and every waypoint is a sample.
 */
import { MS_PER_HOUR, type ComputedLeg, type LatLon, type LegTrack } from '../geo';
import { unitVector, type UnitVector } from './spherical-screen';

export interface LegSamplePosition extends LatLon {
  courseDeg: number;
  /** distance from the leg's start */
  alongNm: number;
  /** milliseconds after the leg's start */
  legOffsetMs: number;
}

export interface LegSamples {
  /** what they were sampled from: the leg's solved track, its unrounded duration, the step */
  track: LegTrack;
  durationMs: number;
  stepMs: number;
  positions: readonly LegSamplePosition[];
  vectors: readonly UnitVector[];
  /** what legPartMemo remembered along these samples, by subject */
  found: Map<object, { key: string; value: unknown }>;
}

/** Per solved track, its samples for each duration and step asked (nearly always one). */
const sampledLegs = new WeakMap<LegTrack, Array<{ durationMs: number; stepMs: number; samples: LegSamples }>>();
/** Durations and steps kept per track: other departures keep the duration, so these are few. */
const MAX_KEPT_PER_TRACK = 4;

/**
 * Positions at 0, step, 2 steps, ... before the leg's end (the end is the next leg's start, or
 * the voyage's arrival); none for a leg of no duration. Shared: read it, never change it.
 * `likely`, the samples the same leg had in the last timeline built, is taken when it fits: an
 * array read instead of a lookup by track, for each of thousands of legs on every edit.
 */
export function legSamples(leg: ComputedLeg, stepMs: number, likely?: LegSamples): LegSamples {
  // The unrounded duration: the waypoint times are rounded from the voyage's start, so a leg
  // behind an edit may gain or lose a millisecond without anything about it changing.
  const durationMs = leg.durationHours * MS_PER_HOUR;
  if (likely !== undefined && likely.track === leg.track && likely.durationMs === durationMs && likely.stepMs === stepMs) return likely;
  // Compared as numbers: this is asked for every leg on every edit, and a string key built from
  // the duration was most of what building a 5,000-waypoint timeline cost.
  let kept = sampledLegs.get(leg.track);
  if (kept !== undefined) {
    for (const each of kept) if (each.durationMs === durationMs && each.stepMs === stepMs) return each.samples;
  }
  const positions: LegSamplePosition[] = [];
  for (let step = 0; step * stepMs < durationMs; step += 1) {
    // Multiply rather than add, so the hundredth step is not off by accumulated rounding.
    const legOffsetMs = Math.round(step * stepMs);
    const alongNm = Math.min(legOffsetMs / durationMs, 1) * leg.distanceNm;
    const position = leg.track.positionAtNm(alongNm);
    positions.push({ lat: position.lat, lon: position.lon, courseDeg: position.courseDeg, alongNm, legOffsetMs });
  }
  const samples = { track: leg.track, durationMs, stepMs, positions, vectors: positions.map(unitVector), found: new Map() };
  if (kept === undefined) {
    kept = [];
    sampledLegs.set(leg.track, kept);
  }
  if (kept.length >= MAX_KEPT_PER_TRACK) kept.shift();
  kept.push({ durationMs, stepMs, samples });
  return samples;
}

/**
 * Subjects remembered per leg at most: storms come and go with each fetch, and a leg that lives
 * as long as its voyage must not hold every storm it was ever compared with.
 */
const MAX_SUBJECTS_PER_LEG = 64;

/**
 * `compute()`, remembered with one leg's samples for one `subject` (a region, a storm track) and
 * a `key` naming whatever else the answer depends on: a leg an edit did not touch answers from here.
 * A Map on the samples rather than a WeakMap of WeakMaps: this is asked once per leg and storm
 * on every edit (tens of thousands of times at 5,000 waypoints), and the lookups were most of it.
 */
export function legPartMemo<T>(samples: LegSamples, subject: object, key: string, compute: () => T): T {
  const kept = samples.found.get(subject);
  if (kept !== undefined && kept.key === key) return kept.value as T;
  const value = compute();
  if (samples.found.size >= MAX_SUBJECTS_PER_LEG) samples.found.clear();
  samples.found.set(subject, { key, value });
  return value;
}
