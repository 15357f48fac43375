import type { CatalogueEntry } from '../../shared/service/catalogue';
import { catalogueLevels } from '../../shared/service/catalogue';
import type { OperationQuery } from '../../shared/service/endpoints';
import type { RoutingQuantity } from '../../shared/voyage/weather-routing';
import type { ServiceData } from '../service-data/service-data';
import { chooseWiderLayer } from '../service-data/wider-layer';
import { serviceBox, type RoutingRegion } from './routing-region';

/**
 * Which map layers give the router its weather: from the maps catalogue (cheap, cached, pinned to
 * the voyage), for wind, waves and current each the first model that has both the speed (or
 * height) and the direction and covers the region. Each layer is one `weatherMapsLayers` answer
 * (1 credit) over the region at zoom 4, the zoom "Prepare for sea" packs layers at; its step
 * images cost no credits.
 */

export const routingLayerZoom = 4;

interface LayerNeed {
  what: string;
  elements: readonly [{ quantity: RoutingQuantity; id: string }, { quantity: RoutingQuantity; id: string }];
  /** Levels preferred, in order (the first the model lists is taken). */
  levels: readonly string[];
}

const needs: readonly LayerNeed[] = [
  { what: 'wind', elements: [{ quantity: 'windSpeed', id: 'windSpeed' }, { quantity: 'windDirection', id: 'windDirection' }], levels: ['10m', '10'] },
  { what: 'waves', elements: [{ quantity: 'waveHeight', id: 'significantWaveHeight' }, { quantity: 'waveDirection', id: 'meanWaveDirection' }], levels: [] },
  { what: 'current', elements: [{ quantity: 'currentSpeed', id: 'currentSpeed' }, { quantity: 'currentDirection', id: 'currentDirection' }], levels: ['0', 'surface'] },
];

export interface PlannedLayer {
  quantity: RoutingQuantity;
  model: string;
  modelName: string;
  element: string;
  level: string | null;
  query: OperationQuery<'weatherMapsLayers'>;
}

export interface LayerFieldPlan {
  layers: PlannedLayer[];
  /** What the router goes without, in words. */
  notes: string[];
}

function covers(model: CatalogueEntry, region: RoutingRegion): boolean {
  const box = model.boundingbox;
  if (box === null || box === undefined) return true;
  const worldWide = box.west <= -180 && box.east >= 180;
  return box.north >= region.north && box.south <= region.south && (worldWide || (box.west <= region.west && box.east >= region.east));
}

function levelFor(model: CatalogueEntry, element: string, preferred: readonly string[]): string | null | undefined {
  const listed = catalogueLevels(model.elements.find((each) => each.id === element)?.levels);
  if (listed.length === 0) return null;
  return preferred.find((level) => listed.includes(level)) ?? listed[0];
}

export const mapsCatalogueQuery = {};

/** One element the router reads, from the model chosen for it. */
export interface ChosenElement {
  quantity: RoutingQuantity;
  model: CatalogueEntry;
  element: string;
  level: string | null;
}

/**
 * For wind, waves and current, the first model of the catalogue that has both elements of the
 * pair and covers the region; what none gives is said in a note. Shared by the layers and the
 * point timeseries (point-field-plan.ts), each with its own catalogue.
 */
export function chooseModels(models: readonly CatalogueEntry[], region: RoutingRegion, catalogue: string): { chosen: ChosenElement[][]; notes: string[] } {
  const chosen: ChosenElement[][] = [];
  const notes: string[] = [];
  for (const need of needs) {
    const model = models.find((each) => covers(each, region) && need.elements.every((element) => each.elements.some((listed) => listed.id === element.id)));
    if (model === undefined) {
      notes.push(`No model of the ${catalogue} gives ${need.what} (${need.elements.map((element) => element.id).join(' and ')}) over the whole region: the router goes without ${need.what}.`);
      continue;
    }
    chosen.push(need.elements.map((element) => ({ quantity: element.quantity, model, element: element.id, level: levelFor(model, element.id, need.levels) ?? null })));
  }
  return { chosen, notes };
}

export function planLayerFields(models: readonly CatalogueEntry[], region: RoutingRegion): LayerFieldPlan {
  const box = serviceBox(region);
  const { chosen, notes } = chooseModels(models, region, 'maps catalogue');
  const layers: PlannedLayer[] = [];
  for (const pair of chosen) {
    for (const { quantity, model, element, level } of pair) {
      layers.push({
        quantity,
        model: model.id,
        modelName: model.name === '' ? model.id : model.name,
        element,
        level,
        query: {
          model: model.id,
          run: 'latest',
          element,
          zoom: Math.min(routingLayerZoom, model.maxzoom ?? routingLayerZoom),
          ...box,
          ...(level === null ? {} : { level }),
        },
      });
    }
  }
  return { layers, notes };
}

/**
 * Each planned layer asked over a wider box already in the cache when its own is not: a fresh
 * layers answer of the same model, run, element and level, at the routing zoom or finer, whose box
 * covers the region (`chooseWiderLayer`, as the chart stands one in for its view). Its images are
 * cached with it, so a routing whose region changed (the first routing fetches the storms, which
 * then narrow the box of the next) reads again what it fetched rather than asking for every image
 * through the limiter. The image's box is read with it: the grid stays within the region.
 */
export function preferCachedWiderLayers(serviceData: Pick<ServiceData, 'freshInCache' | 'cachedLayerAnswers'>, layers: readonly PlannedLayer[]): PlannedLayer[] {
  return layers.map((layer) => {
    if (serviceData.freshInCache('weatherMapsLayers', layer.query)) return layer;
    const { north, south, west, east } = layer.query;
    const wider = chooseWiderLayer(serviceData.cachedLayerAnswers(layer.query), layer.query, { north, south, west, east }, true);
    return wider === null ? layer : { ...layer, query: wider.query };
  });
}

/** The maps catalogue, through the cache and pinned to the voyage (1 credit when not cached). */
export async function readMapsCatalogue(serviceData: ServiceData, voyageId: string): Promise<readonly CatalogueEntry[]> {
  const answer = await serviceData.fetch('weatherMapsModels', mapsCatalogueQuery, { pinForVoyageId: voyageId });
  return answer.value.models;
}
