import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVoyage } from '../store/voyages-table';
import { estimateModelComparison, fetchModelComparison, modelComparisonRequest } from './model-comparison';

type ModelComparisonCallName = 'modelAlongRoute' | 'estimateModelAlongRoute';

/** The contract calls of other models along the route; app.ts spreads them into its handlers. */
export function modelComparisonHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, ModelComparisonCallName> {
  return {
    modelAlongRoute: async ({ voyageId, ...input }) => fetchModelComparison(serviceData, await modelComparisonRequest(serviceData, getVoyage(passageDb, voyageId), input)),
    estimateModelAlongRoute: async ({ voyageId, ...input }) => estimateModelComparison(serviceData, await modelComparisonRequest(serviceData, getVoyage(passageDb, voyageId), input)),
  };
}
