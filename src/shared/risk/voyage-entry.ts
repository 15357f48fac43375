/**
 * When the planned voyage first enters a region (a danger area, a cone): the first sample inside,
 * then bisection in time between it and the sample before, so the moment is found to the minute
 * whatever the sampling step.
 */
import type { LatLon } from '../geo';
import type { UnitVector } from './spherical-screen';
import { legPartMemo, type LegSamples } from './voyage-leg-samples';
import { shipPositionAt, type VoyageTimeline } from './voyage-timeline';

export interface VoyageEntry {
  timeUtcMs: number;
  lat: number;
  /** normalised to -180..180 */
  lon: number;
  legIndex: number;
}

export interface Region {
  contains(point: LatLon, pointVector?: UnitVector): boolean;
}

const ENTRY_RESOLUTION_MS = 60_000;

/** Where a region was last found along a voyage: the legs' samples searched, in order, and the hit. */
interface LastSearch {
  parts: readonly LegSamples[];
  /** index into `parts` of the leg entered, with the sample inside it; -1: none, nor the arrival */
  part: number;
  inside: number;
  arrival: LatLon | undefined;
}

const lastSearches = new WeakMap<Region, LastSearch>();

/** The first sample inside as found last time, when the legs up to it (all of them, if none) are the same. */
function asFoundLastTime(timeline: VoyageTimeline, region: Region): number | undefined {
  const last = lastSearches.get(region);
  if (last === undefined) return undefined;
  const { legParts, samples } = timeline;
  const upTo = last.part === -1 ? last.parts.length : last.part + 1;
  if (legParts.length < upTo) return undefined;
  for (let index = 0; index < upTo; index += 1) if (legParts[index]?.samples !== last.parts[index]) return undefined;
  if (last.part >= 0) return (legParts[last.part]?.firstSample ?? 0) + last.inside;
  const arrival = samples.at(-1);
  const sameEnd = legParts.length === upTo && samples.length === (legParts.at(-1)?.firstSample ?? 0) + (legParts.at(-1)?.samples.positions.length ?? 0) + 1;
  return sameEnd && arrival?.lat === last.arrival?.lat && arrival?.lon === last.arrival?.lon ? -1 : undefined;
}

/**
 * The index of the first sample inside, -1 for none. Whether a position is inside does not depend
 * on when the ship is there: when the legs up to where the region was found last time are the
 * same, that answer stands (identity checks only, for a search that otherwise asks every leg of a
 * 5,000-waypoint voyage); otherwise each leg's answer is kept with its samples, so only the legs
 * an edit changed are tested again.
 */
function firstSampleInside(timeline: VoyageTimeline, region: Region): number {
  const known = asFoundLastTime(timeline, region);
  if (known !== undefined) return known;
  const { samples, sampleVectors, legParts } = timeline;
  const remember = (part: number, inside: number) => {
    const parts = legParts.slice(0, part === -1 ? legParts.length : part + 1).map((each) => each.samples);
    const arrival = samples.at(-1);
    lastSearches.set(region, { parts, part, inside, arrival: arrival && { lat: arrival.lat, lon: arrival.lon } });
  };
  for (const [partIndex, part] of legParts.entries()) {
    const { positions, vectors } = part.samples;
    const inside = legPartMemo(part.samples, region, '', () => positions.findIndex((position, i) => region.contains(position, vectors[i])));
    if (inside >= 0) {
      remember(partIndex, inside);
      return part.firstSample + inside;
    }
  }
  const last = legParts.at(-1);
  for (let i = last === undefined ? 0 : last.firstSample + last.samples.positions.length; i < samples.length; i += 1) {
    const sample = samples[i];
    if (sample !== undefined && region.contains(sample, sampleVectors[i])) return i;
  }
  remember(-1, -1);
  return -1;
}

/** The first moment the ship is inside `region`, or null when the voyage never is. */
export function firstEntry(timeline: VoyageTimeline, region: Region): VoyageEntry | null {
  const { samples } = timeline;
  const index = firstSampleInside(timeline, region);
  const inside = samples[index];
  if (inside === undefined) return null;
  let insideMs = inside.timeUtcMs;
  let outsideMs = index > 0 ? (samples[index - 1]?.timeUtcMs ?? insideMs) : insideMs;
  while (insideMs - outsideMs > ENTRY_RESOLUTION_MS) {
    const middleMs = Math.round((insideMs + outsideMs) / 2);
    const position = shipPositionAt(timeline, middleMs);
    if (position !== undefined && region.contains(position)) insideMs = middleMs;
    else outsideMs = middleMs;
  }
  const entry = shipPositionAt(timeline, insideMs) ?? inside;
  return { timeUtcMs: insideMs, lat: entry.lat, lon: entry.lon, legIndex: entry.legIndex };
}
