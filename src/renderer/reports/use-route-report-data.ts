import { useEffect, useMemo, useState } from 'react';
import type { RouteCheckResult } from '../../shared/voyage/route-check';
import type { AppInfo } from '../../shared/contract';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { Port } from '../../shared/service/ports';
import type { Storm } from '../../shared/service/storms';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { creditWords } from '../../shared/format/credit-words';
import { useCall } from '../bridge/use-call';
import type { LandPolygon } from '../map/land-geometry';
import { loadLand } from '../map/load-land';

/**
 * Everything the printed plan needs, read once when the page opens. The voyage and the app's
 * facts are required; ports and land are not: without them the report still prints, and says
 * what is missing and why, rather than refusing a plan the master needs now.
 */
export type RouteReportData =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      voyage: Voyage;
      appInfo: AppInfo;
      profile: VesselProfile | null;
      ports: ServiceAnswer<{ ports: Port[] }> | null;
      storms: ServiceAnswer<{ storms: Storm[] }> | null;
      /** Null when not cached: the report never spends credits by itself (see useCachedAnswer). */
      forecast: ServiceAnswer<RouteForecastSeries> | null;
      /** The ensemble along the route, or why it is not in the plan (not fetched, or it failed). */
      ensemble: { status: 'ready'; answer: ServiceAnswer<EnsembleAlongRoute>; creditsWhenFetched: number } | { status: 'notCached'; message: string };
      land: LandPolygon[][] | null;
      /** The route check of the saved voyage; null when it could not be made (then said in gaps). */
      routeCheck: RouteCheckResult | null;
      /** What could not be had, in words, for the report to say. */
      gaps: string[];
    };

type LandState = { status: 'loading' } | { status: 'ready'; land: LandPolygon[][] } | { status: 'failed'; message: string };

function useLand(): LandState {
  const [state, setState] = useState<LandState>({ status: 'loading' });
  useEffect(function startLoadingLand() {
    let current = true;
    loadLand().then(
      (land) => current && setState({ status: 'ready', land }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return function ignoreLateLand() {
      current = false;
    };
  }, []);
  return state;
}

/** `creditsWhenFetched`: what the service asked for it when it was fetched (the estimate's full price). */
type CachedState<T> = { status: 'loading' } | { status: 'ready'; answer: ServiceAnswer<T>; creditsWhenFetched: number } | { status: 'notCached'; message: string; creditsToFetch?: number };

/** How the plan says that a paid answer is not in it, and where the navigator can fetch it. */
interface CachedWords {
  /** "No forecast in this plan" */
  absent: string;
  /** "none is cached for the saved route" */
  notCached: string;
  /** "the Forecast tab" */
  fetchIn: string;
}

/**
 * A paid answer, only when it costs nothing more: fetched in its tab and still fresh in the cache
 * (or served from it offline). Printing must never spend credits unseen.
 */
function useCachedAnswer<T>(
  estimate: () => Promise<Result<{ credits: number; creditsToSpend: number }>>,
  fetch: () => Promise<Result<ServiceAnswer<T>>>,
  words: CachedWords,
  deps: readonly unknown[],
): CachedState<T> {
  const [state, setState] = useState<CachedState<T>>({ status: 'loading' });
  useEffect(
    function readCachedAnswer() {
      let current = true;
      const settle = (next: CachedState<T>) => current && setState(next);
      void (async () => {
        const cost = await estimate();
        if (!cost.ok) return settle({ status: 'notCached', message: `${words.absent}: ${cost.error.message}` });
        const credits = cost.value.creditsToSpend;
        if (credits > 0) {
          // The credits are worded once the data source is known (useRouteReportData).
          return settle({ status: 'notCached', message: `${words.absent}: ${words.notCached}. Fetch it in ${words.fetchIn} ({credits}), then print again.`, creditsToFetch: credits });
        }
        const answer = await fetch();
        settle(answer.ok ? { status: 'ready', answer: answer.value, creditsWhenFetched: cost.value.credits } : { status: 'notCached', message: `${words.absent}: ${answer.error.message}` });
      })();
      return function ignoreLateAnswer() {
        current = false;
      };
    },
    // The calls are made afresh each render; what they ask is in deps.
    deps,
  );
  return state;
}

export function useRouteReportData(bridge: PassageBridge, voyageId: string): RouteReportData {
  const voyage = useCall(() => bridge.getVoyage({ id: voyageId }), [bridge, voyageId]);
  const appInfo = useCall(() => bridge.getAppInfo({}), [bridge]);
  const profiles = useCall(() => bridge.listVesselProfiles({}), [bridge]);
  // Every size: the port of departure may be a small one, and the chart shows what is near.
  const ports = useCall(() => bridge.getPorts({ query: {} }), [bridge]);
  const storms = useCall(() => bridge.getStorms({ query: {} }), [bridge]);
  const land = useLand();
  const routeCheck = useCall(() => bridge.checkRoute({ voyageId }), [bridge, voyageId]);
  const forecastState = useCachedAnswer(
    () => bridge.estimateRouteForecast({ voyageId }),
    () => bridge.forecastRoute({ voyageId }),
    { absent: 'No forecast in this plan', notCached: 'none is cached for the saved route', fetchIn: 'the Forecast tab' },
    [bridge, voyageId],
  );
  const ensembleState = useCachedAnswer(
    // The model is chosen from the cached catalogue whatever its age: asking it again costs a credit.
    () => bridge.estimateEnsembleAlongRoute({ voyageId, catalogueFromCache: true }),
    () => bridge.ensembleAlongRoute({ voyageId, catalogueFromCache: true }),
    { absent: 'No ensemble risk in this plan', notCached: 'it was not fetched for the saved route', fetchIn: 'the Risk tab' },
    [bridge, voyageId],
  );

  // One answer object per change of what was read, so the page works out the plan and the storms once.
  return useMemo((): RouteReportData => {
    if (voyage.status === 'failed') return { status: 'failed', message: `The voyage could not be read: ${voyage.error.message}` };
    if (appInfo.status === 'failed') return { status: 'failed', message: `The app could not say where its data comes from: ${appInfo.error.message}` };
    if (voyage.status !== 'ready' || appInfo.status !== 'ready' || profiles.status === 'loading' || ports.status === 'loading' || storms.status === 'loading' || land.status === 'loading' || routeCheck.status === 'loading' || forecastState.status === 'loading' || ensembleState.status === 'loading') {
      return { status: 'loading' };
    }
    // "(11 credits)", simulated in demo mode: the one credit wording.
    const dataSource = appInfo.value.dataSource;
    function worded<S extends CachedState<unknown>>(state: S): S {
      if (state.status !== 'notCached' || state.creditsToFetch === undefined) return state;
      return { ...state, message: state.message.replace('{credits}', creditWords(state.creditsToFetch, dataSource)) } as S;
    }
    const forecast = worded(forecastState);
    const ensemble = worded(ensembleState);
    const gaps: string[] = [];
    if (profiles.status === 'failed') gaps.push(`Vessel profiles could not be read: ${profiles.error.message}`);
    if (ports.status === 'failed') gaps.push(`Ports are not shown: ${ports.error.message}`);
    if (storms.status === 'failed') gaps.push(`Tropical cyclones could not be checked: ${storms.error.message}`);
    if (forecast.status === 'notCached') gaps.push(forecast.message);
    if (routeCheck.status === 'failed') gaps.push(`The route was not checked against land: ${routeCheck.error.message}`);
    if (land.status === 'failed') gaps.push(`Land is not drawn on the chart: ${land.message}`);
    const profile = profiles.value?.find((each) => each.id === voyage.value.vesselProfileId) ?? null;
    return {
      status: 'ready',
      voyage: voyage.value,
      appInfo: appInfo.value,
      profile,
      ports: ports.status === 'ready' ? ports.value : null,
      storms: storms.status === 'ready' ? storms.value : null,
      forecast: forecast.status === 'ready' ? forecast.answer : null,
      ensemble,
      land: land.status === 'ready' ? land.land : null,
      routeCheck: routeCheck.status === 'ready' ? routeCheck.value : null,
      gaps,
    };
  }, [voyage, appInfo, profiles, ports, storms, land, routeCheck, forecastState, ensembleState]);
}
