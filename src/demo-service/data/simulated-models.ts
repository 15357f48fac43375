import {
  ensembleWaveElements,
  ensembleWeatherElements,
  oceanElements,
  waveElements,
  weatherElements,
  type ElementDefinition,
} from '../elements/element-definitions';
import {
  daily,
  deterministicOffsetsHours,
  ensembleOffsetsHours,
  oceanOffsetsHours,
  sixHourly,
  type RunSchedule,
} from '../model-runs';

/**
 * The simulated models of the catalogues. Names echo the real models a navigator knows, but
 * every value comes from the demo's fields: modelSalt makes two models differ plausibly.
 */

export interface BoundingBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface SimulatedModel {
  id: string;
  name: string;
  category: 'atmosphere' | 'wave' | 'ocean';
  type: 'deterministic' | 'ensemble';
  institute: string;
  resolution: string;
  region: string;
  regionCategory: 'global' | 'regional';
  boundingbox: BoundingBox;
  maxzoom: number;
  offsetsHours: readonly number[];
  schedule: RunSchedule;
  modelSalt: number;
  /** Members of an ensemble (member0 is the control); 1 for a deterministic model. */
  members: number;
  elements: readonly ElementDefinition[];
}

const world: BoundingBox = { north: 90, south: -90, east: 180, west: -180 };

export const weatherModels: readonly SimulatedModel[] = [
  { id: 'ecmwf-hres', name: 'ECMWF IFS HRES', category: 'atmosphere', type: 'deterministic', institute: 'ECMWF', resolution: '9 km', region: 'World', regionCategory: 'global', boundingbox: world, maxzoom: 8, offsetsHours: deterministicOffsetsHours, schedule: sixHourly, modelSalt: 1, members: 1, elements: weatherElements },
  { id: 'gfs', name: 'NOAA GFS', category: 'atmosphere', type: 'deterministic', institute: 'NOAA NCEP', resolution: '0.25 degrees', region: 'World', regionCategory: 'global', boundingbox: world, maxzoom: 7, offsetsHours: deterministicOffsetsHours, schedule: sixHourly, modelSalt: 2, members: 1, elements: weatherElements },
  { id: 'harmonie-nl', name: 'HARMONIE-AROME Netherlands', category: 'atmosphere', type: 'deterministic', institute: 'KNMI', resolution: '2.5 km', region: 'Netherlands and North Sea', regionCategory: 'regional', boundingbox: { north: 57, south: 48, east: 12, west: -2 }, maxzoom: 11, offsetsHours: deterministicOffsetsHours.filter((hour) => hour <= 60), schedule: sixHourly, modelSalt: 3, members: 1, elements: weatherElements },
];

export const marineModels: readonly SimulatedModel[] = [
  { id: 'ecmwf-wam', name: 'ECMWF WAM', category: 'wave', type: 'deterministic', institute: 'ECMWF', resolution: '0.125 degrees', region: 'World oceans', regionCategory: 'global', boundingbox: world, maxzoom: 7, offsetsHours: deterministicOffsetsHours, schedule: sixHourly, modelSalt: 1, members: 1, elements: waveElements },
  { id: 'noaa-ww3', name: 'NOAA WAVEWATCH III', category: 'wave', type: 'deterministic', institute: 'NOAA NCEP', resolution: '0.25 degrees', region: 'World oceans', regionCategory: 'global', boundingbox: world, maxzoom: 7, offsetsHours: deterministicOffsetsHours, schedule: sixHourly, modelSalt: 2, members: 1, elements: waveElements },
  { id: 'ncep-rtofs', name: 'NCEP RTOFS', category: 'ocean', type: 'deterministic', institute: 'NOAA NCEP', resolution: '1/12 degree', region: 'World oceans', regionCategory: 'global', boundingbox: world, maxzoom: 7, offsetsHours: oceanOffsetsHours, schedule: daily, modelSalt: 4, members: 1, elements: oceanElements },
];

export const marineEnsembleModels: readonly SimulatedModel[] = [
  { id: 'ecmwf-wam-ens', name: 'ECMWF ENS WAM', category: 'wave', type: 'ensemble', institute: 'ECMWF', resolution: '0.25 degrees', region: 'World oceans', regionCategory: 'global', boundingbox: world, maxzoom: 6, offsetsHours: ensembleOffsetsHours, schedule: sixHourly, modelSalt: 1, members: 51, elements: ensembleWaveElements },
];

export const weatherEnsembleModels: readonly SimulatedModel[] = [
  { id: 'ecmwf-ens', name: 'ECMWF ENS', category: 'atmosphere', type: 'ensemble', institute: 'ECMWF', resolution: '18 km', region: 'World', regionCategory: 'global', boundingbox: world, maxzoom: 6, offsetsHours: ensembleOffsetsHours, schedule: sixHourly, modelSalt: 1, members: 51, elements: ensembleWeatherElements },
];

export function covers(model: SimulatedModel, lat: number, lon: number): boolean {
  const box = model.boundingbox;
  return lat <= box.north && lat >= box.south && lon <= box.east && lon >= box.west;
}
