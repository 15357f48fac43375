import type { CycloneTrack } from './tropical-cyclones';

/** What a simulated world is made of: the seed, and storms placed by a test scenario. */
export interface World {
  seed: number;
  scenarioCyclones: readonly CycloneTrack[];
}

/**
 * Which forecast a value belongs to: the model run (a run perturbs the fields slightly), the
 * ensemble member (0 is the control; spread grows with lead time) and a salt per model, so that
 * two models of the same run differ plausibly.
 */
export interface FieldContext {
  world: World;
  runSec: number;
  member: number;
  modelSalt: number;
}

export function leadHours(context: FieldContext, timeSec: number): number {
  return Math.max(0, (timeSec - context.runSec) / 3600);
}

/** Position error of a run against the truth, in degrees: small at analysis, growing with lead. */
export function runShiftDeg(lead: number): number {
  return Math.min(3, 0.12 + 0.01 * lead);
}

/** Spread of ensemble members around the control, in degrees. */
export function memberSpreadDeg(lead: number): number {
  return Math.min(6, 0.025 * lead);
}

/** Local east/north offset in km from a centre to a point, the short way round in longitude. */
export function offsetKm(
  centreLat: number,
  centreLon: number,
  lat: number,
  lon: number,
): { eastKm: number; northKm: number } {
  let dLon = lon - centreLon;
  dLon = ((((dLon + 180) % 360) + 360) % 360) - 180;
  const meanLat = ((centreLat + lat) / 2) * (Math.PI / 180);
  return { eastKm: dLon * 111.2 * Math.cos(meanLat), northKm: (lat - centreLat) * 111.2 };
}
