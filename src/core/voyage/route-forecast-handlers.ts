import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { findVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { compareDepartures, estimateDepartureComparison } from './departure-comparison';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from './route-forecast';

type RouteForecastCallName = 'forecastRoute' | 'estimateRouteForecast' | 'compareDepartures' | 'estimateDepartureComparison';

/** The contract calls of the forecast along the route; app.ts spreads them into its handlers. */
export function routeForecastHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, RouteForecastCallName> {
  return {
    forecastRoute: ({ voyageId, cacheOnly, freshOnly }) => fetchRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId)), { cacheOnly, freshOnly }),
    estimateRouteForecast: ({ voyageId }) => estimateRouteForecast(serviceData, routeForecastRequest(getVoyage(passageDb, voyageId))),
    compareDepartures: (window) => {
      const voyage = getVoyage(passageDb, window.voyageId);
      return compareDepartures(serviceData, voyage, findVesselProfile(passageDb, voyage.vesselProfileId), window);
    },
    estimateDepartureComparison: (window) => estimateDepartureComparison(serviceData, getVoyage(passageDb, window.voyageId), window),
  };
}
