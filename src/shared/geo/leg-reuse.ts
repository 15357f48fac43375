/**
 * What an edit leaves unchanged. Solving legs (GeographicLib for every great circle) and sampling
 * their drawing points is most of what recomputing a route costs, and one edit changes few legs:
 * dragging a waypoint changes the two that meet there, inserting or deleting one changes one or
 * two, a new speed changes none. So a leg whose two ends and geometry are exactly what they were
 * keeps its solved track and its drawing points; everything cumulative (distances, times) is
 * still summed afresh, which is cheap.
 */
import type { LatLon } from './lat-lon';
import type { LegGeometry, LegTrack } from './leg';

function sameLeg(track: LegTrack, from: LatLon, to: LatLon, geometry: LegGeometry): boolean {
  return (
    track.geometry === geometry &&
    track.from.lat === from.lat &&
    track.from.lon === from.lon &&
    track.to.lat === to.lat &&
    track.to.lon === to.lon
  );
}

/**
 * The previous route's solved track for leg `index` of the new route, when that leg is unchanged.
 * Legs are looked for at the same index (legs before the edit) and at the same distance from the
 * end (legs after an insert or a delete); anything else is solved again, so a match is only ever
 * an optimisation, never a different answer.
 */
export function unchangedTrack(
  previousTracks: readonly LegTrack[],
  newLegCount: number,
  index: number,
  from: LatLon,
  to: LatLon,
  geometry: LegGeometry,
): LegTrack | undefined {
  const sameIndex = previousTracks[index];
  if (sameIndex !== undefined && sameLeg(sameIndex, from, to, geometry)) return sameIndex;
  const fromEnd = previousTracks[index + previousTracks.length - newLegCount];
  if (fromEnd !== undefined && sameLeg(fromEnd, from, to, geometry)) return fromEnd;
  return undefined;
}

interface DrawnLeg {
  maxSpacingNm: number;
  points: readonly LatLon[];
}

const drawnLegs = new WeakMap<LegTrack, DrawnLeg>();

/**
 * `track.trackPoints(maxSpacingNm)`, kept with the track, so that a leg an edit did not touch is
 * not sampled again. The array is shared: read it, never change it.
 */
export function legTrackPoints(track: LegTrack, maxSpacingNm: number): readonly LatLon[] {
  const drawn = drawnLegs.get(track);
  if (drawn !== undefined && drawn.maxSpacingNm === maxSpacingNm) return drawn.points;
  const points = track.trackPoints(maxSpacingNm);
  drawnLegs.set(track, { maxSpacingNm, points });
  return points;
}
