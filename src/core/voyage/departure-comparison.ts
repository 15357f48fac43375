import { analyseStorm, departureStormClearance, stormsNearVoyage, voyageTimeline, type AnalysedStorm } from '../../shared/risk';
import { departureOffsetsMs, recommendedDeparture, type DepartureComparison, type DepartureOption, type DepartureWindow } from '../../shared/voyage/departure-ranking';
import { findExceedances } from '../../shared/voyage/exceedances';
import type { RouteForecastEstimate, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { ServiceData } from '../service-data/service-data';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest, type RouteForecastRequest } from './route-forecast';
import { routeForecastQuery, sampledRouteForecastQuery } from './route-forecast-query';
import { ensembleRoutePositions } from './route-positions-sampled';

/**
 * Best departure: the voyage's whole schedule moved to each departure of the window, each asked
 * as a route forecast (through the cache, pinned to the voyage) and held against the vessel's
 * limits and against the storms known now (one /v1/storms answer, the same the chart shows, with
 * each storm's forecast track). The cost of all of them is known before any is asked.
 */

/** The question the Risk tab and the chart ask too: one cached answer serves them all (and the pack fills it). */
export const departureStormsQuery = {};

/** A compared departure's forecast positions: every hour of ETA, and wherever the track has bent 15° (the rhumb line between stays within about 0.5 nm of a steady bend). */
const comparedEveryHours = 1;
const comparedTurnDeg = 15;
const comparedMergeNm = 1;

/**
 * One route forecast per departure. A route with more positions than its passage needs (a long
 * recorded track: credits are positions x elements) is asked at positions sampled along it, the
 * same for every departure; a planned route is asked whole, as the forecast tab asks it.
 */
export function departureRequests(voyage: Voyage, window: DepartureWindow): RouteForecastRequest[] {
  const planned = routeForecastRequest(voyage);
  const sampled = ensembleRoutePositions(planned.plan, comparedEveryHours, comparedMergeNm, comparedTurnDeg);
  const useSampled = sampled.length < planned.built.query.lats.length;
  return departureOffsetsMs(window.everyHours, window.windowHours).map((shiftMs) =>
    // The plan is the same for every departure: only the schedule moves.
    ({ ...planned, shiftMs, built: useSampled ? sampledRouteForecastQuery(planned.plan, sampled, shiftMs) : routeForecastQuery(planned.plan, { shiftMs }) }),
  );
}

export function estimateDepartureComparison(serviceData: ServiceData, voyage: Voyage, window: DepartureWindow): RouteForecastEstimate {
  return departureRequests(voyage, window)
    .map((request) => estimateRouteForecast(serviceData, request))
    .concat({ credits: serviceData.estimateCredits('storms', departureStormsQuery), creditsToSpend: serviceData.creditsToFetch('storms', departureStormsQuery) })
    .reduce((sum, each) => ({ credits: sum.credits + each.credits, creditsToSpend: sum.creditsToSpend + each.creditsToSpend }), { credits: 0, creditsToSpend: 0 });
}

/**
 * The storms to hold every departure against. Without them the weather comparison still stands
 * (a failed storms request must not hide it), so the failure is reported, not thrown.
 */
async function stormsNow(serviceData: ServiceData): Promise<{ analysed: AnalysedStorm[]; report: DepartureComparison['storms']; credits: number }> {
  try {
    const answer = await serviceData.fetch('storms', departureStormsQuery);
    const { fetchedAtMs, source, credits } = answer.provenance;
    return {
      analysed: answer.value.storms.map((storm) => analyseStorm(storm, fetchedAtMs)),
      report: { status: 'checked', count: answer.value.storms.length, notNearCount: 0, fetchedAtMs, fromCache: source !== 'live' },
      credits: source === 'live' ? credits : 0,
    };
  } catch (error) {
    return { analysed: [], report: { status: 'failed', message: error instanceof Error ? error.message : String(error) }, credits: 0 };
  }
}

function peakOf(series: RouteForecastSeries, key: string): number | null {
  const values = (series.elements.find((element) => element.key === key)?.values ?? []).filter((value): value is number => value !== null);
  return values.length === 0 ? null : Math.max(...values);
}

export async function compareDepartures(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | undefined, window: DepartureWindow): Promise<DepartureComparison> {
  const { limits, stormDistanceNm, stormNearDistanceNm } = profile ?? defaultVesselProfile;
  const storms = await stormsNow(serviceData);
  // One after another: the app's one limiter paces them anyway, and a failure stops the rest.
  const asked = departureRequests(voyage, window);
  // A storm not near any departure's voyage does not count for any: every departure is held
  // against the same storms, and a cyclone half a world away never names the clearance.
  const nearAny = new Set(
    asked.flatMap((request) => stormsNearVoyage(voyageTimeline(request.plan.route, request.plan.etdUtcMs + request.shiftMs), storms.analysed, stormNearDistanceNm, (each) => each.track).near),
  );
  const counted = storms.analysed.filter((storm) => nearAny.has(storm));
  const answers = [];
  for (const request of asked) answers.push(await fetchRouteForecast(serviceData, request));
  const departures: DepartureOption[] = answers.map(({ value: series }, index) => {
    const report = findExceedances(series, limits);
    const request = asked[index];
    const stormClearance = request === undefined ? null : departureStormClearance(request.plan.route, request.plan.etdUtcMs + request.shiftMs, counted, stormDistanceNm);
    return {
      etdUtcMs: series.etdUtcMs,
      etaUtcMs: series.etaUtcMs,
      peakWaveM: peakOf(series, 'significantWaveHeight'),
      peakWindKn: peakOf(series, 'windSpeed10m'),
      softHours: report.softHours,
      hardCount: report.hardCount,
      hardHours: report.hardHours,
      summary: report.summary,
      stormClearance,
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
    creditsSpent: answers.reduce((sum, answer) => sum + (answer.provenance.source === 'live' ? answer.provenance.credits : 0), storms.credits),
    oldestRunUtcMs: runs.length === 0 ? null : Math.min(...runs),
    anyStaleOrOffline: answers.some((answer) => answer.provenance.stale || answer.provenance.source === 'offline-cache'),
    storms: storms.report.status === 'checked' ? { ...storms.report, count: counted.length, notNearCount: storms.analysed.length - counted.length, nearDistanceNm: stormNearDistanceNm } : storms.report,
  };
}
