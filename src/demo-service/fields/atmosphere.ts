import { valueNoise } from '../random';
import { offsetKm, type FieldContext } from './field-context';
import { seaSurfaceTemperatureC, yearFraction } from './sea-temperature';
import type { Systems } from './wind';

/**
 * Air near the surface: temperature from the sea below with a daily cycle and warm or cold air
 * brought by the wind; cloud and rain near the lows and cyclones and in the tropics; dew point
 * close to the temperature in rain; visibility lower in rain and fog; sunshine from the sun's
 * height and the cloud.
 */

export interface AirSample {
  temperatureC: number;
  dewPointC: number;
  humidity: number;
  cloudCover: number;
  precipMmH: number;
  precipProbability: number;
  visibilityM: number;
  globalRadiationWm2: number;
  uvIndex: number;
  apparentTemperatureC: number;
}

/** Sine of the sun's elevation. */
export function sunElevationSine(lat: number, lon: number, timeSec: number): number {
  const declination = -23.44 * Math.cos(2 * Math.PI * (yearFraction(timeSec) + 10 / 365));
  const solarHours = ((timeSec / 3600) % 24) + lon / 15;
  const hourAngle = ((solarHours - 12) * 15 * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  const delta = (declination * Math.PI) / 180;
  return Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle);
}

/** How much a point lies under the weather of the systems: 0 clear, about 1 in their cores. */
function disturbance(lat: number, lon: number, systems: Systems): number {
  let value = 0;
  for (const low of systems.lows) {
    const { eastKm, northKm } = offsetKm(low.lat, low.lon, lat, lon);
    const r2 = (eastKm * eastKm + northKm * northKm) / (0.8 * low.radiusKm) ** 2;
    if (r2 < 16) value += (low.depthHpa / 30) * Math.exp(-r2);
  }
  for (const cyclone of systems.cyclones) {
    const { eastKm, northKm } = offsetKm(cyclone.lat, cyclone.lon, lat, lon);
    const r2 = (eastKm * eastKm + northKm * northKm) / 300 ** 2;
    if (r2 < 16) value += (cyclone.maxWindMs / 30) * Math.exp(-r2);
  }
  return value;
}

export function airAt(
  lat: number,
  lon: number,
  timeSec: number,
  context: FieldContext,
  wind: { speedMs: number; northMs: number },
  systems: Systems,
): AirSample {
  const seed = context.world.seed;
  const salt = context.modelSalt;
  const hours = timeSec / 3600;
  const sun = sunElevationSine(lat, lon, timeSec);
  const sst = seaSurfaceTemperatureC(lat, lon, timeSec, context);
  // Poleward wind brings warm air, equatorward wind cold air.
  const advection = 0.25 * wind.northMs * Math.sign(lat || 1);
  const temperatureC =
    sst - 0.6 + 1.4 * sun + advection + 1.5 * valueNoise(seed, 100 + salt, lat, lon, hours, 30);

  const weather = disturbance(lat, lon, systems);
  const tropical = Math.exp(-(((lat - 5) / 8) ** 2));
  const cloudNoise = valueNoise(seed, 101 + salt, lat, lon, hours, 12);
  const cloudCover = clamp01(0.3 + 0.25 * cloudNoise + 0.75 * weather + 0.3 * tropical * Math.max(0, cloudNoise));
  const rainNoise = 0.5 + 0.5 * valueNoise(seed, 102 + salt, lat, lon, hours, 4);
  const precipMmH = round2(
    Math.max(0, weather - 0.3) * 5 * rainNoise + tropical * Math.max(0, cloudNoise - 0.2) * 6 * rainNoise,
  );
  const precipProbability = clamp01(precipMmH > 0 ? 0.35 + 0.6 * Math.min(1, precipMmH / 2) : 0.4 * cloudCover * cloudCover);

  const dryness = (1 - cloudCover) * (0.6 + 0.4 * valueNoise(seed, 103, lat, lon, hours, 20));
  const spreadC = Math.max(0.2, precipMmH > 0 ? 0.8 : 0.5 + 7 * dryness);
  const dewPointC = temperatureC - spreadC;
  const humidity = clamp01(relativeHumidity(temperatureC, dewPointC));

  const fog = spreadC < 1.5 && wind.speedMs < 8 ? (1.5 - spreadC) / 1.3 : 0;
  const clearVisibilityM = 30_000 - 12_000 * cloudCover;
  const visibilityM = Math.round(
    Math.max(150, (clearVisibilityM / (1 + 1.2 * precipMmH)) * (1 - 0.95 * Math.min(1, fog))),
  );
  const clearSky = sun > 0 ? 1050 * sun ** 1.2 : 0;
  const globalRadiationWm2 = clearSky * (1 - 0.75 * cloudCover ** 3);
  const uvIndex = Math.round((clearSky / 95) * (1 - 0.5 * cloudCover) * 10) / 10;
  return {
    temperatureC,
    dewPointC,
    humidity,
    cloudCover,
    precipMmH,
    precipProbability,
    visibilityM,
    globalRadiationWm2,
    uvIndex,
    apparentTemperatureC: apparentTemperature(temperatureC, wind.speedMs, humidity),
  };
}

function relativeHumidity(temperatureC: number, dewPointC: number): number {
  const magnus = (t: number): number => Math.exp((17.625 * t) / (243.04 + t));
  return magnus(dewPointC) / magnus(temperatureC);
}

/** Wind chill below 10 C, a simple heat index above 26 C, the air temperature between. */
function apparentTemperature(temperatureC: number, windMs: number, humidity: number): number {
  const windKmh = windMs * 3.6;
  if (temperatureC <= 10 && windKmh > 4.8) {
    const v = windKmh ** 0.16;
    return 13.12 + 0.6215 * temperatureC - 11.37 * v + 0.3965 * temperatureC * v;
  }
  if (temperatureC >= 26) return temperatureC + 4 * (humidity - 0.4) * ((temperatureC - 26) / 6 + 1);
  return temperatureC;
}

function clamp01(value: number): number {
  return Math.max(0, Math.min(1, value));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
