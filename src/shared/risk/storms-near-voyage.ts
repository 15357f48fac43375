/**
 * Which storms are near a voyage: the one rule every storm list (Risk tab, chart's CPA lines,
 * Forecast tab, printed plan) and the departure ranking apply before they say anything about a
 * storm, so a Bay of Bengal cyclone never names the clearance of a North Atlantic passage.
 *
 * The rule: a storm is near the voyage when some position of its track (past fix, analysis or
 * forecast; linear between fixes, as the track is read everywhere) at a time from departure minus
 * STORM_NEAR_TIME_MARGIN_MS to arrival plus STORM_NEAR_TIME_MARGIN_MS lies within `nearDistanceNm`
 * (the vessel profile's `stormNearDistanceNm`, 1,000 nm by default) of any point of the route,
 * wherever the ship is at that moment. Every other storm is not near this voyage.
 *
 * Why any point of the route and a margin of a day: a forecast track is uncertain by a day in time
 * and hundreds of miles in place, and a departure slips; the near storms then get the exact
 * comparison (CPA, danger area, profile distances), so the rule only has to drop the storms that
 * cannot matter, never one that might.
 *
 * Sampling and error: the track is taken at its fixes inside the window, at the window's ends and
 * every hour between (a storm at 30 kn moves 15 nm between samples); the route at the voyage
 * timeline's samples (30 min of sailing apart). Distances are spherical and a storm counts as near
 * when within the distance plus the sphere's error bound (spherical-screen.ts), so the rule leans
 * to near. Cost: track samples x route samples dot products, stopping at the first near pair; each
 * leg's answer is kept with its samples, so after an edit only the changed legs are compared again.
 */
import { SCREEN_SHARE, SCREEN_SLACK_NM, unitVector, type UnitVector } from './spherical-screen';
import type { StormTrack } from './storm-track';
import { stormStateAt } from './storm-track';
import { legPartMemo } from './voyage-leg-samples';
import type { VoyageTimeline } from './voyage-timeline';

/** How far before departure and after arrival a storm's position still counts. */
export const STORM_NEAR_TIME_MARGIN_MS = 24 * 3_600_000;

const TRACK_STEP_MS = 3_600_000;
const EARTH_RADIUS_NM = 6_371_008.8 / 1852;

export interface StormsNearVoyage<S> {
  /** in the order given */
  near: S[];
  notNear: S[];
}

function trackTimesInWindow(track: StormTrack, fromUtcMs: number, untilUtcMs: number): number[] {
  const first = track.points[0];
  const last = track.points.at(-1);
  if (first === undefined || last === undefined) return [];
  const start = Math.max(fromUtcMs, first.timeUtcMs);
  const end = Math.min(untilUtcMs, last.timeUtcMs);
  if (start > end) return [];
  const times = track.points.map((point) => point.timeUtcMs).filter((time) => time >= start && time <= end);
  for (let time = start; time < end; time += TRACK_STEP_MS) times.push(time);
  times.push(end);
  return times;
}

/** Whether any of `ships` is within the dot-product bound of any of `storms`. */
function anyPairNear(storms: readonly UnitVector[], ships: readonly UnitVector[], leastDot: number): boolean {
  for (const storm of storms) {
    for (const ship of ships) {
      if (storm.x * ship.x + storm.y * ship.y + storm.z * ship.z >= leastDot) return true;
    }
  }
  return false;
}

function isNear(timeline: VoyageTimeline, track: StormTrack, nearDistanceNm: number): boolean {
  const limitNm = nearDistanceNm + nearDistanceNm * SCREEN_SHARE + SCREEN_SLACK_NM;
  // Within limitNm on the sphere exactly when the dot product of the unit vectors is at least this.
  const leastDot = limitNm / EARTH_RADIUS_NM >= Math.PI ? -Infinity : Math.cos(limitNm / EARTH_RADIUS_NM);
  const times = trackTimesInWindow(track, timeline.etdUtcMs - STORM_NEAR_TIME_MARGIN_MS, timeline.etaUtcMs + STORM_NEAR_TIME_MARGIN_MS);
  const storms: UnitVector[] = [];
  for (const time of times) {
    const state = stormStateAt(track, time);
    if (state !== undefined) storms.push(unitVector(state));
  }
  // Where the ship is at each moment does not matter, only which storm positions are asked: each
  // leg's answer is kept with its samples for as long as those stay the same.
  const key = `${leastDot}/${times[0]}/${times.at(-1)}/${times.length}`;
  const { legParts, sampleVectors } = timeline;
  for (const part of legParts) {
    if (legPartMemo(part.samples, track, key, () => anyPairNear(storms, part.samples.vectors, leastDot))) return true;
  }
  const last = legParts.at(-1);
  return anyPairNear(storms, sampleVectors.slice(last === undefined ? 0 : last.firstSample + last.samples.positions.length), leastDot);
}

/** The storms split by the rule above, each list in the order given; `trackOf` reads a storm's track. */
export function stormsNearVoyage<S>(timeline: VoyageTimeline, storms: readonly S[], nearDistanceNm: number, trackOf: (storm: S) => StormTrack): StormsNearVoyage<S> {
  const near: S[] = [];
  const notNear: S[] = [];
  for (const storm of storms) (isNear(timeline, trackOf(storm), nearDistanceNm) ? near : notNear).push(storm);
  return { near, notNear };
}
