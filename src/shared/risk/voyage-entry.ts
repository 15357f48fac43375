/**
 * When the planned voyage first enters a region (a danger area, a cone): the first sample inside,
 * then bisection in time between it and the sample before, so the moment is found to the minute
 * whatever the sampling step.
 */
import type { LatLon } from '../geo';
import type { UnitVector } from './spherical-screen';
import { legPartMemo } from './voyage-leg-samples';
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

/**
 * The index of the first sample inside, -1 for none. Whether a position is inside does not depend
 * on when the ship is there, so each leg's answer is kept with its samples: after an edit only the
 * legs it changed are tested again.
 */
function firstSampleInside(timeline: VoyageTimeline, region: Region): number {
  const { samples, sampleVectors, legParts } = timeline;
  for (const part of legParts) {
    const { positions, vectors } = part.samples;
    const inside = legPartMemo(part.samples, region, '', () => positions.findIndex((position, i) => region.contains(position, vectors[i])));
    if (inside >= 0) return part.firstSample + inside;
  }
  const last = legParts.at(-1);
  for (let i = last === undefined ? 0 : last.firstSample + last.samples.positions.length; i < samples.length; i += 1) {
    const sample = samples[i];
    if (sample !== undefined && region.contains(sample, sampleVectors[i])) return i;
  }
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
