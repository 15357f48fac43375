import { valueNoise } from '../random';
import { offsetKm, type FieldContext, type World } from './field-context';
import {
  backgroundPressureHpa,
  extratropicalLows,
  lowPressureDropHpa,
  type PressureSystem,
} from './pressure-systems';
import { activeCyclones, cyclonePressureDropHpa, cycloneWindMs, type ActiveCyclone } from './tropical-cyclones';

/**
 * Wind at 10 m: the prevailing winds by latitude (trades, westerlies, polar easterlies) plus the
 * circulation of every low and tropical cyclone: counter-clockwise in the northern hemisphere,
 * clockwise in the southern, turned 20 degrees in toward the centre as friction does at sea level.
 */

export interface WindSample {
  /** Towards east and north, m/s. */
  eastMs: number;
  northMs: number;
  speedMs: number;
  /** Where the wind comes from, degrees true. */
  fromDeg: number;
  gustMs: number;
  pressureHpa: number;
}

export interface Systems {
  readonly lows: readonly PressureSystem[];
  readonly cyclones: readonly ActiveCyclone[];
}

/**
 * The systems depend on the hour and the forecast (run, member, model), not on the place, and an
 * answer asks for the same hours at many places (a route's positions, a forecast's blocks, and
 * the wind sea looking back four and eight hours from each), so they are worked out once per key.
 * Bounded, because a long-running service sees ever new hours, and emptied when full. The bound
 * holds one ensemble answer's keys: 10 days of 3-hourly steps and their looks back are 243 hours,
 * times 51 members, 12,393 keys (about 2.3 kB each, 29 MB). At 4,096 every ensemble position
 * emptied it several times and the next position found nothing: the systems were four fifths of
 * an ensemble answer's time, worked out anew at every position of a route.
 */
const systemsByWorld = new WeakMap<World, Map<string, Systems>>();
const maxSystemsKept = 16_384;

export function systemsAt(timeSec: number, context: FieldContext): Systems {
  let kept = systemsByWorld.get(context.world);
  if (kept === undefined) {
    kept = new Map();
    systemsByWorld.set(context.world, kept);
  }
  const key = `${timeSec}|${context.runSec}|${context.member}|${context.modelSalt}`;
  let systems = kept.get(key);
  if (systems === undefined) {
    systems = { lows: extratropicalLows(timeSec, context), cyclones: activeCyclones(timeSec, context) };
    if (kept.size >= maxSystemsKept) kept.clear();
    kept.set(key, systems);
  }
  return systems;
}

function prevailingWind(lat: number): { eastMs: number; northMs: number } {
  const absLat = Math.abs(lat);
  const eastMs =
    -7 * Math.exp(-(((absLat - 14) / 10) ** 2)) +
    9 * Math.exp(-(((absLat - 47) / 11) ** 2)) -
    4 * Math.exp(-(((absLat - 72) / 7) ** 2));
  // Trades blow toward the equator.
  const northMs = -Math.sign(lat) * 2.5 * Math.exp(-(((absLat - 14) / 9) ** 2));
  return { eastMs, northMs };
}

const inflow = Math.tan((20 * Math.PI) / 180);

/** Adds a circulation of tangential speed at a distance; hemisphere sets the sense of turning. */
function addCirculation(
  wind: { eastMs: number; northMs: number },
  eastKm: number,
  northKm: number,
  speedMs: number,
  hemisphere: number,
): void {
  const r = Math.hypot(eastKm, northKm);
  if (r < 1e-6 || speedMs === 0) return;
  const ux = eastKm / r;
  const uy = northKm / r;
  // Counter-clockwise tangent (northern hemisphere) is (-uy, ux).
  wind.eastMs += speedMs * (-uy * hemisphere - ux * inflow);
  wind.northMs += speedMs * (ux * hemisphere - uy * inflow);
}

export function windAt(lat: number, lon: number, timeSec: number, context: FieldContext, systems?: Systems): WindSample {
  const { lows, cyclones } = systems ?? systemsAt(timeSec, context);
  const seed = context.world.seed;
  const hours = timeSec / 3600;
  const base = prevailingWind(lat);
  const wind = {
    eastMs: base.eastMs + 3 * valueNoise(seed, 60 + context.modelSalt, lat, lon, hours, 18),
    northMs: base.northMs + 3 * valueNoise(seed, 61 + context.modelSalt, lat, lon, hours, 18),
  };
  let pressureHpa = backgroundPressureHpa(lat, lon, timeSec, context);
  for (const low of lows) {
    const drop = lowPressureDropHpa(low, lat, lon);
    if (drop <= 0) continue;
    pressureHpa -= drop;
    const { eastKm, northKm } = offsetKm(low.lat, low.lon, lat, lon);
    const rNorm = Math.hypot(eastKm, northKm) / (0.6 * low.radiusKm);
    const speedMs = 0.7 * low.depthHpa * rNorm * Math.exp(0.5 * (1 - rNorm * rNorm));
    addCirculation(wind, eastKm, northKm, speedMs, low.hemisphere);
  }
  for (const cyclone of cyclones) {
    const { eastKm, northKm } = offsetKm(cyclone.lat, cyclone.lon, lat, lon);
    const distanceKm = Math.hypot(eastKm, northKm);
    if (distanceKm > 2500) continue;
    pressureHpa -= cyclonePressureDropHpa(cyclone, distanceKm);
    addCirculation(wind, eastKm, northKm, cycloneWindMs(cyclone, distanceKm), cyclone.lat >= 0 ? 1 : -1);
  }
  const speedMs = Math.hypot(wind.eastMs, wind.northMs);
  const fromDeg = (Math.atan2(-wind.eastMs, -wind.northMs) * (180 / Math.PI) + 360) % 360;
  const gustiness = 1.35 + 0.1 * valueNoise(seed, 62, lat, lon, hours, 6);
  return { ...wind, speedMs, fromDeg, gustMs: speedMs * gustiness + 1.5, pressureHpa };
}
