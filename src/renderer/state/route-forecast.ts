import { useCallback, useMemo } from 'react';
import type { PassageErrorShape } from '../../shared/result';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { RouteForecastEstimate, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { CallState } from '../bridge/use-call';
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

/**
 * The forecast of one saved revision of the route as asked (route-forecast-feed.ts): what it
 * costs, and a fetch under way or failed. Another revision (the route saved again) asks anew.
 */
export interface ForecastRequest {
  revision: number;
  estimate: CallState<RouteForecastEstimate>;
  fetch: { status: 'idle' } | { status: 'fetching' } | { status: 'failed'; error: PassageErrorShape };
}

export interface VoyageForecast {
  answer: ServiceAnswer<RouteForecastSeries> | null;
  request: ForecastRequest | null;
  /** Asked outside the Forecast tab (a first start's sample, fetched by core) and on its way. */
  fetchingElsewhere: boolean;
  cursor: ForecastCursor | null;
  /** The element the route is coloured by. */
  colourBy: string;
}

export interface RouteForecastState extends VoyageForecast {
  setCursor(cursor: ForecastCursor | null): void;
  setColourBy(element: string): void;
}

export const routeForecastStore = createVoyageStore<VoyageForecast>({ answer: null, request: null, fetchingElsewhere: false, cursor: null, colourBy: 'significantWaveHeight' });

/** The open voyage's forecast state (null: no voyage open, nothing shown, nothing kept). */
export function useRouteForecast(voyageId: string | null): RouteForecastState {
  const state = useVoyageStore(routeForecastStore, voyageId);
  const update = useCallback(
    (change: Partial<VoyageForecast>) => {
      if (voyageId !== null) routeForecastStore.set(voyageId, (previous) => ({ ...previous, ...change }));
    },
    [voyageId],
  );
  const setCursor = useCallback((cursor: ForecastCursor | null) => update({ cursor }), [update]);
  const setColourBy = useCallback((colourBy: string) => update({ colourBy }), [update]);
  return useMemo(() => ({ ...state, setCursor, setColourBy }), [state, setCursor, setColourBy]);
}
