import { z } from 'zod';
import { forecastCredits, routeCredits } from './credits';
import {
  marineEnsembleModelsQuerySchema,
  marineEnsembleModelsResponseSchema,
  marineEnsemblePointQuerySchema,
  marineEnsemblePointResponseSchema,
  weatherEnsembleModelsQuerySchema,
  weatherEnsembleModelsResponseSchema,
  weatherEnsemblePointQuerySchema,
  weatherEnsemblePointResponseSchema,
} from './ensemble';
import {
  geoNearbyQuerySchema,
  geoNearbyResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from './geo';
import { legacyForecastQuerySchema, legacyForecastResponseSchema } from './legacy';
import {
  weatherMapsLayersQuerySchema,
  weatherMapsLayersResponseSchema,
  weatherMapsModelsQuerySchema,
  weatherMapsModelsResponseSchema,
} from './maps';
import { marineTimeseriesModelsQuerySchema, marineTimeseriesModelsResponseSchema } from './marine';
import { portListQuerySchema, portListResponseSchema } from './ports';
import {
  shippingPointQuerySchema,
  shippingPointResponseSchema,
  shippingRouteQuerySchema,
  shippingRouteResponseSchema,
} from './shipping';
import { stormsQuerySchema, stormsResponseSchema } from './storms';
import {
  marinePointResponseSchema,
  marineRouteResponseSchema,
  marineTimeseriesPointQuerySchema,
  marineTimeseriesRouteQuerySchema,
  weatherPointResponseSchema,
  weatherRouteResponseSchema,
  weatherTimeseriesModelsQuerySchema,
  weatherTimeseriesModelsResponseSchema,
  weatherTimeseriesPointQuerySchema,
  weatherTimeseriesRouteQuerySchema,
} from './timeseries';
import {
  trafficGeoQuerySchema,
  trafficGeoResponseSchema,
  trafficOverviewQuerySchema,
  trafficOverviewResponseSchema,
} from './traffic';
import { transitPlannerSearchQuerySchema, transitPlannerSearchResponseSchema } from './transit';
import {
  weatherClimateQuerySchema,
  weatherClimateResponseSchema,
  weatherForecastQuerySchema,
  weatherForecastResponseSchema,
  weatherRadarQuerySchema,
  weatherRadarResponseSchema,
} from './weather';
import { noClimateAnswer, noClimateDataWords } from './climate-coverage';

/** How the key travels: api_key on every v1 endpoint, token on the legacy forecast. */
export type KeyPlacement = 'api_key' | 'token';

/**
 * One HTTP operation of the service. The demo service serves it, the client calls it, the proxy
 * checks it, all from this one row: the path and the names are written nowhere else.
 */
export interface EndpointDefinition<
  Q extends z.ZodObject = z.ZodObject,
  R extends z.ZodType = z.ZodType,
> {
  /** Same as its key in `endpoints`. */
  operation: string;
  path: string;
  /** The query as an object: lists as arrays, numbers as numbers, defaults applied on parse. */
  query: Q;
  /** The 200 body. */
  response: R;
  key: KeyPlacement;
  /** Credits the request costs, from the parsed query. */
  credits: (query: z.output<Q>) => number;
  /**
   * A status by which the service says "no data for this place" rather than "fault": read as an
   * empty answer with these words as its warning, never retried (every retry costs credits), and
   * cached like any answer.
   */
  noData?: { status: number; words: string; answer(query: z.output<Q>): unknown };
}

const oneCredit = (): number => 1;

function defineEndpoint<const N extends string, Q extends z.ZodObject, R extends z.ZodType>(
  definition: {
    operation: N;
    path: string;
    query: Q;
    response: R;
    key?: KeyPlacement;
    credits?: (query: z.output<Q>) => number;
    noData?: EndpointDefinition<Q, R>['noData'];
  },
): EndpointDefinition<Q, R> & { operation: N } {
  return {
    operation: definition.operation,
    path: definition.path,
    query: definition.query,
    response: definition.response,
    key: definition.key ?? 'api_key',
    credits: definition.credits ?? oneCredit,
    ...(definition.noData === undefined ? {} : { noData: definition.noData }),
  };
}

export const endpoints = {
  geoSearch: defineEndpoint({
    operation: 'geoSearch',
    path: '/v1/geo/search',
    query: geoSearchQuerySchema,
    response: geoSearchResponseSchema,
  }),
  geoNearby: defineEndpoint({
    operation: 'geoNearby',
    path: '/v1/geo/nearby',
    query: geoNearbyQuerySchema,
    response: geoNearbyResponseSchema,
  }),
  weatherForecast: defineEndpoint({
    operation: 'weatherForecast',
    path: '/v1/weather/forecast',
    query: weatherForecastQuerySchema,
    response: weatherForecastResponseSchema,
    credits: forecastCredits,
  }),
  weatherRadar: defineEndpoint({
    operation: 'weatherRadar',
    path: '/v1/weather/radar',
    query: weatherRadarQuerySchema,
    response: weatherRadarResponseSchema,
  }),
  weatherClimate: defineEndpoint({
    operation: 'weatherClimate',
    path: '/v1/weather/climate',
    query: weatherClimateQuerySchema,
    response: weatherClimateResponseSchema,
    // Outside the climate's coverage the service answers HTTP 500 (docs/platform-facts.md).
    noData: { status: 500, words: noClimateDataWords, answer: noClimateAnswer },
  }),
  weatherTimeseriesPoint: defineEndpoint({
    operation: 'weatherTimeseriesPoint',
    path: '/v1/weather/timeseries/point',
    query: weatherTimeseriesPointQuerySchema,
    response: weatherPointResponseSchema,
  }),
  weatherTimeseriesRoute: defineEndpoint({
    operation: 'weatherTimeseriesRoute',
    path: '/v1/weather/timeseries/route',
    query: weatherTimeseriesRouteQuerySchema,
    response: weatherRouteResponseSchema,
    credits: routeCredits,
  }),
  weatherTimeseriesModels: defineEndpoint({
    operation: 'weatherTimeseriesModels',
    path: '/v1/weather/timeseries/models',
    query: weatherTimeseriesModelsQuerySchema,
    response: weatherTimeseriesModelsResponseSchema,
  }),
  weatherEnsembleModels: defineEndpoint({
    operation: 'weatherEnsembleModels',
    path: '/v1/weather/ensemble/models',
    query: weatherEnsembleModelsQuerySchema,
    response: weatherEnsembleModelsResponseSchema,
  }),
  weatherEnsemblePoint: defineEndpoint({
    operation: 'weatherEnsemblePoint',
    path: '/v1/weather/ensemble/point',
    query: weatherEnsemblePointQuerySchema,
    response: weatherEnsemblePointResponseSchema,
  }),
  weatherMapsModels: defineEndpoint({
    operation: 'weatherMapsModels',
    path: '/v1/weather/maps/models',
    query: weatherMapsModelsQuerySchema,
    response: weatherMapsModelsResponseSchema,
  }),
  weatherMapsLayers: defineEndpoint({
    operation: 'weatherMapsLayers',
    path: '/v1/weather/maps/layers',
    query: weatherMapsLayersQuerySchema,
    response: weatherMapsLayersResponseSchema,
  }),
  marineTimeseriesModels: defineEndpoint({
    operation: 'marineTimeseriesModels',
    path: '/v1/marine/timeseries/models',
    query: marineTimeseriesModelsQuerySchema,
    response: marineTimeseriesModelsResponseSchema,
  }),
  marineTimeseriesPoint: defineEndpoint({
    operation: 'marineTimeseriesPoint',
    path: '/v1/marine/timeseries/point',
    query: marineTimeseriesPointQuerySchema,
    response: marinePointResponseSchema,
  }),
  marineTimeseriesRoute: defineEndpoint({
    operation: 'marineTimeseriesRoute',
    path: '/v1/marine/timeseries/route',
    query: marineTimeseriesRouteQuerySchema,
    response: marineRouteResponseSchema,
    credits: routeCredits,
  }),
  marineEnsembleModels: defineEndpoint({
    operation: 'marineEnsembleModels',
    path: '/v1/marine/ensemble/models',
    query: marineEnsembleModelsQuerySchema,
    response: marineEnsembleModelsResponseSchema,
  }),
  marineEnsemblePoint: defineEndpoint({
    operation: 'marineEnsemblePoint',
    path: '/v1/marine/ensemble/point',
    query: marineEnsemblePointQuerySchema,
    response: marineEnsemblePointResponseSchema,
  }),
  shippingPoint: defineEndpoint({
    operation: 'shippingPoint',
    path: '/v1/marine/shipping/point',
    query: shippingPointQuerySchema,
    response: shippingPointResponseSchema,
  }),
  shippingRoute: defineEndpoint({
    operation: 'shippingRoute',
    path: '/v1/marine/shipping/route',
    query: shippingRouteQuerySchema,
    response: shippingRouteResponseSchema,
  }),
  portList: defineEndpoint({
    operation: 'portList',
    path: '/v1/port/list',
    query: portListQuerySchema,
    response: portListResponseSchema,
  }),
  storms: defineEndpoint({
    operation: 'storms',
    path: '/v1/storms',
    query: stormsQuerySchema,
    response: stormsResponseSchema,
  }),
  trafficOverview: defineEndpoint({
    operation: 'trafficOverview',
    path: '/v1/traffic/overview',
    query: trafficOverviewQuerySchema,
    response: trafficOverviewResponseSchema,
  }),
  trafficGeo: defineEndpoint({
    operation: 'trafficGeo',
    path: '/v1/traffic/geo',
    query: trafficGeoQuerySchema,
    response: trafficGeoResponseSchema,
  }),
  transitPlannerSearch: defineEndpoint({
    operation: 'transitPlannerSearch',
    path: '/v1/transit/planner/search',
    query: transitPlannerSearchQuerySchema,
    response: transitPlannerSearchResponseSchema,
  }),
  legacyForecast: defineEndpoint({
    operation: 'legacyForecast',
    path: '/weather/v1/forecast',
    query: legacyForecastQuerySchema,
    response: legacyForecastResponseSchema,
    key: 'token',
  }),
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type OperationName = keyof Endpoints;
export type OperationQuery<N extends OperationName> = z.input<Endpoints[N]['query']>;
export type ParsedOperationQuery<N extends OperationName> = z.output<Endpoints[N]['query']>;
export type OperationResponse<N extends OperationName> = z.output<Endpoints[N]['response']>;
/** A 200 body as the service sends it (before reading: coordinates may be strings, ...). */
export type OperationAnswer<N extends OperationName> = z.input<Endpoints[N]['response']>;

export const operationNames = Object.keys(endpoints) as OperationName[];

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}

/** The operation served at a path, for the demo service's router and the proxy's allow-list. */
export function operationForPath(path: string): OperationName | undefined {
  return operationNames.find((name) => endpoints[name].path === path);
}

/** Credits of a request, from its parsed query (the typed door to each row's credit rule). */
export function creditsFor<N extends OperationName>(
  operation: N,
  query: ParsedOperationQuery<N>,
): number {
  const credits = endpoints[operation].credits as (query: ParsedOperationQuery<N>) => number;
  return credits(query);
}
