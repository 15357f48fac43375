import { creditWords } from '../../shared/format/credit-words';
import type { PortClock } from '../../shared/format/local-time';
import type { ExportedRouteFile, RouteFileFormat } from '../../shared/voyage/route-file';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { StoreError } from '../store/store-errors';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { forecastProvenance } from './export-provenance';
import { routeCheckWarningTexts, type ExportRouteCheck } from './export-route-check';
import { writeForecastCsv } from './forecast-csv-write';
import { checkExportable, exportRouteFile, fileNameFor, routeFileMediaTypes } from './route-export';
import { forecastAtWaypoints } from './route-forecast-values';

/**
 * A saved voyage's route file with the forecast along it: RTZ with a calculated schedule, GPX with
 * the weather at each point's ETA, or the along-route forecast as a CSV table. Exporting never
 * spends credits: the forecast must be the one already cached for the saved route (fetched in
 * the Forecast tab), or the service out of reach (offline), when the cache answers whatever its age.
 * The file is always read from the cache alone, so nothing can turn into a request on the way.
 */
export const forecastNotCachedCode = 'forecast_not_cached';

export async function exportForecastRouteFile(
  serviceData: ServiceData,
  voyage: Voyage,
  vessel: VesselProfile,
  format: RouteFileFormat,
  routeCheck?: ExportRouteCheck,
  portClocks: readonly (PortClock | null)[] = [],
): Promise<ExportedRouteFile> {
  checkExportable(voyage);
  const request = routeForecastRequest(voyage);
  // With the service in reach, a stale forecast has a newer run to fetch first; out of reach (or
  // offline by choice) the cached one is all there is, exported with its age in the provenance.
  const connection = serviceData.connection();
  if (!connection.offlineMode && connection.reachable) {
    const { creditsToSpend } = estimateRouteForecast(serviceData, request);
    if (creditsToSpend > 0) {
      throw new PassageError(
        forecastNotCachedCode,
        `The forecast along "${voyage.name}" as saved is not in the cache, or a newer model run has made it stale (fetching it would cost ${creditWords(creditsToSpend, serviceData.source().dataSource)}), and an export never spends credits. Fetch the forecast in the Forecast tab first, or export the route without forecast from the Route tab.`,
      );
    }
  }
  const answer = await fetchRouteForecast(serviceData, request, { cacheOnly: true }).catch((error: unknown) => {
    if (error instanceof StoreError && (error.code === 'nothing_cached' || error.code === 'offline_nothing_cached')) {
      throw new PassageError(
        forecastNotCachedCode,
        `The forecast along "${voyage.name}" as saved is not in the cache, and the service cannot be asked now. Fetch it in the Forecast tab when the service is in reach, or export the route without forecast from the Route tab.`,
      );
    }
    throw error;
  });
  const series = answer.value;
  const provenance = forecastProvenance(answer.provenance.dataSource, series, answer.provenance.fetchedAtMs, routeCheck);
  if (format === 'csv') {
    return { fileName: fileNameFor(voyage.name, 'csv', ' forecast'), mediaType: routeFileMediaTypes.csv, text: writeForecastCsv(series, provenance, portClocks), warnings: routeCheck ? routeCheckWarningTexts(routeCheck.result) : [], sizeNote: null };
  }
  return exportRouteFile(voyage, vessel, format, { provenance, forecastAtWaypoints: forecastAtWaypoints(series) });
}
