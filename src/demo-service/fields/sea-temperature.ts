import { valueNoise } from '../random';
import type { FieldContext } from './field-context';

/**
 * Sea surface temperature by latitude and season: near 29 C in the tropics, near freezing at the
 * poles, the summer hemisphere a few degrees warmer, with slow eddies.
 */

/** Day of the year as a fraction of the year, 0 = 1 January. */
export function yearFraction(timeSec: number): number {
  const date = new Date(timeSec * 1000);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return (timeSec * 1000 - start) / (365.25 * 86_400_000);
}

/** +1 at the height of the northern summer (early August at sea), -1 in the northern winter. */
export function seasonSignal(timeSec: number): number {
  return Math.cos(2 * Math.PI * (yearFraction(timeSec) - 0.6));
}

export function seaSurfaceTemperatureC(lat: number, lon: number, timeSec: number, context: FieldContext): number {
  const latRad = (lat * Math.PI) / 180;
  const seasonal = 3.5 * seasonSignal(timeSec) * Math.sign(lat) * Math.sin(Math.min(1, Math.abs(latRad) * 1.6));
  const base = -1.5 + 30.5 * Math.cos(latRad) ** 2.2;
  const eddies = 0.8 * valueNoise(context.world.seed, 90 + context.modelSalt, lat, lon, timeSec / 3600, 240);
  return Math.max(-1.8, base + seasonal + eddies);
}

export function seaSurfaceSalinityPsu(lat: number, lon: number, timeSec: number, context: FieldContext): number {
  const absLat = Math.abs(lat);
  return (
    34.4 +
    1.8 * Math.exp(-(((absLat - 24) / 10) ** 2)) -
    0.7 * Math.exp(-((lat / 6) ** 2)) -
    1.2 * Math.exp(-(((absLat - 75) / 10) ** 2)) +
    0.2 * valueNoise(context.world.seed, 91, lat, lon, timeSec / 3600, 480)
  );
}
