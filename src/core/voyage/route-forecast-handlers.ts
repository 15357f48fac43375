import type { Handlers } from '../router';
import { asPassageError } from '../service-data/service-data-handlers';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { findVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { compareDepartures, estimateDepartureComparison } from './departure-comparison';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from './route-forecast';

type RouteForecastCallName = 'forecastRoute' | 'estimateRouteForecast' | 'compareDepartures' | 'estimateDepartureComparison';

/** Errors of the service and the store reach the renderer with their code. */
async function speaking<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asPassageError(error);
  }
}

/** The contract calls of the forecast along the route; app.ts spreads them into its handlers. */
export function routeForecastHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, RouteForecastCallName> {
  return {
    forecastRoute: ({ voyageId }) => speaking(() => fetchRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId)))),
    estimateRouteForecast: ({ voyageId }) => speaking(() => estimateRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId)))),
    compareDepartures: (window) =>
      speaking(() => {
        const voyage = getVoyage(passageDb, window.voyageId);
        return compareDepartures(serviceData, voyage, findVesselProfile(passageDb, voyage.vesselProfileId), window);
      }),
    estimateDepartureComparison: (window) => speaking(() => estimateDepartureComparison(serviceData, getVoyage(passageDb, window.voyageId), window)),
  };
}
