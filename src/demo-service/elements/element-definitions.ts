import type { PointSample } from '../fields/point-sample';
import type { Quantity } from './units';

/**
 * The elements the simulated models offer: identifier, name, the quantity that decides its
 * units, the unit it is given in by default, its levels, and how to read it from a sample.
 * Values are in the quantity's base unit (m/s, C, m); level scales it (wind at 100 m, currents
 * at depth).
 */

export interface ElementDefinition {
  id: string;
  name: string;
  quantity: Quantity;
  /** The unit of the catalogue's unitDefault, and of the plain quantities. */
  defaultUnit: string;
  levels: readonly string[];
  palette: PaletteKind;
  read: (sample: PointSample, level: string | undefined) => number;
}

export type PaletteKind = 'wind' | 'temperature' | 'pressure' | 'precipitation' | 'fraction' | 'wave' | 'period' | 'direction' | 'current' | 'visibility' | 'salinity' | 'chlorophyll';

function windLevelFactor(level: string | undefined): number {
  return level === '100m' ? 1.25 : 1;
}

function depthM(level: string | undefined): number {
  const depth = Number(level ?? '0');
  return Number.isFinite(depth) ? depth : 0;
}

const speed = { quantity: 'speed', defaultUnit: 'km/h' } as const;
const temperature = { quantity: 'temperature', defaultUnit: 'C', palette: 'temperature' } as const;
const height = { quantity: 'height', defaultUnit: 'm', palette: 'wave' } as const;
const period = { quantity: 'plain', defaultUnit: 's', palette: 'period' } as const;
const direction = { quantity: 'plain', defaultUnit: 'deg', palette: 'direction' } as const;

export const weatherElements: readonly ElementDefinition[] = [
  { id: 'temperature', name: 'Air temperature', ...temperature, levels: ['2m'], read: (s) => s.air.temperatureC },
  { id: 'dewPoint', name: 'Dew point', ...temperature, levels: ['2m'], read: (s) => s.air.dewPointC },
  { id: 'relativeHumidity', name: 'Relative humidity', quantity: 'plain', defaultUnit: '%', palette: 'fraction', levels: ['2m'], read: (s) => s.air.humidity * 100 },
  { id: 'windSpeed', name: 'Wind speed', ...speed, palette: 'wind', levels: ['10m', '100m'], read: (s, level) => s.wind.speedMs * windLevelFactor(level) },
  { id: 'windDirection', name: 'Wind direction', ...direction, levels: ['10m', '100m'], read: (s) => s.wind.fromDeg },
  { id: 'windGust', name: 'Wind gust', ...speed, palette: 'wind', levels: ['10m'], read: (s) => s.wind.gustMs },
  { id: 'pressure', name: 'Mean sea level pressure', quantity: 'plain', defaultUnit: 'hPa', palette: 'pressure', levels: ['msl'], read: (s) => s.wind.pressureHpa },
  { id: 'precipitation', name: 'Precipitation', quantity: 'plain', defaultUnit: 'mm/h', palette: 'precipitation', levels: ['surface'], read: (s) => s.air.precipMmH },
  { id: 'cloudCover', name: 'Total cloud cover', quantity: 'plain', defaultUnit: '%', palette: 'fraction', levels: ['total'], read: (s) => s.air.cloudCover * 100 },
  { id: 'visibility', name: 'Visibility', quantity: 'distance', defaultUnit: 'm', palette: 'visibility', levels: ['surface'], read: (s) => s.air.visibilityM },
];

export const waveElements: readonly ElementDefinition[] = [
  { id: 'significantWaveHeight', name: 'Significant wave height', ...height, levels: [], read: (s) => s.sea.total.heightM },
  { id: 'meanWavePeriod', name: 'Mean wave period', ...period, levels: [], read: (s) => s.sea.total.periodS },
  { id: 'meanWaveDirection', name: 'Mean wave direction', ...direction, levels: [], read: (s) => s.sea.total.fromDeg },
  { id: 'swellHeight', name: 'Swell height', ...height, levels: [], read: (s) => s.sea.swell.heightM },
  { id: 'swellPeriod', name: 'Swell period', ...period, levels: [], read: (s) => s.sea.swell.periodS },
  { id: 'swellDirection', name: 'Swell direction', ...direction, levels: [], read: (s) => s.sea.swell.fromDeg },
  { id: 'windWaveHeight', name: 'Wind wave height', ...height, levels: [], read: (s) => s.sea.windSea.heightM },
  { id: 'windWavePeriod', name: 'Wind wave period', ...period, levels: [], read: (s) => s.sea.windSea.periodS },
  { id: 'windWaveDirection', name: 'Wind wave direction', ...direction, levels: [], read: (s) => s.sea.windSea.fromDeg },
];

export const oceanElements: readonly ElementDefinition[] = [
  { id: 'seaSurfaceTemperature', name: 'Sea temperature', ...temperature, levels: ['0', '10', '50'], read: (s, level) => s.seaTemperatureC - 0.03 * depthM(level) },
  { id: 'currentSpeed', name: 'Current speed', ...speed, palette: 'current', levels: ['0', '10', '50'], read: (s, level) => s.current.speedMs * Math.exp(-depthM(level) / 80) },
  { id: 'currentDirection', name: 'Current direction', ...direction, levels: ['0', '10', '50'], read: (s) => s.current.towardDeg },
  { id: 'salinity', name: 'Salinity', quantity: 'plain', defaultUnit: 'psu', palette: 'salinity', levels: ['0'], read: (s) => s.salinityPsu },
  { id: 'seaSurfaceHeight', name: 'Sea surface height', quantity: 'plain', defaultUnit: 'm', palette: 'wave', levels: [], read: (s) => s.seaSurfaceHeightM },
];

export const ensembleWaveElements: readonly ElementDefinition[] = [
  ...waveElements.filter((element) => ['significantWaveHeight', 'meanWavePeriod', 'meanWaveDirection', 'swellHeight', 'windWaveHeight'].includes(element.id)),
  { id: 'windSpeed', name: 'Wind speed', ...speed, palette: 'wind', levels: ['10'], read: (s) => s.wind.speedMs },
];

export const ensembleWeatherElements: readonly ElementDefinition[] = weatherElements.filter((element) =>
  ['temperature', 'windSpeed', 'windGust', 'pressure', 'precipitation'].includes(element.id),
);
