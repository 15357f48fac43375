import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { openVoyage, type OpenVoyageInstance } from '../route/open-voyage';
import { useStoreSnapshot } from './external-store';
import { routeForecastStore, type ForecastRequest, type VoyageForecast } from './route-forecast';

/**
 * The open voyage's forecast follows the voyage, not the Forecast tab: for each saved revision of
 * its route the cost is asked once, and a forecast that costs nothing (cached and fresh, or any
 * cached one while offline) is opened at once, into the voyage's own store (route-forecast.ts). A
 * tab opened again, or a voyage opened again, finds it there and asks nothing; another voyage
 * shows only its own. What costs credits is fetched only through the credit gate
 * (`fetchVoyageForecast`, called by the Forecast tab's button and key).
 */

type Change = Partial<VoyageForecast> | ((held: VoyageForecast) => Partial<VoyageForecast>);

function change(voyageId: string, update: Change): void {
  routeForecastStore.set(voyageId, (held) => ({ ...held, ...(typeof update === 'function' ? update(held) : update) }));
}

/** Changes the request of `revision` only: an answer arriving after the route was saved again is not this route's. */
function changeRequest(voyageId: string, revision: number, update: (request: ForecastRequest) => ForecastRequest): void {
  change(voyageId, (held) => (held.request?.revision === revision ? { request: update(held.request) } : {}));
}

async function askEstimate(bridge: PassageBridge, voyageId: string, revision: number): Promise<void> {
  const result = await bridge.estimateRouteForecast({ voyageId });
  changeRequest(voyageId, revision, (request) => ({
    ...request,
    estimate: result.ok ? { status: 'ready', value: result.value } : { status: 'failed', value: request.estimate.value, error: result.error },
  }));
}

/**
 * Fetches the forecast of the voyage as saved (through the credit gate when it costs), then asks
 * its cost again: cached now, nothing. `fromCacheOnly`: a forecast opened by itself is read from
 * the cache and never asks the service, even when the app has not yet learned it is offline.
 */
export async function fetchVoyageForecast(bridge: PassageBridge, voyageId: string, revision: number, fromCacheOnly = false): Promise<void> {
  changeRequest(voyageId, revision, (request) => ({ ...request, fetch: { status: 'fetching' } }));
  const result = await bridge.forecastRoute(fromCacheOnly ? { voyageId, cacheOnly: true } : { voyageId });
  if (result.ok && result.value.value.voyageRevision === revision) change(voyageId, (held) => (held.request?.revision === revision ? { answer: result.value } : {}));
  changeRequest(voyageId, revision, (request) => ({ ...request, fetch: result.ok ? { status: 'idle' } : { status: 'failed', error: result.error } }));
  await askEstimate(bridge, voyageId, revision);
}

function opensWithoutCost(held: VoyageForecast, revision: number, offline: boolean): boolean {
  const request = held.request;
  if (held.answer !== null || request === null || request.revision !== revision || request.fetch.status !== 'idle') return false;
  // Cached and fresh, or offline (the cache answers whatever its age, nothing is asked of the service).
  return (request.estimate.status === 'ready' && request.estimate.value.creditsToSpend === 0) || (offline && request.estimate.status !== 'loading');
}

/** The forecast of `revision` opened if it is cached and fresh (it costs nothing); nothing else is read. */
async function openIfFresh(bridge: PassageBridge, voyageId: string, revision: number): Promise<void> {
  const result = await bridge.forecastRoute({ voyageId, freshOnly: true });
  if (result.ok && result.value.value.voyageRevision === revision) change(voyageId, (held) => (held.request?.revision === revision && held.answer === null ? { answer: result.value } : {}));
}

/**
 * What the voyage's forecast needs at `revision`: a forecast of an earlier revision forgotten, the
 * cost asked unless this revision's is held, and the forecast opened when it costs nothing. Online,
 * the forecast is asked beside its cost, fresh from the cache or not at all: a reopened voyage's
 * forecast waited for its cost's answer before it was asked for (a round trip to the host and a
 * render of the tab, about 90 ms of a reopen in a profile on a two-core machine).
 */
export async function followVoyageForecast(bridge: PassageBridge, voyageId: string, revision: number, offline: boolean): Promise<void> {
  const held = routeForecastStore.get(voyageId);
  if (held.answer !== null && held.answer.value.voyageRevision !== revision) change(voyageId, { answer: null });
  if (held.request?.revision !== revision) {
    change(voyageId, { request: { revision, estimate: { status: 'loading', value: null }, fetch: { status: 'idle' } } });
    const estimate = askEstimate(bridge, voyageId, revision);
    const fresh = offline ? undefined : openIfFresh(bridge, voyageId, revision);
    await Promise.all([estimate, fresh]);
  }
  if (opensWithoutCost(routeForecastStore.get(voyageId), revision, offline)) await fetchVoyageForecast(bridge, voyageId, revision, true);
}

/**
 * Follows a forecast asked outside the tab (core's first start): on its way, then, once it has
 * landed, the cost of the revision held is asked again, and the forecast opens if it now costs
 * nothing. Anything else is left to the tab's button and its credit gate.
 */
export async function followRouteForecast(bridge: PassageBridge, voyageId: string, state: 'fetching' | 'fetched' | 'failed'): Promise<void> {
  change(voyageId, { fetchingElsewhere: state === 'fetching' });
  const request = routeForecastStore.get(voyageId).request;
  // No revision asked yet: the feed asks when the voyage opens, and finds the forecast cached then.
  if (state !== 'fetched' || request === null) return;
  await askEstimate(bridge, voyageId, request.revision);
  if (opensWithoutCost(routeForecastStore.get(voyageId), request.revision, false)) await fetchVoyageForecast(bridge, voyageId, request.revision, true);
}

/**
 * Called once by the workstation: the open voyage's forecast follows its id and saved revision
 * (and the connection: offline, the cached forecast opens by itself). Only those two are read from
 * the open voyage, so an edit re-renders nothing here.
 */
export function useRouteForecastFeed(bridge: PassageBridge, offline: boolean, instance: OpenVoyageInstance = openVoyage): void {
  const voyageId = useStoreSnapshot(instance.store.subscribe, () => instance.store.get().history?.current.id ?? null);
  const revision = useStoreSnapshot(instance.store.subscribe, () => instance.store.get().history?.current.revision ?? null);
  useEffect(
    function followOpenVoyagesForecast() {
      if (voyageId !== null && revision !== null) void followVoyageForecast(bridge, voyageId, revision, offline);
    },
    [bridge, voyageId, revision, offline],
  );
}
