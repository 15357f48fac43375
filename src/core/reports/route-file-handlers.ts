import { PassageError, type Handlers } from '../router';
import type { Store } from '../store/open-store';
import { StoreError } from '../store/store-errors';
import { findVesselProfile, getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { defaultVesselProfile, defaultVesselProfileId } from '../../shared/voyage/vessel-profile';
import { exportRouteFile } from './route-export';
import { RouteExportError, RouteFileError } from './route-file-error';
import type { RouteFileLimits } from './route-file-limits';
import type { DataSource } from '../../shared/service/answer-provenance';
import { importRouteFile } from './route-import';

/** Refusals reach the renderer with their code and message as they are. */
async function speakingErrors<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RouteFileError || error instanceof RouteExportError || error instanceof StoreError) {
      throw new PassageError(error.code, error.message);
    }
    throw error;
  }
}

/**
 * importRoute and exportRoute; app.ts spreads them into its handlers. An import has no voyage
 * yet, so legs without a speed get the default vessel profile's service speed. An export says
 * whether Passage is on demo data, like every export.
 */
export function routeFileHandlers(
  store: Store,
  options: { limits?: RouteFileLimits; dataSource: () => DataSource },
): Pick<Handlers, 'importRoute' | 'exportRoute'> {
  const { limits } = options;
  const { passageDb } = store;
  return {
    importRoute: (file) =>
      speakingErrors(() => {
        const vessel = findVesselProfile(passageDb, defaultVesselProfileId) ?? defaultVesselProfile;
        return importRouteFile(file, { defaultSpeedKn: vessel.serviceSpeedKn, ...(limits ? { limits } : {}) });
      }),
    exportRoute: ({ voyageId, format }) =>
      speakingErrors(() => {
        const voyage = getVoyage(passageDb, voyageId);
        return exportRouteFile(voyage, getVesselProfile(passageDb, voyage.vesselProfileId), format, { provenance: { dataSource: options.dataSource() } });
      }),
  };
}
