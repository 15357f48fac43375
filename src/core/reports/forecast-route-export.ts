import type { ExportedRouteFile, RouteFileFormat } from '../../shared/voyage/route-file';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { forecastProvenance } from './export-provenance';
import { writeForecastCsv } from './forecast-csv-write';
import { checkExportable, exportRouteFile, fileNameFor, routeFileMediaTypes } from './route-export';
import { forecastAtWaypoints } from './route-forecast-values';

/**
 * A saved voyage's route file with the forecast along it: RTZ with a calculated schedule, GPX with
 * the weather at each point's ETA, or the along-route forecast as a CSV table. Exporting never
 * spends credits: the forecast must be the one already cached for the saved route (fetched in
 * the Forecast tab), or Passage must be offline, when the cache answers whatever its age.
 */
export const forecastNotCachedCode = 'forecast_not_cached';

export async function exportForecastRouteFile(serviceData: ServiceData, voyage: Voyage, vessel: VesselProfile, format: RouteFileFormat): Promise<ExportedRouteFile> {
  checkExportable(voyage);
  const request = routeForecastRequest(voyage);
  if (!serviceData.connection().offlineMode) {
    const { creditsToSpend } = estimateRouteForecast(serviceData, request);
    if (creditsToSpend > 0) {
      throw new PassageError(
        forecastNotCachedCode,
        `The forecast along "${voyage.name}" as saved is not in the cache, or a newer model run has made it stale (fetching it would cost ${creditsToSpend} credit${creditsToSpend === 1 ? '' : 's'}), and an export never spends credits. Fetch the forecast in the Forecast tab first, or export the route without forecast from the Route tab.`,
      );
    }
  }
  const answer = await fetchRouteForecast(serviceData, request);
  const series = answer.value;
  const provenance = forecastProvenance(answer.provenance.dataSource, series, answer.provenance.fetchedAtMs);
  if (format === 'csv') {
    return { fileName: fileNameFor(voyage.name, 'csv', ' forecast'), mediaType: routeFileMediaTypes.csv, text: writeForecastCsv(series, provenance) };
  }
  return exportRouteFile(voyage, vessel, format, { provenance, forecastAtWaypoints: forecastAtWaypoints(series) });
}
