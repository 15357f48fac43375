import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { valueNoise } from '../random';
import { ok, round, type Answer, type ServiceState } from '../service-state';
import { isFarAtSea } from './far-at-sea';
import { forecastLocation } from './forecast-location';

/**
 * Climate normals by latitude and month (simulated "ten-year averages"): warm tropics and cold
 * poles with a seasonal swing that grows with latitude; winds strongest in the winter storm belt;
 * a wet equator, dry subtropics and moderately wet mid-latitudes; sunshine from day length.
 * As the real service answers (the vendor's examples: docs/platform-facts.md): sunshine in seconds per day despite
 * the field's name, positions as numbers, and HTTP 500 outside coverage (far out at sea).
 */

function dayLengthHours(lat: number, month: number): number {
  const declination = -23.44 * Math.cos((2 * Math.PI * (month - 0.5 + 0.33)) / 12);
  const x = -Math.tan((lat * Math.PI) / 180) * Math.tan((declination * Math.PI) / 180);
  return (24 / Math.PI) * Math.acos(Math.max(-1, Math.min(1, x)));
}

function normals(lat: number, lon: number, seed: number, month: number, fraction: number) {
  const m = month - 1 + fraction;
  const summer = Math.cos((2 * Math.PI * (m - 6.5)) / 12) * Math.sign(lat || 1);
  const absLat = Math.abs(lat);
  const latRad = (lat * Math.PI) / 180;
  const swing = 14 * Math.sin(Math.min(Math.PI / 2, Math.abs(latRad) * 1.4));
  const mean = -8 + 36 * Math.cos(latRad) ** 1.5 + swing * summer + 2 * valueNoise(seed, 200, lat, lon, 0, 1);
  const windSpeed = 4 + 4 * Math.exp(-(((absLat - 50) / 12) ** 2)) * (1 - 0.35 * summer) + 1.5 * Math.exp(-(((absLat - 14) / 8) ** 2));
  const wetness = 0.5 + 2.5 * Math.exp(-((lat / 10) ** 2)) - 0.4 * Math.exp(-(((absLat - 25) / 7) ** 2)) + 0.7 * Math.exp(-(((absLat - 50) / 12) ** 2));
  const precipitationSum = Math.max(5, 60 * wetness * (1 + 0.2 * valueNoise(seed, 201, lat, lon, m * 30 * 24, 24 * 60)));
  const sunshineShare = Math.max(0.15, Math.min(0.85, 0.75 - 0.18 * wetness));
  return {
    windGust: round(windSpeed * 1.6, 1),
    windSpeed: round(windSpeed, 1),
    temperatureLow: round(mean - 3.5, 1),
    temperatureHigh: round(mean + 3.5, 1),
    precipitationSum,
    sunshineDaily: dayLengthHours(lat, month) * sunshineShare,
  };
}

export function weatherClimate(query: ParsedOperationQuery<'weatherClimate'>, state: ServiceState): Answer {
  if (isFarAtSea(forecastLocation(query.lat, query.lon))) {
    return { ok: false, status: 500, message: 'Internal Server Error' };
  }
  const splits = query.period === 'month' ? 1 : query.period === 'half_month' ? 2 : 3;
  const periods = [];
  for (let month = 1; month <= 12; month += 1) {
    for (let period = 1; period <= splits; period += 1) {
      const n = normals(query.lat, query.lon, state.world.seed, month, (period - 0.5) / splits);
      periods.push({
        month,
        period,
        windGust: n.windGust,
        windSpeed: n.windSpeed,
        sunshineHours: Math.round(n.sunshineDaily * 3600),
        temperatureLow: n.temperatureLow,
        temperatureHigh: n.temperatureHigh,
        precipitationSum: round(n.precipitationSum / splits, 0),
      });
    }
  }
  return ok({ period: query.period, periods, latitude: round(query.lat, 4), longitude: round(query.lon, 4) });
}
