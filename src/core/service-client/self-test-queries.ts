import { catalogueLevels, type CatalogueEntry } from '../../shared/service/catalogue';
import type { OperationName, OperationQuery } from '../../shared/service/endpoints';

/**
 * One small request per operation, for the live self-test (live-self-test.ts): a point near the
 * Maas mouth, a three-point route, one element of one model. Operations that need a model ask the
 * catalogues first; the mapped type makes a new operation fail to compile here.
 */

export interface PickedModel {
  model: string;
  element: string;
  level: string | undefined;
}

export interface Catalogues {
  weatherTimeseries: PickedModel;
  weatherMaps: PickedModel;
  marineTimeseries: PickedModel;
  marineEnsemble: PickedModel;
  weatherEnsemble: PickedModel;
}

/** For the cost shown before anything is sent: a model's name does not change what a request costs. */
const anyModel: PickedModel = { model: 'model', element: 'element', level: '10m' };
export const placeholderCatalogues: Catalogues = { weatherTimeseries: anyModel, weatherMaps: anyModel, marineTimeseries: anyModel, marineEnsemble: anyModel, weatherEnsemble: anyModel };

/** Which catalogue each model-bound operation takes its model from. */
export const catalogueOf: Partial<Record<OperationName, keyof Catalogues>> = {
  weatherTimeseriesPoint: 'weatherTimeseries',
  weatherTimeseriesRoute: 'weatherTimeseries',
  weatherEnsemblePoint: 'weatherEnsemble',
  weatherMapsLayers: 'weatherMaps',
  marineTimeseriesPoint: 'marineTimeseries',
  marineTimeseriesRoute: 'marineTimeseries',
  marineEnsemblePoint: 'marineEnsemble',
};

/** A model of a catalogue with an element, preferring one whose element has a level; null when it lists none. */
export function pickModel(models: readonly CatalogueEntry[]): PickedModel | null {
  for (const entry of models) {
    for (const element of entry.elements) {
      const levels = catalogueLevels(element.levels);
      if (levels.length > 0) return { model: entry.id, element: element.id, level: levels[0] };
    }
  }
  const first = models.find((entry) => entry.elements.length > 0);
  const element = first?.elements[0];
  return first === undefined || element === undefined ? null : { model: first.id, element: element.id, level: undefined };
}

const lats = [51.9, 52.5, 53.4];
const lons = [3.9, 3.2, 2.4];
const levelOf = (picked: PickedModel) => (picked.level === undefined ? {} : { levels: [picked.level] });

export const selfTestQueries: { [N in OperationName]: (catalogues: Catalogues) => OperationQuery<N> } = {
  geoSearch: () => ({ query: 'Rotterdam' }),
  geoNearby: () => ({ lat: 51.9, lon: 4.5 }),
  weatherForecast: () => ({ lat: 51.9, lon: 4.5 }),
  weatherRadar: () => ({ lat: 51.9, lon: 4.5 }),
  weatherClimate: () => ({ lat: 51.9, lon: 4.5 }),
  weatherTimeseriesPoint: ({ weatherTimeseries: m }) => ({ lat: 51.9, lon: 4.5, model: m.model, elements: [m.element], levels: [m.level ?? '10m'] }),
  weatherTimeseriesRoute: ({ weatherTimeseries: m }) => ({ lats, lons, model: m.model, elements: [m.element], levels: [m.level ?? '10m'] }),
  weatherTimeseriesModels: () => ({ lat: 51.9, lon: 4.5 }),
  weatherEnsembleModels: () => ({}),
  weatherEnsemblePoint: ({ weatherEnsemble: m }) => ({ lat: 51.9, lon: 4.5, model: m.model, elements: [m.element], ...levelOf(m) }),
  weatherMapsModels: () => ({}),
  weatherMapsLayers: ({ weatherMaps: m }) => ({
    model: m.model,
    run: 'latest',
    element: m.element,
    zoom: 4,
    north: 60,
    east: 10,
    south: 45,
    west: -5,
    ...(m.level === undefined ? {} : { level: m.level }),
  }),
  marineTimeseriesModels: () => ({ lat: 51.9, lon: 3.9 }),
  marineTimeseriesPoint: ({ marineTimeseries: m }) => ({ lat: 51.9, lon: 3.9, model: m.model, elements: [m.element], ...levelOf(m) }),
  marineTimeseriesRoute: ({ marineTimeseries: m }) => ({ lats, lons, model: m.model, elements: [m.element], ...levelOf(m) }),
  marineEnsembleModels: () => ({}),
  marineEnsemblePoint: ({ marineEnsemble: m }) => ({ lat: 51.9, lon: 3.9, model: m.model, elements: [m.element], ...levelOf(m) }),
  shippingPoint: () => ({ lat: 51.9, lon: 3.9 }),
  shippingRoute: () => ({ lats, lons, speeds: [12], elements: ['significantWaveHeight'] }),
  portList: () => ({ size: ['large'] }),
  storms: () => ({}),
  trafficOverview: () => ({}),
  trafficGeo: () => ({}),
  transitPlannerSearch: () => ({ query: 'Amsterdam' }),
  legacyForecast: () => ({ latitude: 51.9, longitude: 4.5 }),
};
