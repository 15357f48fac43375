import type { OperationName, OperationQuery } from '../../shared/service/endpoints';
import type { Handlers } from '../router';
import type { ServiceData } from './service-data';
import { createWeatherLayerViews } from './weather-layer-view';

type ServiceCallName =
  | 'getPorts'
  | 'getStorms'
  | 'searchPlaces'
  | 'findPlacesNearby'
  | 'getShippingRoute'
  | 'getShippingPoint'
  | 'getMarineEnsemblePoint'
  | 'getMarineEnsembleModels'
  | 'getMarineTimeseriesModels'
  | 'getMarineTimeseriesRoute'
  | 'getWeatherTimeseriesModels'
  | 'getWeatherTimeseriesRoute'
  | 'getWeatherMapsModels'
  | 'getTrafficOverview'
  | 'getTrafficGeo'
  | 'searchTransitPlaces'
  | 'getWeatherMapsLayers'
  | 'getWeatherMapsLayerImage'
  | 'getWeatherLayerView'
  | 'estimateWeatherLayerView'
  | 'getWeatherRadar'
  | 'getWeatherRadarImage'
  | 'getWeatherForecast'
  | 'getWeatherClimate'
  | 'getLegacyForecast'
  | 'estimateCredits'
  | 'getConnectionStatus'
  | 'setOfflineMode';

export function serviceDataHandlers(data: ServiceData): Pick<Handlers, ServiceCallName> {
  const layerViews = createWeatherLayerViews(data);
  function answer<N extends OperationName>(operation: N) {
    return (input: { query: unknown; pinForVoyageId?: string | undefined }) =>
      data.fetch(operation, input.query as OperationQuery<N>, { pinForVoyageId: input.pinForVoyageId });
  }
  return {
    getPorts: answer('portList'),
    getStorms: answer('storms'),
    searchPlaces: answer('geoSearch'),
    findPlacesNearby: answer('geoNearby'),
    getShippingRoute: answer('shippingRoute'),
    getShippingPoint: answer('shippingPoint'),
    getMarineEnsemblePoint: answer('marineEnsemblePoint'),
    getMarineEnsembleModels: answer('marineEnsembleModels'),
    getMarineTimeseriesModels: answer('marineTimeseriesModels'),
    getMarineTimeseriesRoute: answer('marineTimeseriesRoute'),
    getWeatherTimeseriesModels: answer('weatherTimeseriesModels'),
    getWeatherTimeseriesRoute: answer('weatherTimeseriesRoute'),
    getWeatherMapsModels: answer('weatherMapsModels'),
    getTrafficOverview: answer('trafficOverview'),
    getTrafficGeo: answer('trafficGeo'),
    searchTransitPlaces: answer('transitPlannerSearch'),
    getWeatherMapsLayers: answer('weatherMapsLayers'),
    getWeatherMapsLayerImage: ({ query, timestamp, pinForVoyageId }) => data.fetchLayerImage(query, timestamp, { pinForVoyageId }),
    getWeatherLayerView: (input) => layerViews.view(input),
    estimateWeatherLayerView: (input) => layerViews.estimate(input),
    getWeatherRadar: answer('weatherRadar'),
    getWeatherRadarImage: ({ query, time, pinForVoyageId }) => data.fetchRadarImage(query, time, { pinForVoyageId }),
    getWeatherForecast: answer('weatherForecast'),
    getWeatherClimate: answer('weatherClimate'),
    getLegacyForecast: answer('legacyForecast'),
    estimateCredits: ({ operation, query }) => ({
      credits: data.estimateCredits(operation, query as never),
      creditsToSpend: data.creditsToFetch(operation, query as never),
    }),
    // Answered after a handshake with the service's host (refused at once when it is gone; at most
    // a few seconds on a dead link), so a page that just loaded shows the truth, not a guess.
    getConnectionStatus: async () => {
      await data.checkReachable();
      return data.connection();
    },
    setOfflineMode: ({ offline }) => {
      data.setOfflineMode(offline);
      return data.connection();
    },
  };
}
