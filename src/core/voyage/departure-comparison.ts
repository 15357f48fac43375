import { departureOffsetsMs, recommendedDeparture, type DepartureComparison, type DepartureOption, type DepartureWindow } from '../../shared/voyage/departure-ranking';
import { findExceedances } from '../../shared/voyage/exceedances';
import type { RouteForecastEstimate, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { ServiceData } from '../service-data/service-data';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from './route-forecast';

/**
 * Best departure: the voyage's whole schedule moved to each departure of the window, each asked
 * as a route forecast (through the cache, pinned to the voyage) and held against the vessel's
 * limits. The cost of all of them is known before any is asked.
 */

function requests(voyage: Voyage, window: DepartureWindow) {
  return departureOffsetsMs(window.everyHours, window.windowHours).map((shiftMs) => routeForecastRequest(voyage, shiftMs));
}

export function estimateDepartureComparison(serviceData: ServiceData, voyage: Voyage, window: DepartureWindow): RouteForecastEstimate {
  return requests(voyage, window)
    .map((request) => estimateRouteForecast(serviceData, request))
    .reduce((sum, each) => ({ credits: sum.credits + each.credits, creditsToSpend: sum.creditsToSpend + each.creditsToSpend }), { credits: 0, creditsToSpend: 0 });
}

function peakOf(series: RouteForecastSeries, key: string): number | null {
  const values = (series.elements.find((element) => element.key === key)?.values ?? []).filter((value): value is number => value !== null);
  return values.length === 0 ? null : Math.max(...values);
}

export async function compareDepartures(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | undefined, window: DepartureWindow): Promise<DepartureComparison> {
  const limits = (profile ?? defaultVesselProfile).limits;
  // One after another: the app's one limiter paces them anyway, and a failure stops the rest.
  const answers = [];
  for (const request of requests(voyage, window)) answers.push(await fetchRouteForecast(serviceData, request));
  const departures: DepartureOption[] = answers.map(({ value: series }) => {
    const report = findExceedances(series, limits);
    return {
      etdUtcMs: series.etdUtcMs,
      etaUtcMs: series.etaUtcMs,
      peakWaveM: peakOf(series, 'significantWaveHeight'),
      peakWindKn: peakOf(series, 'windSpeed10m'),
      softHours: report.softHours,
      hardCount: report.hardCount,
      hardHours: report.hardHours,
      summary: report.summary,
    };
  });
  const runs = answers.flatMap((answer) => answer.value.models.map((model) => model.runUtcMs)).filter((run): run is number => run !== null);
  return {
    voyageId: voyage.id,
    voyageRevision: voyage.revision,
    everyHours: window.everyHours,
    windowHours: window.windowHours,
    departures,
    recommendedIndex: recommendedDeparture(departures),
    creditsSpent: answers.reduce((sum, answer) => sum + (answer.provenance.source === 'live' ? answer.provenance.credits : 0), 0),
    oldestRunUtcMs: runs.length === 0 ? null : Math.min(...runs),
    anyStaleOrOffline: answers.some((answer) => answer.provenance.stale || answer.provenance.source === 'offline-cache'),
  };
}
