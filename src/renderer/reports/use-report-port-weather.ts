import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { OperationName } from '../../shared/service/endpoints';
import type { WeatherClimate, WeatherForecast } from '../../shared/service/weather';
import type { WeatherPlace } from '../state/port-weather-place';
import { defaultClimatePeriod, forecastReachMs } from '../port-weather/climate-period';
import { placeClimateQuery, placeForecastQuery } from '../port-weather/voyage-end-place';

/** One paid answer at a port for the plan: read from the cache, or why it is not in the plan. */
export type CachedPlaceAnswer<T> = { status: 'ready'; answer: ServiceAnswer<T> } | { status: 'notCached'; message: string };

export interface ReportPortWeather {
  place: WeatherPlace;
  /** The ETD/ETA lies beyond the forecast's 15 days from the print: the climate is what the plan shows. */
  beyondForecast: boolean;
  forecast: CachedPlaceAnswer<WeatherForecast>;
  climate: CachedPlaceAnswer<WeatherClimate> | null;
}

async function cachedOnly<T>(
  bridge: PassageBridge,
  operation: OperationName,
  query: Record<string, unknown>,
  fetch: () => Promise<Result<ServiceAnswer<T>>>,
  what: string,
): Promise<CachedPlaceAnswer<T>> {
  const cost = await bridge.estimateCredits({ operation, query });
  if (!cost.ok) return { status: 'notCached', message: `No ${what} at this port in this plan: ${cost.error.message}` };
  if (cost.value.creditsToSpend > 0) {
    return { status: 'notCached', message: `No ${what} at this port in this plan: none is cached. Open the Route tab, "Weather at ports", choose this port and fetch the ${what} there, then print again.` };
  }
  const answer = await fetch();
  return answer.ok ? { status: 'ready', answer: answer.value } : { status: 'notCached', message: `No ${what} at this port in this plan: ${answer.error.message}` };
}

/**
 * The weather at the departure and arrival ports as the Route tab's "Weather at ports" cached it
 * (the same queries: the 15-day forecast if fetched, else the default lengths; half-month climate), never asked anew: printing spends no
 * credits. The climate is read where the ETD/ETA lies beyond the forecast's reach. `null` until
 * every end is settled, so the page is not marked ready before.
 */
export function useReportPortWeather(bridge: PassageBridge, places: readonly WeatherPlace[] | null, printedAtMs: number): ReportPortWeather[] | null {
  const [state, setState] = useState<{ key: string; ends: ReportPortWeather[] } | null>(null);
  const key = places === null ? null : JSON.stringify(places);
  useEffect(
    function readPortWeatherFromCache() {
      if (places === null || key === null) return;
      let current = true;
      void Promise.all(
        places.map(async (place): Promise<ReportPortWeather> => {
          const beyondForecast = place.markUtcMs !== null && place.markUtcMs - printedAtMs > forecastReachMs;
          // The longer forecast first: the one that reaches an ETD days ahead, if it was fetched.
          const longQuery = placeForecastQuery(place, 'long');
          const forecastQuery = placeForecastQuery(place, 'default');
          const climateQuery = placeClimateQuery(place, defaultClimatePeriod);
          const [forecast, climate] = await Promise.all([
            cachedOnly(bridge, 'weatherForecast', longQuery, () => bridge.getWeatherForecast({ query: longQuery }), 'forecast').then((long) =>
              long.status === 'ready' ? long : cachedOnly(bridge, 'weatherForecast', forecastQuery, () => bridge.getWeatherForecast({ query: forecastQuery }), 'forecast'),
            ),
            beyondForecast ? cachedOnly(bridge, 'weatherClimate', climateQuery, () => bridge.getWeatherClimate({ query: climateQuery }), 'climate') : Promise.resolve(null),
          ]);
          return { place, beyondForecast, forecast, climate };
        }),
      ).then((ends) => current && setState({ key, ends }));
      return function ignoreLateAnswers() {
        current = false;
      };
    },
    // `places` is named by key.
    [bridge, key, printedAtMs],
  );
  return state !== null && state.key === key ? state.ends : null;
}
