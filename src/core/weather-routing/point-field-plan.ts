import type { CatalogueEntry } from '../../shared/service/catalogue';
import type { OperationQuery } from '../../shared/service/endpoints';
import { timeseriesCatalogueQuery } from '../../shared/voyage/model-element-match';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { GridSpec } from './gridded-field';
import { chooseModels, type ChosenElement } from './layer-field-plan';
import type { RoutingRegion } from './routing-region';

/**
 * Fields from the model timeseries at grid points, where the navigator prefers precision over
 * credits: one point request a grid node and model (1 credit each: wind from the weather
 * timeseries, waves and current from the marine), so the credit budget sets the grid's spacing:
 * the finest of a few steps whose nodes times models fit in it. Values come as the model gives
 * them, not read from colours.
 */

const spacingsDeg = [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20] as const;

export type PointArea = 'weather' | 'marine';

export interface PointRequest {
  operation: 'weatherTimeseriesPoint' | 'marineTimeseriesPoint';
  query: OperationQuery<'weatherTimeseriesPoint'>;
  /** Index of the node in the grid (row × columns + column). */
  node: number;
  elements: readonly ChosenElement[];
}

export interface PointFieldPlan {
  grid: GridSpec;
  requests: PointRequest[];
  chosen: ChosenElement[][];
  notes: string[];
}

export interface TimeseriesCatalogues {
  weather: readonly CatalogueEntry[];
  marine: readonly CatalogueEntry[];
}

/** Both timeseries catalogues through the cache, pinned to the voyage (the weather one asked at the departure, as the Forecast tab asks it). */
/** The weather catalogue's question as the Forecast tab and the pack ask it: one cache entry for all three. */
function weatherCatalogueQuery(departure: { lat: number; lon: number }): { lat: number; lon: number } {
  const query = timeseriesCatalogueQuery('weather', departure);
  return { lat: query.lat ?? departure.lat, lon: query.lon ?? departure.lon };
}

export async function readTimeseriesCatalogues(serviceData: ServiceData, voyageId: string, departure: { lat: number; lon: number }): Promise<TimeseriesCatalogues> {
  const weather = await serviceData.fetch('weatherTimeseriesModels', weatherCatalogueQuery(departure), { pinForVoyageId: voyageId });
  const marine = await serviceData.fetch('marineTimeseriesModels', {}, { pinForVoyageId: voyageId });
  return { weather: weather.value.models, marine: marine.value.models };
}

export function cataloguesCredits(serviceData: ServiceData, departure: { lat: number; lon: number }): number {
  return serviceData.creditsToFetch('weatherTimeseriesModels', weatherCatalogueQuery(departure)) + serviceData.creditsToFetch('marineTimeseriesModels', {});
}

function gridAt(region: RoutingRegion, stepDeg: number, timesUtcMs: readonly number[]): GridSpec {
  return {
    southLat: region.south,
    westLon: region.west,
    stepDeg,
    rows: Math.max(2, Math.ceil((region.north - region.south) / stepDeg) + 1),
    columns: Math.max(2, Math.ceil((region.east - region.west) / stepDeg) + 1),
    timesUtcMs,
  };
}

export function planPointFields(catalogues: TimeseriesCatalogues, region: RoutingRegion, creditBudget: number, timesUtcMs: readonly number[]): PointFieldPlan {
  const areaOf = new Map<CatalogueEntry, PointArea>([...catalogues.weather.map((model) => [model, 'weather'] as const), ...catalogues.marine.map((model) => [model, 'marine'] as const)]);
  const { chosen, notes } = chooseModels([...catalogues.weather, ...catalogues.marine], region, 'timeseries catalogues');
  if (chosen.length === 0) return { grid: gridAt(region, spacingsDeg.at(-1)!, timesUtcMs), requests: [], chosen, notes };
  const spacing = spacingsDeg.find((stepDeg) => { const grid = gridAt(region, stepDeg, timesUtcMs); return grid.rows * grid.columns * chosen.length <= creditBudget; });
  if (spacing === undefined) {
    const coarsest = gridAt(region, spacingsDeg.at(-1)!, timesUtcMs);
    throw new PassageError('budget_too_small', `A budget of ${creditBudget} credits cannot cover this region: even a ${spacingsDeg.at(-1)}° grid needs ${coarsest.rows * coarsest.columns * chosen.length} point requests (${chosen.length} models). Raise the budget or route from the map layers.`);
  }
  const grid = gridAt(region, spacing, timesUtcMs);
  const requests: PointRequest[] = [];
  for (const elements of chosen) {
    const model = elements[0]!.model;
    const area = areaOf.get(model) ?? 'marine';
    for (let row = 0; row < grid.rows; row += 1) {
      for (let column = 0; column < grid.columns; column += 1) {
        const lat = Math.min(89, grid.southLat + row * spacing);
        const lon = ((((grid.westLon + column * spacing + 180) % 360) + 360) % 360) - 180;
        requests.push({
          operation: area === 'weather' ? 'weatherTimeseriesPoint' : 'marineTimeseriesPoint',
          query: { lat, lon, model: model.id, elements: elements.map((each) => each.element), levels: elements.map((each) => each.level ?? '') },
          node: row * grid.columns + column,
          elements,
        });
      }
    }
  }
  return { grid, requests, chosen, notes };
}
