import type { OperationQuery } from '../../shared/service/endpoints';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import type { RoutingField, WeatherRoutingInput } from '../../shared/voyage/weather-routing';
import type { Voyage } from '../../shared/voyage/voyage';
import type { ServiceData } from '../service-data/service-data';
import type { GridSpec } from './gridded-field';
import { fetchLayerFields, layerImageSteps, stepsForTimes, type FieldProvenance, type LayerFetchRun } from './layer-field-fetch';
import { mapsCatalogueQuery, planLayerFields, preferCachedWiderLayers, readMapsCatalogue } from './layer-field-plan';
import { fetchPointFields } from './point-field-fetch';
import { cataloguesCredits, planPointFields, readTimeseriesCatalogues } from './point-field-plan';
import type { RoutingComputationInput } from './routing-computation';
import { routingGrid, routingRegion, type RoutingRegion } from './routing-region';

/**
 * The fields a routing reads, whichever the source: what the screen lists before routing (each
 * field's model, resolution and cost, cached or not), and how they are fetched. From the map
 * layers (a credit a layer, read back by palette on a 0.5° grid) or from point timeseries (a
 * credit a grid node and model, the grid as fine as the navigator's budget allows).
 */

/** Degrees between the values of a field read from layers (the images are finer; the router's grid is this). */
export const layerGridStepDeg = 0.5;

export interface PlannedFields {
  grid: GridSpec;
  fields: RoutingField[];
  /** The catalogues read to choose the models, before they were read (cached: 0). */
  catalogueCredits: number;
  notes: string[];
  /** The layers answers the fetch asks (its step images follow from each answer); none from point timeseries. */
  layerQueries: OperationQuery<'weatherMapsLayers'>[];
  fetch(run: LayerFetchRun): Promise<{ field: RoutingComputationInput['field']; provenance: FieldProvenance[] }>;
}

export async function planRoutingFields(serviceData: ServiceData, voyage: Voyage, region: RoutingRegion, input: WeatherRoutingInput): Promise<PlannedFields> {
  const layerGrid = routingGrid(region, layerGridStepDeg, input.fieldStepHours);
  if (input.fieldSource === 'layers') {
    const catalogueCredits = serviceData.creditsToFetch('weatherMapsModels', mapsCatalogueQuery);
    const planned = planLayerFields(await readMapsCatalogue(serviceData, voyage.id), region);
    const plan = { ...planned, layers: preferCachedWiderLayers(serviceData, planned.layers) };
    return {
      grid: layerGrid,
      catalogueCredits,
      notes: plan.notes,
      layerQueries: plan.layers.map((layer) => layer.query),
      fields: plan.layers.map((layer) => {
        const creditsToSpend = serviceData.creditsToFetch('weatherMapsLayers', layer.query);
        const { quantity, model, modelName, element, level } = layer;
        return { quantity, model, modelName, element, level, resolutionDeg: layerGrid.stepDeg, stepHours: input.fieldStepHours, credits: serviceData.estimateCredits('weatherMapsLayers', layer.query), creditsToSpend, cached: creditsToSpend === 0, sharedWith: null };
      }),
      async fetch(run) {
        const fetched = await fetchLayerFields(serviceData, plan.layers, layerGrid.timesUtcMs, input.fieldStepHours, run);
        return { field: { kind: 'layers', sources: fetched.sources }, provenance: fetched.provenance };
      },
    };
  }
  const departure = voyage.waypoints[0]!;
  const catalogueCredits = cataloguesCredits(serviceData, departure);
  const plan = planPointFields(await readTimeseriesCatalogues(serviceData, voyage.id, departure), region, input.creditBudget, layerGrid.timesUtcMs);
  const fields = plan.chosen.flatMap((pair) => {
    const requests = plan.requests.filter((request) => request.elements === pair);
    const credits = requests.reduce((sum, request) => sum + serviceData.estimateCredits(request.operation, request.query), 0);
    const creditsToSpend = requests.reduce((sum, request) => sum + serviceData.creditsToFetch(request.operation, request.query), 0);
    // Both elements of a pair come in the same requests: their cost is said once, on the first.
    return pair.map((chosen, index): RoutingField => ({
      quantity: chosen.quantity,
      model: chosen.model.id,
      modelName: chosen.model.name === '' ? chosen.model.id : chosen.model.name,
      element: chosen.element,
      level: chosen.level,
      resolutionDeg: plan.grid.stepDeg,
      stepHours: input.fieldStepHours,
      credits: index === 0 ? credits : 0,
      creditsToSpend: index === 0 ? creditsToSpend : 0,
      cached: creditsToSpend === 0,
      sharedWith: index === 0 ? null : pair[0]!.quantity,
    }));
  });
  return {
    grid: plan.grid,
    catalogueCredits,
    notes: [...plan.notes, `${plan.requests.length.toLocaleString('en-GB')} point requests (${plan.grid.rows} × ${plan.grid.columns} nodes, ${plan.chosen.length} models), asked one after another within the account's rate.`],
    fields,
    layerQueries: [],
    async fetch(run) {
      const fetched = await fetchPointFields(serviceData, plan, run);
      return { field: { kind: 'points', planes: fetched.planes }, provenance: fetched.provenance };
    },
  };
}

/**
 * The steps of a layer whose images a layers routing of this plan reads: the one nearest each of
 * its field times. The times follow from the plan and the field step alone (not the box, which
 * the storms may move), so "Prepare for sea" asks the very images the routing then reads.
 */
export function routingLayerImageSteps(stepsSec: readonly number[], plan: VoyagePlan, fieldStepHours: number): number[] {
  const { timesUtcMs } = routingGrid(routingRegion(plan, fieldStepHours), layerGridStepDeg, fieldStepHours);
  return layerImageSteps(stepsForTimes(stepsSec, timesUtcMs, fieldStepHours));
}
