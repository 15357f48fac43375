import { PassageError, type Handlers } from '../router';
import { asPassageError } from '../service-data/service-data-handlers';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { exportForecastRouteFile } from './forecast-route-export';
import { RouteExportError } from './route-file-error';

/** exportForecastRoute; app.ts spreads it into its handlers. Refusals keep their code and words. */
export function forecastExportHandlers(passageDb: WritableDatabase, serviceData: ServiceData): Pick<Handlers, 'exportForecastRoute'> {
  return {
    exportForecastRoute: async ({ voyageId, format }) => {
      try {
        const voyage = getVoyage(passageDb, voyageId);
        return await exportForecastRouteFile(serviceData, voyage, getVesselProfile(passageDb, voyage.vesselProfileId), format);
      } catch (error) {
        throw error instanceof RouteExportError ? new PassageError(error.code, error.message) : asPassageError(error);
      }
    },
  };
}
