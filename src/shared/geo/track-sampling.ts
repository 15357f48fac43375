/**
 * Where to put the points that draw a leg: evenly along it, close enough that the line between
 * two points is indistinguishable from the track at chart scale.
 */

/** Distances 0..distanceNm, evenly spaced, at least 2, no step longer than maxSpacingNm. */
export function sampleDistancesNm(distanceNm: number, maxSpacingNm: number): number[] {
  if (!(maxSpacingNm > 0)) throw new RangeError(`point spacing must be above 0 nm, not ${maxSpacingNm}`);
  const steps = Math.max(1, Math.ceil(distanceNm / maxSpacingNm));
  const out: number[] = [];
  for (let i = 0; i <= steps; i += 1) out.push(i === steps ? distanceNm : (distanceNm * i) / steps);
  return out;
}
