import { valueNoise } from '../random';
import type { FieldContext } from './field-context';

/**
 * Sea surface height (the gyres stand high, the subpolar seas low) and chlorophyll (rich at high
 * latitudes, along the equator and on shelves, poor in the subtropical gyres).
 */

export function seaSurfaceHeightM(lat: number, lon: number, timeSec: number, context: FieldContext): number {
  const absLat = Math.abs(lat);
  return (
    0.45 * Math.exp(-(((absLat - 28) / 12) ** 2)) -
    0.6 * Math.exp(-(((absLat - 60) / 9) ** 2)) +
    0.08 * valueNoise(context.world.seed, 110 + context.modelSalt, lat, lon, timeSec / 3600, 120)
  );
}

export function chlorophyllMgM3(lat: number, lon: number, timeSec: number, context: FieldContext): number {
  const absLat = Math.abs(lat);
  const richness =
    -1.6 +
    1.8 / (1 + Math.exp(-(absLat - 42) / 5)) +
    0.8 * Math.exp(-((lat / 4) ** 2)) +
    0.5 * valueNoise(context.world.seed, 111, lat, lon, timeSec / 3600, 240);
  return Math.round(10 ** richness * 1000) / 1000;
}
