import {
  covers,
  marineEnsembleModels,
  marineModels,
  weatherEnsembleModels,
  weatherModels,
  type SimulatedModel,
} from '../data/simulated-models';
import { availableRunsSec } from '../model-runs';
import { ok, type Answer, type ServiceState } from '../service-state';
import { allowedUnits } from './element-requests';

/** Model catalogue entries, filtered to a location when lat and lon are given. */

function sequence(offsetsHours: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  while (start < offsetsHours.length) {
    const first = offsetsHours[start] ?? 0;
    const step = (offsetsHours[start + 1] ?? first + 1) - first;
    let end = start;
    while (end + 1 < offsetsHours.length && (offsetsHours[end + 1] ?? 0) - (offsetsHours[end] ?? 0) === step) end += 1;
    parts.push(`seq:[${first}:${step}:${offsetsHours[end] ?? first}]`);
    start = end + 1;
  }
  return parts.join(',');
}

export function catalogueEntry(model: SimulatedModel, nowMs: number) {
  const runtimes = availableRunsSec(nowMs, 4, model.schedule);
  const runsPerDay = 24 / model.schedule.intervalHours;
  return {
    id: model.id,
    beta: false,
    name: model.name,
    type: model.type,
    region: model.region,
    maxzoom: model.maxzoom,
    offsets: [...model.offsetsHours],
    category: model.category,
    elements: model.elements.map((element) => ({
      id: element.id,
      name: element.name,
      units: [...allowedUnits(element)],
      levels: [...element.levels],
      unitDefault: element.defaultUnit,
    })),
    runtimes,
    sequence: sequence(model.offsetsHours),
    institute: model.institute,
    resolution: model.resolution,
    boundingbox: { ...model.boundingbox },
    runtimeLast: runtimes[0] ?? 0,
    runtimesHours: Array.from({ length: runsPerDay }, (_, index) => index * model.schedule.intervalHours),
    regionCategory: model.regionCategory,
  };
}

function listed(models: readonly SimulatedModel[], query: { lat?: number | undefined; lon?: number | undefined }, state: ServiceState) {
  const { lat, lon } = query;
  return models
    .filter((model) => lat === undefined || lon === undefined || covers(model, lat, lon))
    .map((model) => catalogueEntry(model, state.nowMs()));
}

type Location = { lat?: number | undefined; lon?: number | undefined };

export function weatherMapsModels(query: Location, state: ServiceState): Answer {
  return ok({ models: listed([...weatherModels, ...marineModels], query, state) });
}

export function weatherTimeseriesModels(query: Location, state: ServiceState): Answer {
  const models = listed(weatherModels, query, state);
  return ok({ models, modelCount: models.length });
}

export function marineTimeseriesModels(query: Location, state: ServiceState): Answer {
  const models = listed(marineModels, query, state);
  return ok({ models, modelCount: models.length });
}

function ensembleCatalogue(models: readonly SimulatedModel[], query: Location, state: ServiceState): Answer {
  const entries = models
    .filter((model) => query.lat === undefined || query.lon === undefined || covers(model, query.lat, query.lon))
    .map((model) => ({ ...catalogueEntry(model, state.nowMs()), members: model.members }));
  return ok({ models: entries, modelCount: entries.length });
}

export function marineEnsembleModelsAnswer(query: Location, state: ServiceState): Answer {
  return ensembleCatalogue(marineEnsembleModels, query, state);
}

export function weatherEnsembleModelsAnswer(query: Location, state: ServiceState): Answer {
  return ensembleCatalogue(weatherEnsembleModels, query, state);
}
