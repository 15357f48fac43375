import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { sunElevationSine } from '../fields/atmosphere';
import { samplePoint, type PointSample } from '../fields/point-sample';
import { localMidnightMs } from '../local-time';
import { round, type Answer, type ServiceState } from '../service-state';
import { forecastContext, forecastLocation } from './forecast-location';
import { nearestStorm } from './weather-forecast';
import { icons } from './weather-icons';

/**
 * The older forecast: wind in m/s, precipType rain|snow|ice|mix, 24 x 5-minute minutely, 168
 * hourly, 15 daily. A point more than 300 km from any known place is "location not found" (404):
 * the legacy service covers places, not the open sea.
 */

function precipType(sample: PointSample): 'rain' | 'snow' | 'ice' | 'mix' {
  const t = sample.air.temperatureC;
  if (t < -2) return 'snow';
  if (t < 0.5) return 'ice';
  if (t < 2) return 'mix';
  return 'rain';
}

function hourFields(sample: PointSample, timeSec: number, lat: number, lon: number) {
  const icon = icons(sample.air, sample.wind.speedMs, sunElevationSine(lat, lon, timeSec) > 0, precipType(sample) === 'snow');
  return {
    time: timeSec,
    icon: icon.icon,
    iconExtended: icon.iconExtended,
    precipIntensity: round(sample.air.precipMmH, 2),
    precipProbability: round(sample.air.precipProbability, 2),
    precipType: precipType(sample),
    temperature: round(sample.air.temperatureC, 1),
    apparentTemperature: round(sample.air.apparentTemperatureC, 1),
    dewPoint: round(sample.air.dewPointC, 1),
    humidity: round(sample.air.humidity, 2),
    pressure: round(sample.wind.pressureHpa, 1),
    windSpeed: round(sample.wind.speedMs, 1),
    windGust: round(sample.wind.gustMs, 1),
    windBearing: Math.round(sample.wind.fromDeg) % 360,
    cloudCover: round(sample.air.cloudCover, 2),
    visibility: sample.air.visibilityM,
  };
}

export function legacyForecast(query: ParsedOperationQuery<'legacyForecast'>, state: ServiceState): Answer {
  const lat = query.latitude;
  const lon = query.longitude;
  const location = forecastLocation(lat, lon);
  if (location.cityDistanceM > 300_000) {
    return { ok: false, status: 404, message: `location not found: no place within 300 km of ${lat}, ${lon}` };
  }
  const nowMs = state.nowMs();
  const nowSec = Math.floor(nowMs / 1000);
  const context = forecastContext(state.world, nowMs);
  const storm = nearestStorm(state, lat, lon, nowSec);
  const currentSample = samplePoint(lat, lon, nowSec, context);
  const minuteStart = Math.floor(nowSec / 300) * 300;
  const hourStart = Math.floor(nowSec / 3600) * 3600;
  const hourly = Array.from({ length: 168 }, (_, index) => {
    const timeSec = hourStart + index * 3600;
    return hourFields(samplePoint(lat, lon, timeSec, context), timeSec, lat, lon);
  });
  const dayStart = Math.floor(localMidnightMs(nowMs, location.timezone) / 1000);
  const daily = Array.from({ length: 15 }, (_, index) => {
    const start = dayStart + index * 86_400;
    // Three-hourly samples are enough for a day's summary and keep 15 days cheap.
    const samples = Array.from({ length: 8 }, (_, step) => ({ timeSec: start + step * 10_800, sample: samplePoint(lat, lon, start + step * 10_800 + 5400, context) }));
    const temperatures = samples.map(({ sample }) => sample.air.temperatureC);
    const mean = (read: (sample: PointSample) => number): number => samples.reduce((sum, entry) => sum + read(entry.sample), 0) / samples.length;
    const noon = samples[4]?.sample ?? currentSample;
    const type = precipType(noon);
    const precipMm = samples.reduce((sum, entry) => sum + entry.sample.air.precipMmH * 3, 0);
    const icon = icons(noon.air, noon.wind.speedMs, true, type === 'snow');
    return {
      time: start,
      icon: icon.icon,
      iconExtended: icon.iconExtended,
      precipSum: round(type === 'snow' ? precipMm : precipMm, 1),
      precipProbability: round(Math.max(...samples.map(({ sample }) => sample.air.precipProbability)), 2),
      precipType: type,
      apparentTemperature: round(mean((sample) => sample.air.apparentTemperatureC), 1),
      temperatureHigh: round(Math.max(...temperatures), 1),
      temperatureLow: round(Math.min(...temperatures), 1),
      dewPoint: round(mean((sample) => sample.air.dewPointC), 1),
      humidity: round(mean((sample) => sample.air.humidity), 2),
      pressure: round(mean((sample) => sample.wind.pressureHpa), 1),
      windSpeed: round(mean((sample) => sample.wind.speedMs), 1),
      windBearing: Math.round(noon.wind.fromDeg) % 360,
      cloudCover: round(mean((sample) => sample.air.cloudCover), 2),
      uvIndex: round(Math.max(...samples.map(({ sample }) => sample.air.uvIndex)), 1),
    };
  });
  return {
    ok: true,
    body: {
      latitude: lat,
      longitude: lon,
      location: location.name,
      country: location.countryCode,
      timezone: location.timezone,
      currently: {
        ...hourFields(currentSample, nowSec, lat, lon),
        nearestStormDistance: storm.distanceKm,
        nearestStormBearing: storm.bearingDeg,
        isForecast: true,
      },
      minutely: Array.from({ length: 24 }, (_, index) => {
        const timeSec = minuteStart + index * 300;
        const sample = samplePoint(lat, lon, timeSec, context);
        return { time: timeSec, precipIntensity: round(sample.air.precipMmH, 2), precipProbability: round(sample.air.precipProbability, 2), precipType: precipType(sample) };
      }),
      hourly,
      daily,
    },
  };
}
