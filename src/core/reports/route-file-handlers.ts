import type { Handlers } from '../router';
import type { Store } from '../store/open-store';
import { findVesselProfile, getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { defaultVesselProfile, defaultVesselProfileId } from '../../shared/voyage/vessel-profile';
import { exportRouteFile } from './route-export';
import type { RouteFileLimits } from './route-file-limits';
import type { DataSource } from '../../shared/service/answer-provenance';
import { importRouteFile } from './route-import';
import type { RouteChecker } from '../route-check/route-checker';
import { routeCheckWarningTexts } from './export-route-check';

/**
 * importRoute and exportRoute; app.ts spreads them into its handlers. An import has no voyage
 * yet, so legs without a speed get the default vessel profile's service speed. An export says
 * whether Passage is on demo data, like every export.
 */
export function routeFileHandlers(
  store: Store,
  options: { limits?: RouteFileLimits; dataSource: () => DataSource; checker: RouteChecker; now: () => number },
): Pick<Handlers, 'importRoute' | 'exportRoute'> {
  const { limits } = options;
  const { passageDb } = store;
  return {
    importRoute: async ({ choice, toleranceNm, ...file }) => {
      const vessel = findVesselProfile(passageDb, defaultVesselProfileId) ?? defaultVesselProfile;
      const imported = await importRouteFile(file, { defaultSpeedKn: vessel.serviceSpeedKn, ...(limits ? { limits } : {}), ...(choice ? { choice } : {}), ...(toleranceNm ? { toleranceNm } : {}) });
      // Said on import, before the route becomes a voyage: a file from another system may run over land.
      return { ...imported, warnings: [...imported.warnings, ...routeCheckWarningTexts(await options.checker.check(imported, vessel.coastSafetyDistanceNm, vessel.draftM))] };
    },
    exportRoute: async ({ voyageId, format, portClocks }) => {
      const voyage = getVoyage(passageDb, voyageId);
      const vessel = getVesselProfile(passageDb, voyage.vesselProfileId);
      const routeCheck = { result: await options.checker.check(voyage, vessel.coastSafetyDistanceNm, vessel.draftM), checkedAtUtcMs: options.now() };
      return exportRouteFile(voyage, vessel, format, { provenance: { dataSource: options.dataSource(), routeCheck }, ...(portClocks ? { portClocks } : {}) });
    },
  };
}
