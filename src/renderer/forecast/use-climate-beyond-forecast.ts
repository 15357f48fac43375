import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PassageErrorShape } from '../../shared/result';
import { climatePlaces, climateStops, climateStretches, type ClimateStretch } from '../../shared/voyage/climate-along-route';
import { forecastEnd, type ForecastEnd } from '../../shared/voyage/forecast-end';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { useCall } from '../bridge/use-call';
import { creditEstimate, useCreditGate, type CreditGate } from '../shell/credit-gate';
import { useRouteClimate } from '../state/route-climate';

export interface ClimateBeyondForecast {
  end: ForecastEnd | null;
  /** One per waypoint asked beyond the end (a day apart at most), with its climate once answered. */
  stretches: readonly ClimateStretch[];
  /** How many places the climate is asked at. */
  placeCount: number;
  gate: CreditGate;
  status: { status: 'idle' } | { status: 'fetching' } | { status: 'failed'; error: PassageErrorShape };
}

const noStretches: readonly ClimateStretch[] = [];

/**
 * The climate beyond the forecast for the forecast on screen: its places from the series, their
 * cost asked first and spent only through the one credit gate (view routeClimate); an answer that
 * costs nothing (all cached, pinned to the voyage) is shown at once.
 */
export function useClimateBeyondForecast(bridge: PassageBridge, series: RouteForecastSeries | null): ClimateBeyondForecast {
  const voyageId = series?.voyageId ?? null;
  const { end, places, placesKey, current, stretches } = useClimateStretches(series);
  const { setAnswer } = useRouteClimate(voyageId);
  const [asked, setAsked] = useState(0);
  const [status, setStatus] = useState<ClimateBeyondForecast['status']>({ status: 'idle' });
  const estimate = useCall(() => (places.length === 0 ? null : bridge.estimateClimateAlongRoute({ places })), [bridge, placesKey, asked]);

  const fetchClimate = useCallback(async () => {
    if (places.length === 0 || voyageId === null) return;
    setStatus({ status: 'fetching' });
    const result = await bridge.climateAlongRoute({ places, pinForVoyageId: voyageId });
    if (result.ok) setAnswer({ placesKey, value: result.value });
    setStatus(result.ok ? { status: 'idle' } : { status: 'failed', error: result.error });
    setAsked((count) => count + 1);
    // `places` is named by placesKey.
  }, [bridge, placesKey, voyageId, setAnswer]);
  const gate = useCreditGate('routeClimate', creditEstimate(places.length === 0 ? null : estimate), fetchClimate);

  const free = estimate.status === 'ready' && estimate.value.creditsToSpend === 0;
  useEffect(
    function showClimateAlreadyPaidFor() {
      if (free && places.length > 0 && current === null && status.status === 'idle') void fetchClimate();
    },
    [free, places.length, current, status.status, fetchClimate],
  );
  return { end, stretches, placeCount: places.length, gate, status };
}

/**
 * The climate stretches beyond the forecast's end as already answered (nothing is asked here):
 * what a meteogram draws wherever it stands, the Forecast tab's or the one docked under the chart.
 */
export function useClimateStretches(series: RouteForecastSeries | null) {
  const end = useMemo(() => (series === null ? null : forecastEnd(series)), [series]);
  const stops = useMemo(() => (series === null ? [] : climateStops(series, end)), [series, end]);
  const places = useMemo(() => climatePlaces(stops), [stops]);
  const placesKey = JSON.stringify(places);
  const { answer } = useRouteClimate(series?.voyageId ?? null);
  const current = answer !== null && answer.placesKey === placesKey ? answer.value : null;
  const stretches = useMemo(() => (stops.length === 0 ? noStretches : climateStretches(stops, current)), [stops, current]);
  return { end, stops, places, placesKey, current, stretches };
}
