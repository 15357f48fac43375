import { useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { WeatherForecast } from '../../shared/service/weather';
import { formatUtcShort } from '../../shared/time/time-format';
import { CreditGateButton, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import { portWeatherPlace, type WeatherPlace } from '../state/port-weather-place';
import { forecastLengthWords, type ForecastLength } from './forecast-lengths';
import { placeForecastQuery } from './voyage-end-place';
import { forecastRows, placeClock } from './forecast-rows';
import { PlaceProvenance } from './place-provenance';
import { usePlaceAnswer } from './use-place-answer';
import { CurrentWeather, MinutelyStrip, WeatherTable } from './weather-tables';

/**
 * The forecast at a place: its cost on the button first (1 credit at the default lengths, 3 for
 * everything the service has), then the current weather, the next minutes, hourly, by daypart
 * and daily, with the hours around the ETD/ETA marked. Where the service says its forecast is for
 * goes to the chart (it can be far from the port at sea).
 */
export function PlaceForecast({ bridge, place, voyageId, onForecast }: { bridge: PassageBridge; place: WeatherPlace; voyageId: string | null; onForecast: (forecast: WeatherForecast | null) => void }) {
  const [length, setLength] = useState<ForecastLength>('default');
  const query = useMemo(() => placeForecastQuery(place, length), [place, length]);
  const pin = voyageId === null ? {} : { pinForVoyageId: voyageId };
  const { estimate, state, fetch } = usePlaceAnswer(bridge, 'weatherForecast', query, () => bridge.getWeatherForecast({ query, ...pin }));
  const gate = useCreditGate('portForecast', estimate, fetch);
  const answer = state.status === 'ready' ? state.answer : null;
  useShownData('port-forecast', `Forecast at ${place.name}`, answer?.provenance ?? null);

  const forecast = answer?.value ?? null;
  useEffect(
    function showAnsweredPlaceOnChart() {
      onForecast(forecast);
      if (forecast === null) return;
      const lat = forecast.latitude ?? place.lat;
      const lon = forecast.longitude ?? place.lon;
      portWeatherPlace.answered(voyageId, { lat, lon, location: forecast.location ?? null });
    },
    [forecast, onForecast, place.lat, place.lon, voyageId],
  );
  const clock = useMemo(() => placeClock(place, forecast?.timezone), [place, forecast]);
  const rows = useMemo(() => (forecast === null ? null : forecastRows(forecast, clock, place.markUtcMs)), [forecast, clock, place.markUtcMs]);
  const markBeyond = rows !== null && rows.endsUtcMs !== null && place.markUtcMs !== null && place.markUtcMs >= rows.endsUtcMs;

  return (
    <section className="port-weather-forecast" data-testid="port-forecast">
      <h3>Forecast</h3>
      <div className="port-weather-lengths" role="radiogroup" aria-label="Forecast length">
        {(['default', 'long'] as const).map((each) => (
          <label key={each}>
            <input type="radio" name="forecast-length" checked={length === each} onChange={() => setLength(each)} data-testid={`forecast-length-${each}`} /> {forecastLengthWords[each]}
          </label>
        ))}
      </div>
      <CreditGateButton gate={gate} label="Forecast here" busyLabel="Fetching forecast…" busy={state.status === 'fetching'} testId="fetch-port-forecast" />
      {state.status === 'failed' && <p role="alert" className="port-weather-problem">{state.error.message}</p>}
      {answer !== null && rows !== null && (
        <>
          <PlaceProvenance provenance={answer.provenance} what="Forecast" location={forecast?.location ?? null} />
          {rows.endsUtcMs !== null && (
            <p className="port-weather-note" data-testid="forecast-reach">
              This forecast reaches to {formatUtcShort(rows.endsUtcMs)}.
              {markBeyond && place.markUtcMs !== null ? ` The ${place.role === 'arrival port' ? 'ETA' : 'time asked'} (${formatUtcShort(place.markUtcMs)}) is beyond it: see the climate.` : ''}
            </p>
          )}
          <CurrentWeather row={rows.current} />
          <MinutelyStrip minutes={rows.minutely} />
          <WeatherTable rows={rows.hourly} caption="Hourly" testId="port-weather-hourly" />
          <WeatherTable rows={rows.dayparts} caption="By daypart" testId="port-weather-dayparts" showLabel />
          <WeatherTable rows={rows.daily} caption="Daily" testId="port-weather-daily" />
        </>
      )}
    </section>
  );
}
