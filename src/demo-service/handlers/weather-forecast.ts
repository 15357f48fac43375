import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { sunElevationSine } from '../fields/atmosphere';
import { samplePoint, type PointSample } from '../fields/point-sample';
import { cycloneTracksAt, trackPosition } from '../fields/tropical-cyclones';
import { greatCircleDistanceM, initialBearingDeg } from '../geometry/sphere';
import { localMidnightMs } from '../local-time';
import { ok, round, type Answer, type ServiceState } from '../service-state';
import { isFarAtSea, withoutSeaGaps } from './far-at-sea';
import { forecastContext, forecastLocation } from './forecast-location';
import { icons } from './weather-icons';

/**
 * The weather forecast for a location: currently, minutely (1-minute steps), hourly, daypartly
 * (night, morning, afternoon, evening in local time) and daily, as many as the max_* parameters
 * ask. Wind in km/h. Dayparts and days are averages (and extremes) of the hours they hold.
 */

/** Grid steps of the demo's forecast models, degrees: near land, and far out at sea. */
const nearLandGridDeg = 0.01;
const farAtSeaGridDeg = 1;

export function forecastPoint(lat: number, lon: number, farAtSea: boolean): { lat: number; lon: number } {
  const step = farAtSea ? farAtSeaGridDeg : nearLandGridDeg;
  const snap = (value: number) => round(Math.round(value / step) * step, 4);
  return { lat: Math.max(-90, Math.min(90, snap(lat))), lon: snap(lon) };
}

type Hour = { timeSec: number; sample: PointSample; isDay: boolean };

function precipType(sample: PointSample): 'rain' | 'snow' | 'sleet' | 'hail' {
  const t = sample.air.temperatureC;
  if (t < 0.5) return 'snow';
  if (t < 2) return 'sleet';
  return 'rain';
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function meanBearing(bearings: number[]): number {
  const east = mean(bearings.map((deg) => Math.sin((deg * Math.PI) / 180)));
  const north = mean(bearings.map((deg) => Math.cos((deg * Math.PI) / 180)));
  return (Math.atan2(east, north) * (180 / Math.PI) + 360) % 360;
}

function hourBody(hour: Hour) {
  const { sample } = hour;
  const icon = icons(sample.air, sample.wind.speedMs, hour.isDay, precipType(sample) === 'snow');
  return {
    icon: icon.icon,
    time: hour.timeSec,
    uvIndex: round(sample.air.uvIndex, 1),
    dewPoint: round(sample.air.dewPointC, 1),
    humidity: round(sample.air.humidity, 2),
    pressure: round(sample.wind.pressureHpa, 1),
    windGust: round(sample.wind.gustMs * 3.6, 1),
    windSpeed: round(sample.wind.speedMs * 3.6, 1),
    cloudCover: round(sample.air.cloudCover, 2),
    precipType: precipType(sample),
    visibility: sample.air.visibilityM,
    temperature: round(sample.air.temperatureC, 1),
    windBearing: Math.round(sample.wind.fromDeg) % 360,
    iconExtended: icon.iconExtended,
    globalRadiation: round(sample.air.globalRadiationWm2, 0),
    precipIntensity: round(sample.air.precipMmH, 2),
    precipProbability: round(sample.air.precipProbability, 2),
    apparentTemperature: round(sample.air.apparentTemperatureC, 1),
  };
}

type HourBody = ReturnType<typeof hourBody>;

function dominant<T extends string>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (values[0] as T);
}

export function nearestStorm(state: ServiceState, lat: number, lon: number, nowSec: number): { distanceKm: number; bearingDeg: number } {
  let best = { distanceKm: 20_015, bearingDeg: 0 };
  for (const track of cycloneTracksAt(state.world, nowSec)) {
    const centre = trackPosition(track, nowSec);
    const distanceKm = greatCircleDistanceM({ lat, lon }, centre) / 1000;
    if (distanceKm < best.distanceKm) best = { distanceKm: round(distanceKm, 0), bearingDeg: Math.round(initialBearingDeg({ lat, lon }, centre)) % 360 };
  }
  return best;
}

export function weatherForecast(query: ParsedOperationQuery<'weatherForecast'>, state: ServiceState): Answer {
  const nowMs = state.nowMs();
  const nowSec = Math.floor(nowMs / 1000);
  const asked = forecastLocation(query.lat, query.lon);
  // The forecast is for the model's point nearest the one asked: near land a fine grid, far at
  // sea the coarse global one, which can lie tens of miles away (the answer says where).
  const { lat, lon } = forecastPoint(query.lat, query.lon, isFarAtSea(asked));
  const location = isFarAtSea(asked) ? forecastLocation(lat, lon) : asked;
  const context = forecastContext(state.world, nowMs);
  const current = samplePoint(lat, lon, nowSec, context);
  const storm = nearestStorm(state, lat, lon, nowSec);

  const minuteStart = Math.floor(nowSec / 60) * 60;
  const minutely = Array.from({ length: query.max_minutely }, (_, index) => {
    const timeSec = minuteStart + index * 60;
    const sample = samplePoint(lat, lon, timeSec, context);
    return { time: timeSec, precipType: precipType(sample), precipIntensity: round(sample.air.precipMmH, 2), precipProbability: round(sample.air.precipProbability, 2) };
  });

  const hourStart = Math.floor(nowSec / 3600) * 3600;
  const dayStartSec = Math.floor(localMidnightMs(nowMs, location.timezone) / 1000);
  const hoursNeeded = Math.max(query.max_hourly, query.max_daily * 24 + 24, Math.ceil(query.max_daypartly * 6) + 12);
  const hours: Hour[] = [];
  for (let timeSec = dayStartSec; timeSec < hourStart + hoursNeeded * 3600; timeSec += 3600) {
    hours.push({ timeSec, sample: samplePoint(lat, lon, timeSec, context), isDay: sunElevationSine(lat, lon, timeSec) > 0 });
  }
  const bodies: HourBody[] = hours.map(hourBody);
  const hourly = bodies.filter((hour) => hour.time >= hourStart).slice(0, query.max_hourly);

  const daypartNames = ['night', 'morning', 'afternoon', 'evening'] as const;
  const currentDaypartStart = dayStartSec + Math.floor((hourStart - dayStartSec) / 21_600) * 21_600;
  const daypartly = Array.from({ length: query.max_daypartly }, (_, index) => {
    const start = currentDaypartStart + index * 21_600;
    const inPart = bodies.filter((hour) => hour.time >= start && hour.time < start + 21_600);
    const partIndex = Math.floor(((start - dayStartSec) / 21_600) % 4);
    const wettest = inPart.reduce((a, b) => (b.precipIntensity > a.precipIntensity ? b : a), inPart[0] ?? hourBody(hours[0] as Hour));
    return {
      icon: wettest.icon,
      name: daypartNames[((partIndex % 4) + 4) % 4] ?? 'night',
      time: start,
      uvIndex: Math.max(0, ...inPart.map((hour) => hour.uvIndex)),
      windGust: round(mean(inPart.map((hour) => hour.windGust)), 1),
      windSpeed: round(mean(inPart.map((hour) => hour.windSpeed)), 1),
      cloudCover: round(mean(inPart.map((hour) => hour.cloudCover)), 2),
      precipType: dominant(inPart.map((hour) => hour.precipType)),
      visibility: Math.round(mean(inPart.map((hour) => hour.visibility))),
      temperature: round(mean(inPart.map((hour) => hour.temperature)), 1),
      windBearing: Math.round(meanBearing(inPart.map((hour) => hour.windBearing))) % 360,
      iconExtended: wettest.iconExtended,
      precipIntensity: round(mean(inPart.map((hour) => hour.precipIntensity)), 2),
      precipProbability: round(mean(inPart.map((hour) => hour.precipProbability)), 2),
      globalRadiationSum: round(inPart.reduce((sum, hour) => sum + hour.globalRadiation, 0), 0),
    };
  });

  const daily = Array.from({ length: query.max_daily }, (_, index) => {
    const start = dayStartSec + index * 86_400;
    const inDay = bodies.filter((hour) => hour.time >= start && hour.time < start + 86_400);
    const midday = inDay[12] ?? inDay[0] ?? hourBody(hours[0] as Hour);
    const wettest = inDay.reduce((a, b) => (b.precipIntensity > a.precipIntensity ? b : a), midday);
    const temperatures = inDay.map((hour) => hour.temperature);
    return {
      icon: wettest.precipIntensity >= 0.1 ? wettest.icon : midday.icon,
      time: start,
      uvIndex: Math.max(0, ...inDay.map((hour) => hour.uvIndex)),
      dewPoint: round(mean(inDay.map((hour) => hour.dewPoint)), 1),
      humidity: round(mean(inDay.map((hour) => hour.humidity)), 2),
      pressure: round(mean(inDay.map((hour) => hour.pressure)), 1),
      windSpeed: round(mean(inDay.map((hour) => hour.windSpeed)), 1),
      cloudCover: round(mean(inDay.map((hour) => hour.cloudCover)), 2),
      precipType: dominant(inDay.map((hour) => hour.precipType)),
      windBearing: Math.round(meanBearing(inDay.map((hour) => hour.windBearing))) % 360,
      iconExtended: wettest.precipIntensity >= 0.1 ? wettest.iconExtended : midday.iconExtended,
      temperatureLow: Math.min(...temperatures),
      precipIntensity: round(mean(inDay.map((hour) => hour.precipIntensity)), 2),
      temperatureHigh: Math.max(...temperatures),
      precipProbability: Math.max(0, ...inDay.map((hour) => hour.precipProbability)),
      globalRadiationSum: round(inDay.reduce((sum, hour) => sum + hour.globalRadiation, 0), 0),
      apparentTemperature: round(mean(inDay.map((hour) => hour.apparentTemperature)), 1),
    };
  });

  const now = hourBody({ timeSec: nowSec, sample: current, isDay: sunElevationSine(lat, lon, nowSec) > 0 });
  const answer = {
    country: location.countryCode,
    latitude: lat,
    longitude: lon,
    location: location.name,
    timezone: location.timezone,
    currently: {
      time: nowSec,
      dewPoint: now.dewPoint,
      humidity: now.humidity,
      pressure: now.pressure,
      windGust: now.windGust,
      windSpeed: now.windSpeed,
      cloudCover: now.cloudCover,
      visibility: now.visibility,
      temperature: now.temperature,
      windBearing: now.windBearing,
      precipIntensity: now.precipIntensity,
      precipProbability: now.precipProbability,
      apparentTemperature: now.apparentTemperature,
      nearestStormBearing: storm.bearingDeg,
      nearestStormDistance: storm.distanceKm,
    },
    minutely,
    hourly,
    daily,
    daypartly,
    links: { passageDemo: `${state.origin}/demo/about?lat=${lat}&lon=${lon}` },
  };
  if (!isFarAtSea(location)) return ok(answer);
  // As the real service far out at sea: no minutely block, no gusts, no precipitation.
  const { minutely: _noRadarHere, ...atSea } = answer;
  return ok({
    ...atSea,
    currently: withoutSeaGaps(answer.currently),
    hourly: answer.hourly.map(withoutSeaGaps),
    daily: answer.daily.map(withoutSeaGaps),
    daypartly: answer.daypartly.map(withoutSeaGaps),
  });
}
