import { valueNoise } from '../random';
import type { FieldContext } from './field-context';

/**
 * Surface currents: the equatorial currents and counter-current, the westerly drift and the
 * Antarctic circumpolar current by latitude, two western boundary jets (Gulf Stream, Kuroshio),
 * a wind drift of 2 % turned 30 degrees to the right of the wind (left in the south), and noise.
 */

export interface CurrentSample {
  eastMs: number;
  northMs: number;
  speedMs: number;
  /** Where the water flows to, degrees true (oceanographic convention). */
  towardDeg: number;
}

function boundaryJet(
  lat: number,
  lon: number,
  lonFrom: number,
  lonTo: number,
  latAtFrom: number,
  slope: number,
  peakMs: number,
): { eastMs: number; northMs: number } {
  if (lon < lonFrom - 5 || lon > lonTo + 5) return { eastMs: 0, northMs: 0 };
  const axisLat = latAtFrom + (lon - lonFrom) * slope;
  const taper = Math.exp(-(((lon - (lonFrom + lonTo) / 2) / ((lonTo - lonFrom) / 1.6)) ** 4));
  const speed = peakMs * taper * Math.exp(-(((lat - axisLat) / 1.3) ** 2));
  const angle = Math.atan(slope / Math.cos((axisLat * Math.PI) / 180));
  return { eastMs: speed * Math.cos(angle), northMs: speed * Math.sin(angle) };
}

export function currentAt(
  lat: number,
  lon: number,
  timeSec: number,
  context: FieldContext,
  wind: { eastMs: number; northMs: number },
): CurrentSample {
  const seed = context.world.seed;
  const hours = timeSec / 3600;
  const absLat = Math.abs(lat);
  let eastMs =
    -0.4 * Math.exp(-(((lat + 1) / 7) ** 2)) +
    0.3 * Math.exp(-(((lat - 7) / 2.5) ** 2)) +
    0.15 * Math.exp(-(((absLat - 45) / 8) ** 2)) +
    0.3 * Math.exp(-(((lat + 55) / 6) ** 2));
  let northMs = 0;
  for (const jet of [
    boundaryJet(lat, lon, -78, -45, 33, 0.3, 1.6),
    boundaryJet(lat, lon, 128, 155, 30, 0.25, 1.3),
  ]) {
    eastMs += jet.eastMs;
    northMs += jet.northMs;
  }
  const turn = ((lat >= 0 ? -30 : 30) * Math.PI) / 180;
  eastMs += 0.02 * (wind.eastMs * Math.cos(turn) - wind.northMs * Math.sin(turn));
  northMs += 0.02 * (wind.eastMs * Math.sin(turn) + wind.northMs * Math.cos(turn));
  eastMs += 0.08 * valueNoise(seed, 80 + context.modelSalt, lat, lon, hours, 72);
  northMs += 0.08 * valueNoise(seed, 81 + context.modelSalt, lat, lon, hours, 72);
  return {
    eastMs,
    northMs,
    speedMs: Math.hypot(eastMs, northMs),
    towardDeg: (Math.atan2(eastMs, northMs) * (180 / Math.PI) + 360) % 360,
  };
}
