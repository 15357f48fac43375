import type { EnsembleAlongRouteInput } from '../../shared/voyage/ensemble-along-route-result';
import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { ensembleAlongRouteRequest, estimateEnsembleAlongRoute, fetchEnsembleAlongRoute } from './ensemble-along-route';

type EnsembleAlongRouteCallName = 'ensembleAlongRoute' | 'estimateEnsembleAlongRoute';

/** The contract calls of the marine ensemble along the route; app.ts spreads them into its handlers. */
export function ensembleAlongRouteHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, EnsembleAlongRouteCallName> {
  async function request({ voyageId, everyHours, catalogueFromCache }: EnsembleAlongRouteInput) {
    const voyage = getVoyage(passageDb, voyageId);
    return ensembleAlongRouteRequest(serviceData, voyage, getVesselProfile(passageDb, voyage.vesselProfileId), everyHours, { catalogueFromCache });
  }
  return {
    ensembleAlongRoute: async (input) => fetchEnsembleAlongRoute(serviceData, await request(input)),
    estimateEnsembleAlongRoute: async (input) => estimateEnsembleAlongRoute(serviceData, await request(input)),
  };
}
