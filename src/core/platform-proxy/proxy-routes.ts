import { endpoints, type OperationName } from '../../shared/service/endpoints';

/**
 * The proxy route's seven public paths (spec, "Platform proxy route"). Each names its operation in
 * the endpoint table, which holds the upstream path and the query schema (required parameters,
 * "lat and lon together"): nothing here repeats them.
 */

/** maps-catalogue: the key goes as apiKeyQueryParam (default token) or a header; api_key: always api_key. */
export type ProxyKeyStyle = 'maps-catalogue' | 'api_key';

export interface ProxyRoute {
  operation: OperationName;
  keyStyle: ProxyKeyStyle;
}

export const proxyRoutes = {
  models: { operation: 'weatherMapsModels', keyStyle: 'maps-catalogue' },
  'timeseries-models': { operation: 'weatherTimeseriesModels', keyStyle: 'api_key' },
  'timeseries-point-forecast': { operation: 'weatherTimeseriesPoint', keyStyle: 'api_key' },
  'ensemble-models': { operation: 'weatherEnsembleModels', keyStyle: 'api_key' },
  'ensemble-point-forecast': { operation: 'weatherEnsemblePoint', keyStyle: 'api_key' },
  'marine-timeseries-models': { operation: 'marineTimeseriesModels', keyStyle: 'api_key' },
  'marine-timeseries-point-forecast': { operation: 'marineTimeseriesPoint', keyStyle: 'api_key' },
} as const satisfies Record<string, ProxyRoute>;

export type ProxyRouteName = keyof typeof proxyRoutes;

export const proxyRouteNames = Object.keys(proxyRoutes) as ProxyRouteName[];

export function proxyRouteFor(segment: string): ProxyRoute | undefined {
  return Object.prototype.hasOwnProperty.call(proxyRoutes, segment) ? proxyRoutes[segment as ProxyRouteName] : undefined;
}

export function upstreamPathOf(route: ProxyRoute): string {
  return endpoints[route.operation].path;
}
