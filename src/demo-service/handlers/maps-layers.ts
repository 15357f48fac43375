import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { marineModels, weatherModels } from '../data/simulated-models';
import { palettes, palleteBody, type Palette } from '../elements/palettes';
import { convert } from '../elements/units';
import { samplePoint } from '../fields/point-sample';
import { renderFieldPng } from '../images/field-image';
import { imagePaths } from '../images/image-paths';
import { availableRunsSec, resolveRuntime, stepTimesSec } from '../model-runs';
import { badRequest, ok, type Answer, type ServiceState } from '../service-state';
import { elementValue, resolveElements, resolveModel, type ElementRequest } from './element-requests';

/**
 * Map layers: one PNG per forecast step over the asked box, served by the demo service. Each
 * image shows the same field the point timeseries give at that model, run, element, level and
 * unit, coloured by the element's palette in the asked unit (the answer carries that palette, as
 * the vendor's answer does), so a layer read back by its palette agrees with the meteogram.
 */

const mapModels = [...weatherModels, ...marineModels];

function compactUtc(timeSec: number): string {
  const iso = new Date(timeSec * 1000).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 19)}Z`;
}

/** The element's palette with its limits in the asked unit (the palettes are kept in the default unit). */
export function paletteInUnit(request: ElementRequest): Palette {
  const palette = palettes[request.definition.palette];
  const { quantity, defaultUnit } = request.definition;
  if (request.unit === defaultUnit) return palette;
  // convert() starts from the base unit (m/s, C, m); the default units are multiples of it.
  const toBase = (value: number) => (quantity === 'temperature' ? value : value / convert(1, quantity, defaultUnit));
  return { ...palette, values: palette.values.map((value) => Math.round(convert(toBase(value), quantity, request.unit) * 100) / 100) };
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
    element: request === undefined ? undefined : { name: request.definition.name, unit: request.unit, level: request.level ?? null },
    palette: request === undefined ? undefined : palleteBody(paletteInUnit(request)),
    layers: stepTimesSec(run.runSec, model.value.offsetsHours).map((timestamp) => ({
      datetime: compactUtc(timestamp),
      imageUrl: `${state.origin}${imagePaths.mapLayer}?model=${model.value.id}&run=${run.runSec}&element=${encodeURIComponent(query.element)}&time=${timestamp}&zoom=${query.zoom}&${box}${extra}`,
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
    paletteInUnit(request),
    { grayscale: params.get('grayscale') !== null && params.get('grayscale') !== 'false' },
  );
}
