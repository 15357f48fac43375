import { portSizes } from '../../shared/service/ports';
import type { OperationName, OperationQuery } from '../../shared/service/endpoints';
import { expectedBytes, expectedLayerImageBytes } from '../../shared/format/expected-size';
import { timeseriesCatalogueQuery } from '../../shared/voyage/model-element-match';
import { defaultClimatePeriod, placeClimateQuery, placeForecastQuery } from '../../shared/voyage/place-weather-query';
import { routingFieldsItemId, type PackChoices, type PackItemKind, type PackLayer } from '../../shared/voyage/voyage-pack';
import { weatherRoutingInputSchema } from '../../shared/voyage/weather-routing';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';
import { layerImageOperation } from '../service-data/layer-image-fetch';
import type { ServiceData } from '../service-data/service-data';
import type { NewPackItem, NewPackRequest } from '../store/voyage-pack-table';
import { ensembleAlongRouteRequest } from '../voyage/ensemble-along-route';
import { modelComparisonRequest } from '../voyage/model-comparison';
import { departureRequests, departureStormsQuery } from '../voyage/departure-comparison';
import { routeForecastRequest } from '../voyage/route-forecast';
import { departureWindowSchema } from '../../shared/voyage/departure-ranking';
import { mapsCatalogueQuery } from '../weather-routing/layer-field-plan';
import { planRoutingFields } from '../weather-routing/routing-fields';
import { routingRegionNow } from '../weather-routing/weather-routing-job';

/**
 * What a voyage needs offline, as items of service requests: each request is the very question a
 * tab asks (the same builders: route-forecast-query, ensemble-along-route, model-comparison, the
 * shared place-weather query, the tabs' ports and storms queries), so the pack fills exactly the
 * cache entries the tabs then read. Estimating asks nothing but the cheap catalogues the plan
 * needs (through the cache, pinned), as the tabs' own estimates do.
 */

/** Places around a port the route table asks for a time zone (use-port-zones.ts). */
export const placesAroundPort = 5;
/** Degrees added around the route's box for the map layers: weather comes from beyond the track. */
export const layerMarginDeg = 3;
/** Hours before the ETD and after the ETA whose layer steps are kept. */
export const layerSpanMarginHours = 3;
/** A layer's steps are counted once it answers; until then, as earlier packs of the model had them, else one every 3 hours. */
export const typicalLayerStepHours = 3;

/** The item id of a layer; its model's part is what earlier packs' steps are found by. */
export function layerItemId(layer: Pick<PackLayer, 'model' | 'element' | 'level'>): string {
  return `${layerItemIdPrefix(layer.model)}${layer.element}-${layer.level ?? ''}`;
}

export function layerItemIdPrefix(model: string): string {
  return `layer-${model}-`;
}

/**
 * What the ledger measured of what arrives (credit-ledger-table.ts): bytes a credit brought, per
 * service operation where it was asked before, else over all; and bytes a layer image brought.
 * The rules for what is not measured yet are in shared/format/expected-size.ts.
 */
export interface MeasuredSizes {
  bytesPerCredit: number | null;
  bytesPerCreditByOperation: Readonly<Record<string, number>>;
  bytesPerLayerImage: number | null;
  /** Hours between a model's layer steps as earlier packs received them; null when none did. */
  layerStepHours(model: string): number | null;
}

export interface PlannedItem extends NewPackItem {
  /** Why the item cannot be packed (no model covers the voyage, ...): it stays unticked, said in words. */
  problem: string | null;
}

export interface PackPlan {
  voyage: Voyage;
  plan: VoyagePlan;
  items: PlannedItem[];
}

interface PlanContext {
  serviceData: ServiceData;
  sizes: MeasuredSizes;
}

function request<N extends OperationName>(context: PlanContext, operation: N, query: OperationQuery<N>): NewPackRequest {
  const creditsEstimated = context.serviceData.creditsToFetch(operation, query);
  const perCredit = context.sizes.bytesPerCreditByOperation[operation] ?? context.sizes.bytesPerCredit;
  return { operation, query, imageTime: null, creditsEstimated, bytesEstimated: expectedBytes(creditsEstimated, perCredit) };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The route's box with a margin, whole degrees, within the service's limits; the whole world across 180°. */
export function routeLayerBox(voyage: Pick<Voyage, 'waypoints'>): { north: number; south: number; west: number; east: number } {
  const lats = voyage.waypoints.map((waypoint) => waypoint.lat);
  const lons = voyage.waypoints.map((waypoint) => waypoint.lon);
  const north = Math.min(85, Math.ceil(Math.max(...lats) + layerMarginDeg));
  const south = Math.max(-85, Math.floor(Math.min(...lats) - layerMarginDeg));
  const west = Math.floor(Math.min(...lons) - layerMarginDeg);
  const east = Math.ceil(Math.max(...lons) + layerMarginDeg);
  // A route that seems to span more than half the world crosses 180°: ask the whole band of latitudes.
  if (east - west >= 180 || west < -180 || east > 180) return { north, south, west: -180, east: 180 };
  return { north, south, west, east };
}

export function packLayerQuery(layer: PackLayer, box: ReturnType<typeof routeLayerBox>): OperationQuery<'weatherMapsLayers'> {
  return {
    model: layer.model,
    run: 'latest',
    element: layer.element,
    zoom: layer.zoom,
    ...box,
    ...(layer.level === undefined ? {} : { level: layer.level }),
    ...(layer.unit === undefined ? {} : { unit: layer.unit }),
  };
}

/** Steps of a layer kept for the voyage: those from a little before the ETD to a little after the ETA. */
export function layerStepsForVoyage(stepsSec: readonly number[], plan: Pick<VoyagePlan, 'etdUtcMs' | 'etaUtcMs'>): number[] {
  const fromSec = (plan.etdUtcMs - layerSpanMarginHours * 3_600_000) / 1000;
  const toSec = (plan.etaUtcMs + layerSpanMarginHours * 3_600_000) / 1000;
  return stepsSec.filter((step) => step >= fromSec && step <= toSec);
}

async function plannedItem(itemId: string, kind: PackItemKind, label: string, build: () => Promise<NewPackRequest[]> | NewPackRequest[]): Promise<PlannedItem> {
  try {
    return { itemId, kind, label, ticked: true, requests: await build(), problem: null };
  } catch (error) {
    return { itemId, kind, label, ticked: false, requests: [], problem: describeError(error) };
  }
}

export async function planVoyagePack(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile, choices: PackChoices, sizes: MeasuredSizes): Promise<PackPlan> {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route to prepare: ${planned.message}`);
  const { plan } = planned;
  const context: PlanContext = { serviceData, sizes };
  const items: PlannedItem[] = [];

  items.push(await plannedItem('route-forecast', 'routeForecast', 'Shipping forecast along the route', () => [request(context, 'shippingRoute', routeForecastRequest(voyage).built.query)]));

  // The compared models are planned first: planning reads the catalogues (paid as planning), so
  // the catalogue item after them counts them as cached, not a second time.
  const comparedItems: PlannedItem[] = [];
  for (const compared of choices.comparedModels) {
    comparedItems.push(
      await plannedItem(`model-${compared.area}-${compared.model}`, 'comparedModel', `${compared.model} (${compared.area}) compared along the route`, async () => {
        const built = await modelComparisonRequest(serviceData, voyage, compared);
        const query = built.operation === 'weatherTimeseriesRoute' ? { ...built.query, levels: built.query.levels ?? built.query.elements.map(() => '') } : built.query;
        return [request(context, built.operation, query)];
      }),
    );
  }
  // The Forecast tab lists the models it can compare from these two catalogues whenever it opens.
  const departure = voyage.waypoints[0]!;
  const weatherCatalogue = timeseriesCatalogueQuery('weather', departure);
  items.push(
    await plannedItem('model-catalogues', 'comparedModel', 'Model catalogues the Forecast tab compares from', () => [
      request(context, 'marineTimeseriesModels', {}),
      request(context, 'weatherTimeseriesModels', { lat: weatherCatalogue.lat ?? departure.lat, lon: weatherCatalogue.lon ?? departure.lon }),
    ]),
    ...comparedItems,
  );

  items.push(
    await plannedItem('ensemble', 'ensemble', 'Marine ensemble along the route', async () => {
      const built = await ensembleAlongRouteRequest(serviceData, voyage, profile);
      return [request(context, 'marineEnsembleModels', {}), ...built.queries.map((query) => request(context, 'marineEnsemblePoint', query))];
    }),
  );

  items.push(await plannedItem('storms', 'storms', 'Active storms', () => [request(context, 'storms', {})]));

  const { departureWindow } = choices;
  if (departureWindow !== null) {
    items.push(
      await plannedItem('departures', 'departures', `Best departure: every ${departureWindow.everyHours} h over the next ${departureWindow.windowHours} h`, () => {
        const window = departureWindowSchema.parse({ voyageId: voyage.id, ...departureWindow });
        // Each departure's route forecast, as the Forecast tab asks them, and the storms it holds them against.
        return [request(context, 'storms', departureStormsQuery), ...departureRequests(voyage, window).map((each) => request(context, 'shippingRoute', each.built.query))];
      }),
    );
  }

  const box = routeLayerBox(voyage);
  const spanHours = (plan.etaUtcMs - plan.etdUtcMs) / 3_600_000 + 2 * layerSpanMarginHours;
  for (const layer of choices.layers) {
    items.push(
      await plannedItem(layerItemId(layer), 'mapLayer', `Weather map: ${layer.element}${layer.level === undefined ? '' : ` at ${layer.level}`} (${layer.model}) over the route`, () => {
        const listing = request(context, 'weatherMapsLayers', packLayerQuery(layer, box));
        // The steps are known once the layer answers; until then their bytes are a guess.
        const guessedSteps = Math.ceil(spanHours / (sizes.layerStepHours(layer.model) ?? typicalLayerStepHours)) + 1;
        return [{ ...listing, bytesEstimated: listing.bytesEstimated + guessedSteps * expectedLayerImageBytes(sizes.bytesPerLayerImage) }];
      }),
    );
  }

  for (const place of choices.places) {
    const role = place.role === 'departure port' ? 'departure' : 'arrival';
    items.push(
      await plannedItem(`port-weather-${role}`, 'portWeather', `Weather and climate at ${place.name} (${role})`, () => [
        request(context, 'weatherForecast', placeForecastQuery(place, 'default')),
        request(context, 'weatherClimate', placeClimateQuery(place, defaultClimatePeriod)),
      ]),
    );
  }

  items.push(await plannedItem('ports', 'ports', 'Ports list', () => [request(context, 'portList', { size: [...portSizes] }), request(context, 'portList', {})]));

  const named = [...new Map(choices.portsNamed.map((port) => [`${port.lat},${port.lon}`, port])).values()];
  if (named.length > 0) {
    items.push(
      await plannedItem('places', 'places', `Places the voyage names (time zones of ${named.length} ports)`, () =>
        named.map((port) => request(context, 'geoNearby', { lat: port.lat, lon: port.lon, limit: placesAroundPort })),
      ),
    );
  }

  // The Routing tab's call with its default options, planned by the routing's own functions: the
  // maps catalogue, then each layers answer (their step images added as each answers).
  items.push({
    ...(await plannedItem(routingFieldsItemId, 'routingFields', "Weather routing's fields: wind, waves and current over the routing region", async () => {
      const layers = await routingLayerRequests(serviceData, sizes, voyage, plan, profile);
      return [request(context, 'weatherMapsModels', mapsCatalogueQuery), ...layers];
    })),
    ticked: false,
  });

  const unticked = new Set(choices.untickedItemIds);
  const ticked = new Set(choices.tickedItemIds);
  const chosen = (item: PlannedItem): PlannedItem => (item.problem === null && ticked.has(item.itemId) ? { ...item, ticked: true } : item);
  return { voyage, plan, items: askedOnce(items.map((item) => (unticked.has(item.itemId) ? { ...item, ticked: false } : chosen(item)))) };
}

/**
 * A question two ticked items both ask (the departure now is the route forecast itself; the best
 * departure's storms are the storms item's) is paid by the first: by the time the second asks it
 * the answer is cached, so there it costs nothing and brings nothing over the link.
 */
function askedOnce(items: PlannedItem[]): PlannedItem[] {
  const asked = new Set<string>();
  return items.map((item) => {
    if (!item.ticked) return item;
    const requests = item.requests.map((each) => {
      const key = JSON.stringify([each.operation, each.query, each.imageTime]);
      if (!asked.has(key)) {
        asked.add(key);
        return each;
      }
      return { ...each, creditsEstimated: 0, bytesEstimated: 0 };
    });
    return { ...item, requests };
  });
}

/**
 * The layers answers the Routing tab's call asks with its default options, as the routing plans
 * them (its region with room for the storms a fresh cached answer holds, else for any; its models;
 * a cached wider layer preferred), each with the bytes of the step images it brings (one a field
 * time). Planned again when the pack reaches the item, once its storms are packed: the routing
 * then asks for the region those storms leave.
 */
export async function routingLayerRequests(serviceData: ServiceData, sizes: MeasuredSizes, voyage: Voyage, plan: VoyagePlan, profile: VesselProfile): Promise<NewPackRequest[]> {
  const input = weatherRoutingInputSchema.parse({ voyageId: voyage.id });
  const fields = await planRoutingFields(serviceData, voyage, await routingRegionNow(serviceData, plan, profile, input.fieldStepHours), input);
  if (fields.layerQueries.length === 0) throw new PassageError('no_fields', `No model gives weather over this voyage's region: ${fields.notes.join(' ')}`);
  const images = fields.grid.timesUtcMs.length * expectedLayerImageBytes(sizes.bytesPerLayerImage);
  return fields.layerQueries.map((query) => {
    const listing = request({ serviceData, sizes }, 'weatherMapsLayers', query);
    return { ...listing, bytesEstimated: listing.bytesEstimated + images };
  });
}

/** The image request of one layer step: the layers query and the step, asked through fetchLayerImage. */
export function layerImageRequest(query: unknown, stepSec: number, bytesPerLayerImage: number | null): NewPackRequest {
  return { operation: layerImageOperation, query, imageTime: stepSec, creditsEstimated: 0, bytesEstimated: expectedLayerImageBytes(bytesPerLayerImage) };
}
