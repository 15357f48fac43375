import type { Handlers } from '../router';
import { asPassageError } from '../service-data/service-data-handlers';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVoyage } from '../store/voyages-table';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from './route-forecast';

type RouteForecastCallName = 'forecastRoute' | 'estimateRouteForecast';

/** The contract calls of the forecast along the route; app.ts spreads them into its handlers. */
export function routeForecastHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, RouteForecastCallName> {
  return {
    forecastRoute: async ({ voyageId }) => {
      try {
        return await fetchRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId)));
      } catch (error) {
        throw asPassageError(error);
      }
    },
    estimateRouteForecast: ({ voyageId }) => {
      try {
        return estimateRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId)));
      } catch (error) {
        throw asPassageError(error);
      }
    },
  };
}
