import { useCallback, useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { createVoyageStore, useVoyageStore } from './external-store';

/**
 * The forecast on screen and the time the navigator points at, per voyage, shared by the forecast
 * tab (the meteogram) and the chart (the coloured route, its legend and the ship at that time), so
 * both move together and a voyage never shows another's forecast.
 */
export interface ForecastCursor {
  timeUtcMs: number;
  /** Who moved it: the chart pushes it into the meteogram, the meteogram only reports it. */
  from: 'meteogram' | 'chart';
}

interface VoyageForecast {
  answer: ServiceAnswer<RouteForecastSeries> | null;
  cursor: ForecastCursor | null;
  /** The element the route is coloured by. */
  colourBy: string;
  /** A forecast asked outside the Forecast tab (a first start's sample) is on its way: the tab and the dock say so. */
  fetching: boolean;
}

export interface RouteForecastState extends VoyageForecast {
  setAnswer(answer: ServiceAnswer<RouteForecastSeries> | null): void;
  setCursor(cursor: ForecastCursor | null): void;
  setColourBy(element: string): void;
}

export const routeForecastStore = createVoyageStore<VoyageForecast>({ answer: null, cursor: null, colourBy: 'significantWaveHeight', fetching: false });

/**
 * Follows a forecast asked elsewhere (core's first start): on its way, then shown from the cache
 * once it has landed, as the Forecast tab shows a cached one. Only a forecast that now costs
 * nothing is read; anything else is left to the tab's button and its credit gate.
 */
export async function followRouteForecast(bridge: PassageBridge, voyageId: string, state: 'fetching' | 'fetched' | 'failed'): Promise<void> {
  if (state === 'fetching') {
    routeForecastStore.set(voyageId, (previous) => (previous.fetching ? previous : { ...previous, fetching: true }));
    return;
  }
  let answer: ServiceAnswer<RouteForecastSeries> | null = null;
  if (state === 'fetched') {
    const estimate = await bridge.estimateRouteForecast({ voyageId });
    const read = estimate.ok && estimate.value.creditsToSpend === 0 ? await bridge.forecastRoute({ voyageId }) : null;
    if (read?.ok) answer = read.value;
  }
  routeForecastStore.set(voyageId, (previous) => ({ ...previous, fetching: false, answer: previous.answer ?? answer }));
}

/** The open voyage's forecast state (null: no voyage open, nothing shown, nothing kept). */
export function useRouteForecast(voyageId: string | null): RouteForecastState {
  const state = useVoyageStore(routeForecastStore, voyageId);
  const update = useCallback(
    (change: Partial<VoyageForecast>) => {
      if (voyageId !== null) routeForecastStore.set(voyageId, (previous) => ({ ...previous, ...change }));
    },
    [voyageId],
  );
  const setAnswer = useCallback((answer: ServiceAnswer<RouteForecastSeries> | null) => update({ answer }), [update]);
  const setCursor = useCallback((cursor: ForecastCursor | null) => update({ cursor }), [update]);
  const setColourBy = useCallback((colourBy: string) => update({ colourBy }), [update]);
  return useMemo(() => ({ ...state, setAnswer, setCursor, setColourBy }), [state, setAnswer, setCursor, setColourBy]);
}
