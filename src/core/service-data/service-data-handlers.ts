import type { OperationName, OperationQuery } from '../../shared/service/endpoints';
import { PassageError, type Handlers } from '../router';
import { isServiceError } from '../service-client/errors';
import { StoreError } from '../store/store-errors';
import { NoServiceError, type ServiceData } from './service-data';

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
  | 'estimateCredits'
  | 'getConnectionStatus'
  | 'setOfflineMode';

/** The service's, the store's and the missing service's errors reach the renderer whole: code, message, details. */
export function asPassageError(error: unknown): unknown {
  if (isServiceError(error)) {
    const { code, message, details } = error.toJSON();
    return new PassageError(code, message, details);
  }
  if (error instanceof StoreError || error instanceof NoServiceError) return new PassageError(error.code, error.message);
  return error;
}

async function speaking<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asPassageError(error);
  }
}

export function serviceDataHandlers(data: ServiceData): Pick<Handlers, ServiceCallName> {
  function answer<N extends OperationName>(operation: N) {
    return (input: { query: unknown; pinForVoyageId?: string | undefined }) =>
      speaking(() => data.fetch(operation, input.query as OperationQuery<N>, { pinForVoyageId: input.pinForVoyageId }));
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
    estimateCredits: ({ operation, query }) =>
      speaking(() => ({
        credits: data.estimateCredits(operation, query as never),
        creditsToSpend: data.creditsToFetch(operation, query as never),
      })),
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
