import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { CatalogueEntry } from '../../shared/service/catalogue';
import { levelOf, type MarineRouteForecast, type WeatherRouteForecast } from '../../shared/service/timeseries';
import { navigatorUnitFor } from '../../shared/voyage/forecast-element-units';
import type { ModelAlongRoute, ModelAlongRouteElement, ModelAlongRouteEstimate, ModelAlongRouteInput } from '../../shared/voyage/model-along-route';
import { comparableElements, timeseriesCatalogueQuery, type ComparableElement, type TimeseriesArea } from '../../shared/voyage/model-element-match';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { modelRoutePositions, type ModelPositions } from './model-comparison-positions';

/**
 * Other models along the route: a marine or weather timeseries model asked, in one route request
 * pinned to the voyage, at the ship's positions and ETAs for the elements that stand beside the
 * shipping forecast's, converted to navigators' units. The catalogue (cached, pinned) is asked
 * first for the model's run, steps, region and elements, by the estimate as well as the fetch.
 */

type RouteOperation = 'marineTimeseriesRoute' | 'weatherTimeseriesRoute';
const operationOf: Record<TimeseriesArea, RouteOperation> = { marine: 'marineTimeseriesRoute', weather: 'weatherTimeseriesRoute' };

export interface ModelComparisonRequest {
  voyage: Voyage;
  plan: VoyagePlan;
  area: TimeseriesArea;
  entry: CatalogueEntry;
  asked: ComparableElement[];
  positions: ModelPositions;
  operation: RouteOperation;
  query: { lats: number[]; lons: number[]; times: number[]; model: string; elements: string[]; levels?: string[] };
}

const toEpochSeconds = (utcMs: number): number => Math.round(utcMs / 1000);
// Lat/lon to 4 decimals (about 11 m): well inside any model's grid, and stable cache keys.
const roundDeg = (value: number): number => Math.round(value * 1e4) / 1e4;

async function catalogueEntry(serviceData: ServiceData, voyage: Voyage, plan: VoyagePlan, area: TimeseriesArea, model: string): Promise<CatalogueEntry> {
  const departure = plan.route.waypoints[0]!;
  const query = timeseriesCatalogueQuery(area, departure);
  const catalogue =
    area === 'marine'
      ? await serviceData.fetch('marineTimeseriesModels', query, { pinForVoyageId: voyage.id })
      : await serviceData.fetch('weatherTimeseriesModels', { lat: query.lat ?? departure.lat, lon: query.lon ?? departure.lon }, { pinForVoyageId: voyage.id });
  const entry = catalogue.value.models.find((candidate) => candidate.id === model);
  if (entry === undefined) {
    throw new PassageError('no_model', `The ${area} timeseries catalogue has no model "${model}"; it lists ${catalogue.value.models.map((each) => each.id).join(', ') || 'none'}.`);
  }
  return entry;
}

export async function modelComparisonRequest(serviceData: ServiceData, voyage: Voyage, input: Omit<ModelAlongRouteInput, 'voyageId'>): Promise<ModelComparisonRequest> {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route to compare models on: ${planned.message}`);
  const { plan } = planned;
  const entry = await catalogueEntry(serviceData, voyage, plan, input.area, input.model);
  const offered = comparableElements(entry);
  const asked = input.compare.map((key) => {
    const match = offered.find((each) => each.key === key);
    if (match === undefined) {
      throw new PassageError('invalid_input', `${entry.name} has no element to compare with ${key}; it can be compared on ${offered.map((each) => each.key).join(', ') || 'nothing the shipping forecast shows'}.`);
    }
    return match;
  });
  const positions = modelRoutePositions(plan, entry);
  if (positions.points.length < 2) {
    throw new PassageError('not_covered', positions.notCovered ?? `${entry.name} covers fewer than 2 positions of the voyage.`);
  }
  // One level slot per element, as the vendor sends them (2m,,10m: empty for an element without a
  // level). Weather needs levels; marine takes them when an element has any. No runtime: the latest.
  const pairs = [...new Map(asked.map((each) => [`${each.element}\n${each.level ?? ''}`, each])).values()];
  const levels = pairs.map((each) => each.level ?? '');
  const query = {
    lats: positions.points.map((point) => roundDeg(point.lat)),
    lons: positions.points.map((point) => roundDeg(point.lon)),
    times: positions.points.map((point) => toEpochSeconds(point.timeUtcMs)),
    model: entry.id,
    elements: pairs.map((each) => each.element),
    ...(levels.some((level) => level !== '') || input.area === 'weather' ? { levels } : {}),
  };
  return { voyage, plan, area: input.area, entry, asked, positions, operation: operationOf[input.area], query };
}

export function estimateModelComparison(serviceData: ServiceData, request: ModelComparisonRequest): ModelAlongRouteEstimate {
  return {
    credits: serviceData.estimateCredits(request.operation, request.query),
    creditsToSpend: serviceData.creditsToFetch(request.operation, request.query),
    positions: request.positions.points.length,
    notCovered: request.positions.notCovered,
  };
}

function answerElements(answer: MarineRouteForecast | WeatherRouteForecast, request: ModelComparisonRequest): ModelAlongRouteElement[] {
  const count = request.positions.points.length;
  return request.asked.map((asked) => {
    const served = answer.elements.find((each) => each.element === asked.element && (asked.level === null || levelOf(each.level) === asked.level || levelOf(each.level) === ''));
    if (served === undefined) throw new PassageError('bad_answer', `${request.entry.name} answered without ${asked.element}${asked.level === null ? '' : ` at ${asked.level}`}.`);
    if (served.data.length !== count) throw new PassageError('bad_answer', `${request.entry.name} answered ${served.data.length} values of ${asked.element} for the ${count} positions asked.`);
    const unit = navigatorUnitFor(asked.key, served.unit ?? '');
    return {
      key: asked.key,
      element: asked.element,
      level: asked.level,
      label: asked.name,
      unit: unit.unit,
      serviceUnit: served.unit ?? '',
      values: served.data.map((entry) => (entry.value === null ? null : unit.convert(entry.value))),
    };
  });
}

export async function fetchModelComparison(serviceData: ServiceData, request: ModelComparisonRequest): Promise<ServiceAnswer<ModelAlongRoute>> {
  const options = { pinForVoyageId: request.voyage.id };
  const answer = request.operation === 'marineTimeseriesRoute' ? await serviceData.fetch('marineTimeseriesRoute', request.query, options) : await serviceData.fetch('weatherTimeseriesRoute', { ...request.query, levels: request.query.levels ?? request.query.elements.map(() => '') }, options);
  return {
    value: {
      voyageId: request.voyage.id,
      voyageRevision: request.voyage.revision,
      area: request.area,
      model: { id: request.entry.id, name: request.entry.name, runUtcMs: answer.value.runtime == null ? null : answer.value.runtime * 1000 },
      notCovered: request.positions.notCovered,
      points: request.positions.points,
      elements: answerElements(answer.value, request),
    },
    provenance: answer.provenance,
  };
}
