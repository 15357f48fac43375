import type { Handlers } from '../router';
import type { RouteChecker } from '../route-check/route-checker';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { exportForecastRouteFile } from './forecast-route-export';

/**
 * exportForecastRoute; app.ts spreads it into its handlers. Refusals keep their code and words (the
 * router translates them). The route is checked against land as exported, and the file says so.
 */
export function forecastExportHandlers(passageDb: WritableDatabase, serviceData: ServiceData, routeCheck: { checker: RouteChecker; now: () => number }): Pick<Handlers, 'exportForecastRoute'> {
  return {
    exportForecastRoute: async ({ voyageId, format, portClocks }) => {
      const voyage = getVoyage(passageDb, voyageId);
      const vessel = getVesselProfile(passageDb, voyage.vesselProfileId);
      const check = { result: await routeCheck.checker.check(voyage, vessel.coastSafetyDistanceNm, vessel.draftM), checkedAtUtcMs: routeCheck.now() };
      return exportForecastRouteFile(serviceData, voyage, vessel, format, check, portClocks);
    },
  };
}
