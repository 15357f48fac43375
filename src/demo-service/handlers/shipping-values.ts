import type { ShippingElementKey, ShippingModelKey } from '../../shared/service/shipping';
import type { PointSample } from '../fields/point-sample';
import {
  dailyOffsetsHours,
  daily,
  deterministicOffsetsHours,
  oceanOffsetsHours,
  sixHourly,
  type RunSchedule,
} from '../model-runs';

/**
 * The shipping table's elements read from a sample, in the table's units (km/h, degrees, m, s,
 * C, psu, mg/m3), and the run schedule and steps of each fixed model.
 */

const kmh = (ms: number): number => ms * 3.6;

export const shippingReaders: Record<Exclude<ShippingElementKey, 'tidalCurrentSpeedSurface' | 'tidalCurrentDirectionSurface' | 'tidalSeaSurfaceHeight'>, (sample: PointSample) => number> = {
  windSpeed10m: (s) => kmh(s.wind.speedMs),
  windDirection10m: (s) => s.wind.fromDeg,
  windGust10m: (s) => kmh(s.wind.gustMs),
  visibility: (s) => s.air.visibilityM,
  meanSeaLevelPressure: (s) => s.wind.pressureHpa,
  airTemperature2m: (s) => s.air.temperatureC,
  significantWaveHeight: (s) => s.sea.total.heightM,
  meanWaveDirection: (s) => s.sea.total.fromDeg,
  meanWavePeriod: (s) => s.sea.total.periodS,
  significantHeightSwell: (s) => s.sea.swell.heightM,
  meanDirectionSwell: (s) => s.sea.swell.fromDeg,
  meanPeriodSwell: (s) => s.sea.swell.periodS,
  secondaryPeriodSwell: (s) => s.sea.secondarySwellPeriodS,
  significantHeightWindWaves: (s) => s.sea.windSea.heightM,
  meanDirectionWindWaves: (s) => s.sea.windSea.fromDeg,
  meanPeriodWindWaves: (s) => s.sea.windSea.periodS,
  peakPeriodWindWaves: (s) => s.sea.windSea.peakPeriodS,
  seaSurfaceTemperature: (s) => s.seaTemperatureC,
  seaSurfaceSalinity: (s) => s.salinityPsu,
  seaSurfaceHeight: (s) => s.seaSurfaceHeightM,
  currentSpeedSurface: (s) => kmh(s.current.speedMs),
  currentDirectionSurface: (s) => s.current.towardDeg,
  chlorophyll: (s) => s.chlorophyllMgM3,
};

export function readShipping(element: ShippingElementKey, sample: PointSample): number | null {
  const reader = (shippingReaders as Partial<Record<ShippingElementKey, (sample: PointSample) => number>>)[element];
  if (reader === undefined) return null;
  const value = reader(sample);
  return element.includes('Direction') ? Math.round(((value % 360) + 360) % 360) : Math.round(value * 100) / 100;
}

export const shippingModelRuns: Record<ShippingModelKey, { schedule: RunSchedule; offsetsHours: readonly number[]; modelSalt: number }> = {
  ecmwfhresglobal: { schedule: sixHourly, offsetsHours: deterministicOffsetsHours, modelSalt: 1 },
  ecmwfwamglobal: { schedule: sixHourly, offsetsHours: deterministicOffsetsHours, modelSalt: 1 },
  'ncep-rtofs': { schedule: daily, offsetsHours: oceanOffsetsHours, modelSalt: 4 },
  'mercator-bio': { schedule: daily, offsetsHours: dailyOffsetsHours, modelSalt: 5 },
};

export const shippingLabels: Record<ShippingElementKey, string> = {
  windSpeed10m: 'Wind speed at 10 m',
  windDirection10m: 'Wind direction at 10 m',
  windGust10m: 'Wind gust at 10 m',
  visibility: 'Visibility',
  meanSeaLevelPressure: 'Mean sea level pressure',
  airTemperature2m: 'Air temperature at 2 m',
  significantWaveHeight: 'Significant wave height',
  meanWaveDirection: 'Mean wave direction',
  meanWavePeriod: 'Mean wave period',
  significantHeightSwell: 'Significant height of swell',
  meanDirectionSwell: 'Mean direction of swell',
  meanPeriodSwell: 'Mean period of swell',
  secondaryPeriodSwell: 'Secondary swell period',
  significantHeightWindWaves: 'Significant height of wind waves',
  meanDirectionWindWaves: 'Mean direction of wind waves',
  meanPeriodWindWaves: 'Mean period of wind waves',
  peakPeriodWindWaves: 'Peak period of wind waves',
  seaSurfaceTemperature: 'Sea surface temperature',
  seaSurfaceSalinity: 'Sea surface salinity',
  seaSurfaceHeight: 'Sea surface height',
  currentSpeedSurface: 'Surface current speed',
  currentDirectionSurface: 'Surface current direction',
  tidalCurrentSpeedSurface: 'Tidal current speed',
  tidalCurrentDirectionSurface: 'Tidal current direction',
  tidalSeaSurfaceHeight: 'Tidal sea surface height',
  chlorophyll: 'Chlorophyll',
};
