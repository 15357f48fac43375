import type { OperationName, ParsedOperationQuery } from '../shared/service/endpoints';
import type { Answer, ServiceState } from './service-state';
import {
  marineEnsembleModelsAnswer,
  marineTimeseriesModels,
  weatherEnsembleModelsAnswer,
  weatherMapsModels,
  weatherTimeseriesModels,
} from './handlers/catalogues';
import { weatherClimate } from './handlers/climate';
import { marineEnsemblePoint, weatherEnsemblePoint } from './handlers/ensemble';
import { geoNearby, geoSearch } from './handlers/geo';
import { legacyForecast } from './handlers/legacy-forecast';
import { weatherMapsLayers } from './handlers/maps-layers';
import { portList } from './handlers/ports';
import { weatherRadar } from './handlers/radar';
import { shippingPoint, shippingRoute } from './handlers/shipping';
import { stormsAnswer } from './handlers/storms';
import {
  marineTimeseriesPoint,
  marineTimeseriesRoute,
  weatherTimeseriesPoint,
  weatherTimeseriesRoute,
} from './handlers/timeseries';
import { trafficGeo, trafficOverview } from './handlers/traffic';
import { transitPlannerSearch } from './handlers/transit-search';
import { weatherForecast } from './handlers/weather-forecast';

/** One handler per operation of the endpoint table; the mapped type makes a missing one a compile error. */
export const operationHandlers: { [N in OperationName]: (query: ParsedOperationQuery<N>, state: ServiceState) => Answer } = {
  geoSearch: (query) => geoSearch(query),
  geoNearby: (query) => geoNearby(query),
  weatherForecast,
  weatherRadar,
  weatherClimate,
  weatherTimeseriesPoint,
  weatherTimeseriesRoute,
  weatherTimeseriesModels,
  weatherEnsembleModels: weatherEnsembleModelsAnswer,
  weatherEnsemblePoint,
  weatherMapsModels,
  weatherMapsLayers,
  marineTimeseriesModels,
  marineTimeseriesPoint,
  marineTimeseriesRoute,
  marineEnsembleModels: marineEnsembleModelsAnswer,
  marineEnsemblePoint,
  shippingPoint,
  shippingRoute,
  portList: (query) => portList(query),
  storms: (_query, state) => stormsAnswer(state),
  trafficOverview: (_query, state) => trafficOverview(state),
  trafficGeo: (_query, state) => trafficGeo(state),
  transitPlannerSearch: (query) => transitPlannerSearch(query),
  legacyForecast,
};

export function runOperation<N extends OperationName>(name: N, query: ParsedOperationQuery<N>, state: ServiceState): Answer {
  const handler = operationHandlers[name] as (query: ParsedOperationQuery<N>, state: ServiceState) => Answer;
  return handler(query, state);
}
