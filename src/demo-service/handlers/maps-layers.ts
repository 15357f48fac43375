import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { marineModels, weatherModels } from '../data/simulated-models';
import { palettes } from '../elements/palettes';
import { samplePoint } from '../fields/point-sample';
import { renderFieldPng } from '../images/field-image';
import { availableRunsSec, resolveRuntime, stepTimesSec } from '../model-runs';
import { badRequest, ok, type Answer, type ServiceState } from '../service-state';
import { elementValue, resolveElements, resolveModel } from './element-requests';

/** Map layers: one PNG per forecast step over the asked box, served by the demo service. */

const mapModels = [...weatherModels, ...marineModels];

function compactUtc(timeSec: number): string {
  const iso = new Date(timeSec * 1000).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 19)}Z`;
}

export function weatherMapsLayers(query: ParsedOperationQuery<'weatherMapsLayers'>, state: ServiceState): Answer {
  const model = resolveModel(mapModels, query.model);
  if (!model.ok) return badRequest(model.message);
  const run = resolveRuntime(query.run, availableRunsSec(state.nowMs(), 4, model.value.schedule));
  if (!run.ok) return badRequest(run.message.replace(/^runtime/, 'run'));
  const requests = resolveElements(model.value, [query.element], query.level === undefined ? undefined : [query.level], query.unit === undefined ? undefined : [query.unit]);
  if (!requests.ok) return badRequest(requests.message.replace(/^elements/, 'element').replace(/^levels/, 'level').replace(/^units/, 'unit'));
  const request = requests.value[0];
  const box = `north=${query.north}&east=${query.east}&south=${query.south}&west=${query.west}`;
  const extra = `${request?.level === undefined ? '' : `&level=${encodeURIComponent(request.level)}`}${request === undefined ? '' : `&unit=${encodeURIComponent(request.unit)}`}${query.grayscale === undefined ? '' : `&grayscale=${encodeURIComponent(query.grayscale)}`}`;
  return ok({
    model: { id: model.value.id, run: run.runSec, name: model.value.name, category: model.value.category },
    layers: stepTimesSec(run.runSec, model.value.offsetsHours).map((timestamp) => ({
      datetime: compactUtc(timestamp),
      imageUrl: `${state.origin}/demo/maps/layer.png?model=${model.value.id}&run=${run.runSec}&element=${encodeURIComponent(query.element)}&time=${timestamp}&zoom=${query.zoom}&${box}${extra}`,
      timestamp,
    })),
  });
}

export function mapLayerPng(params: URLSearchParams, state: ServiceState): Buffer | string {
  const model = resolveModel(mapModels, params.get('model') ?? '');
  if (!model.ok) return model.message;
  const level = params.get('level');
  const unit = params.get('unit');
  const requests = resolveElements(model.value, [params.get('element') ?? ''], level === null ? undefined : [level], unit === null ? undefined : [unit]);
  if (!requests.ok) return requests.message;
  const request = requests.value[0];
  const [runSec, timeSec, north, east, south, west] = ['run', 'time', 'north', 'east', 'south', 'west'].map((name) => Number(params.get(name)));
  if (request === undefined || ![runSec, timeSec, north, east, south, west].every((value) => Number.isFinite(value))) {
    return 'run, time, north, east, south and west must be numbers';
  }
  const context = { world: state.world, runSec: runSec ?? 0, member: 0, modelSalt: model.value.modelSalt };
  return renderFieldPng(
    { north: north ?? 0, east: east ?? 0, south: south ?? 0, west: west ?? 0 },
    (lat, lon) => elementValue(request, samplePoint(lat, lon, timeSec ?? 0, context)),
    palettes[request.definition.palette],
    { grayscale: params.get('grayscale') !== null && params.get('grayscale') !== 'false' },
  );
}
