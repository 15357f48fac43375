import { greatCircleInverse, rhumbDirect, rhumbInverse, type ComputedLeg, type LatLon } from '../../shared/geo';

/**
 * The shipping route takes one routing (rhumb or great circle) for the whole route, but a voyage
 * may mix both kinds of leg. Every leg is therefore sent as rhumb lines: a great-circle leg is cut
 * into rhumb segments short enough that no segment strays further from the true (ellipsoidal)
 * great circle than a tolerance. Between two close points a rhumb and a great circle part most
 * near the middle, so each segment is halved until its middle is within the tolerance.
 */

/** A quarter of a cable: far below the service's grid (several miles), so the ship is where the plan says. */
export const DEFAULT_DENSIFY_TOLERANCE_NM = 0.25;
/** A guard against a runaway split (a leg near a pole): no segment is made shorter than this. */
const MIN_SEGMENT_NM = 0.5;

export interface LegSplit extends LatLon {
  /** Distance along the leg, nautical miles from its start. */
  alongNm: number;
}

/** How far the rhumb segment between two points of a great circle strays from it at its middle. */
export function rhumbMidpointErrorNm(leg: ComputedLeg, fromNm: number, toNm: number): number {
  const from = leg.track.positionAtNm(fromNm);
  const to = leg.track.positionAtNm(toNm);
  const rhumb = rhumbInverse(from, to);
  if (rhumb.distanceNm === 0) return 0;
  const rhumbMiddle = rhumbDirect(from, rhumb.courseDeg, rhumb.distanceNm / 2);
  const circleMiddle = leg.track.positionAtNm((fromNm + toNm) / 2);
  return greatCircleInverse(rhumbMiddle, circleMiddle).distanceNm;
}

/**
 * The points strictly inside a leg at which it must be cut so that rhumb lines between them follow
 * it within `toleranceNm`; empty for a rhumb leg (it is sent as it is).
 */
export function densifyLeg(leg: ComputedLeg, toleranceNm = DEFAULT_DENSIFY_TOLERANCE_NM): LegSplit[] {
  if (leg.geometry === 'rhumb' || leg.distanceNm === 0) return [];
  if (!(toleranceNm > 0)) throw new RangeError(`the densifying tolerance must be above 0 nm, not ${toleranceNm}`);
  const cuts: number[] = [];
  function split(fromNm: number, toNm: number): void {
    if (toNm - fromNm <= MIN_SEGMENT_NM || rhumbMidpointErrorNm(leg, fromNm, toNm) <= toleranceNm) return;
    const middleNm = (fromNm + toNm) / 2;
    split(fromNm, middleNm);
    cuts.push(middleNm);
    split(middleNm, toNm);
  }
  split(0, leg.distanceNm);
  return cuts.map((alongNm) => {
    const { lat, lon } = leg.track.positionAtNm(alongNm);
    return { lat, lon, alongNm };
  });
}
