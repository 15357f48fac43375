import { hashNormal, hashUnit, valueNoise } from '../random';
import { leadHours, memberSpreadDeg, offsetKm, runShiftDeg, type FieldContext } from './field-context';

/**
 * Extratropical lows: each lives through a cycle of five to seven days, born at a seeded place in
 * the storm belt (35..50 degrees), deepening and then filling while it moves east and poleward.
 * The depth is zero at both ends of the cycle, so the field stays continuous in time.
 */

export interface PressureSystem {
  lat: number;
  lon: number;
  depthHpa: number;
  radiusKm: number;
  /** +1 northern hemisphere, -1 southern. */
  hemisphere: 1 | -1;
}

const northernLows = 6;
const southernLows = 5;

export function extratropicalLows(timeSec: number, context: FieldContext): PressureSystem[] {
  const seed = context.world.seed;
  const lead = leadHours(context, timeSec);
  const timeH = timeSec / 3600;
  const systems: PressureSystem[] = [];
  for (let index = 0; index < northernLows + southernLows; index += 1) {
    const hemisphere: 1 | -1 = index < northernLows ? 1 : -1;
    const periodH = 120 + 48 * hashUnit(seed, 10, index);
    const cycle = (timeH + hashUnit(seed, 11, index) * periodH) / periodH;
    const k = Math.floor(cycle);
    const phase = cycle - k;
    const ageH = phase * periodH;
    const genesisLat = hemisphere * (35 + 15 * hashUnit(seed, 13, index, k));
    const genesisLon = hashUnit(seed, 12, index, k) * 360 - 180;
    const speedKmh = 30 + 25 * hashUnit(seed, 15, index, k);
    let lat = genesisLat + hemisphere * Math.min(20, 0.07 * ageH);
    let lon = genesisLon + (speedKmh * ageH) / (111.2 * Math.cos((lat * Math.PI) / 180));
    const depthScale = 15 + 30 * hashUnit(seed, 14, index, k);
    let depthHpa = depthScale * Math.sin(Math.PI * phase) ** 1.5;
    // A run (and a model) places the system slightly differently; members spread further.
    const run = context.runSec / 3600;
    const shift = runShiftDeg(lead);
    lat += shift * hashNormal(seed, 20, index, k, run, context.modelSalt);
    lon += 1.5 * shift * hashNormal(seed, 21, index, k, run, context.modelSalt);
    depthHpa *= 1 + 0.04 * hashNormal(seed, 22, index, k, run, context.modelSalt);
    if (context.member > 0) {
      const spread = memberSpreadDeg(lead);
      lat += spread * hashNormal(seed, 23, index, k, run, context.member);
      lon += 1.5 * spread * hashNormal(seed, 24, index, k, run, context.member);
      depthHpa *= Math.max(0.3, 1 + Math.min(0.5, 0.004 * lead) * hashNormal(seed, 25, index, k, run, context.member));
    }
    lat = Math.max(-75, Math.min(75, lat));
    lon = ((((lon + 180) % 360) + 360) % 360) - 180;
    systems.push({
      lat,
      lon,
      depthHpa,
      radiusKm: 700 + 500 * hashUnit(seed, 16, index, k),
      hemisphere,
    });
  }
  return systems;
}

/** Subtropical highs near 30 degrees, subpolar lows near 60, a weak equatorial trough. */
export function backgroundPressureHpa(lat: number, lon: number, timeSec: number, context: FieldContext): number {
  const absLat = Math.abs(lat);
  return (
    1012 +
    8 * Math.exp(-(((absLat - 30) / 12) ** 2)) -
    7 * Math.exp(-(((absLat - 62) / 10) ** 2)) -
    3 * Math.exp(-((lat / 8) ** 2)) +
    3 * valueNoise(context.world.seed, 30 + context.modelSalt, lat, lon, timeSec / 3600, 36)
  );
}

/** Gaussian pressure dip of one low at a point. */
export function lowPressureDropHpa(system: PressureSystem, lat: number, lon: number): number {
  const { eastKm, northKm } = offsetKm(system.lat, system.lon, lat, lon);
  const r2 = (eastKm * eastKm + northKm * northKm) / (system.radiusKm * system.radiusKm);
  return r2 > 16 ? 0 : system.depthHpa * Math.exp(-r2);
}
