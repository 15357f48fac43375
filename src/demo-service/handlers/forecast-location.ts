import { nauticalTimezone, nearestCities } from '../data/places';
import type { World } from '../fields/field-context';
import type { FieldContext } from '../fields/field-context';
import { latestRunSec } from '../model-runs';

/** The name, country and time zone of a forecast point: the nearest city, or a sea area. */
export interface ForecastLocation {
  name: string;
  countryCode: string;
  timezone: string;
  /** Distance to the nearest city, m. */
  cityDistanceM: number;
}

export function forecastLocation(lat: number, lon: number): ForecastLocation {
  const nearest = nearestCities(lat, lon, 1)[0];
  if (nearest !== undefined && nearest.distanceM <= 100_000) {
    return { name: nearest.city.name, countryCode: nearest.city.countryCode, timezone: nearest.city.timezone, cityDistanceM: nearest.distanceM };
  }
  const ns = `${Math.abs(lat).toFixed(1)}${lat >= 0 ? 'N' : 'S'}`;
  const ew = `${Math.abs(lon).toFixed(1)}${lon >= 0 ? 'E' : 'W'}`;
  return { name: `Sea area ${ns} ${ew}`, countryCode: '', timezone: nauticalTimezone(lon), cityDistanceM: nearest?.distanceM ?? Infinity };
}

/** The forecast endpoints use the latest run of the high-resolution model, control member. */
export function forecastContext(world: World, nowMs: number): FieldContext {
  return { world, runSec: latestRunSec(nowMs), member: 0, modelSalt: 1 };
}
