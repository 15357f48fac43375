import type { Handlers } from '../router';
import { asPassageError } from '../service-data/service-data-handlers';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { ensembleAlongRouteRequest, estimateEnsembleAlongRoute, fetchEnsembleAlongRoute } from './ensemble-along-route';

type EnsembleAlongRouteCallName = 'ensembleAlongRoute' | 'estimateEnsembleAlongRoute';

/** The contract calls of the marine ensemble along the route; app.ts spreads them into its handlers. */
export function ensembleAlongRouteHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, EnsembleAlongRouteCallName> {
  async function request(voyageId: string, everyHours: number | undefined) {
    const voyage = getVoyage(passageDb, voyageId);
    return ensembleAlongRouteRequest(serviceData, voyage, getVesselProfile(passageDb, voyage.vesselProfileId), everyHours);
  }
  return {
    ensembleAlongRoute: async ({ voyageId, everyHours }) => {
      try {
        return await fetchEnsembleAlongRoute(serviceData, await request(voyageId, everyHours));
      } catch (error) {
        throw asPassageError(error);
      }
    },
    estimateEnsembleAlongRoute: async ({ voyageId, everyHours }) => {
      try {
        return estimateEnsembleAlongRoute(serviceData, await request(voyageId, everyHours));
      } catch (error) {
        throw asPassageError(error);
      }
    },
  };
}
