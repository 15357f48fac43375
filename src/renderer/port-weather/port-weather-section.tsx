import './port-weather.css';
import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatPosition } from '../../shared/geo';
import type { Port } from '../../shared/service/ports';
import type { WeatherForecast } from '../../shared/service/weather';
import { formatUtcShort } from '../../shared/time/time-format';
import { useOpenVoyageSelector } from '../route/open-voyage';
import { sameFields } from '../state/external-store';
import type { PortZones } from '../route/use-port-zones';
import { pointPick, usePointPick } from '../state/point-pick';
import { portWeatherPlace, usePortWeatherPlace, type WeatherPlace } from '../state/port-weather-place';
import { forecastReachMs } from './climate-period';
import { clockWords, placeClock } from './forecast-rows';
import { PlaceClimate } from './place-climate';
import { PlaceForecast } from './place-forecast';
import { SecondOpinionColumn } from './second-opinion-column';
import { voyageEndPlace } from './voyage-end-place';

/**
 * "Weather at ports" in the Route tab: the departure and arrival ports of the open voyage around
 * the ETD and ETA, a port or place searched, or a point picked on the chart. Beyond the forecast's
 * 15 days the climate comes first, marked as climate.
 */
export function PortWeatherSection({ bridge, departurePort, arrivalPort, zones }: { bridge: PassageBridge; departurePort: Port | null; arrivalPort: Port | null; zones: PortZones }) {
  // The voyage's ends and their times: an edit elsewhere on the route renders nothing here.
  const { voyageId, first, last, etdUtcMs, etaUtcMs } = useOpenVoyageSelector((open) => {
    const solved = open.plan?.ok ? open.plan.plan : null;
    return { voyageId: open.voyage?.id ?? null, first: open.voyage?.waypoints[0], last: open.voyage?.waypoints.at(-1), etdUtcMs: solved?.etdUtcMs ?? null, etaUtcMs: solved?.etaUtcMs ?? null };
  }, sameFields);
  const { place } = usePortWeatherPlace(voyageId);
  const { picking, picked } = usePointPick(voyageId);
  const [askedForPick, setAskedForPick] = useState(false);

  useEffect(
    function takeChartPick() {
      if (!askedForPick || picked === null) return;
      setAskedForPick(false);
      portWeatherPlace.choose(voyageId, { name: `Point ${formatPosition(picked.lat, picked.lon)}`, lat: picked.lat, lon: picked.lon, role: 'picked on the chart', markUtcMs: null, timeZone: null });
    },
    [askedForPick, picked, voyageId],
  );

  const end = (which: 'departure' | 'arrival'): WeatherPlace | null =>
    voyageEndPlace(
      which,
      which === 'departure' ? first : last,
      which === 'departure' ? departurePort : arrivalPort,
      which === 'departure' ? etdUtcMs : etaUtcMs,
      (portId: number) => zones.get(portId),
    );
  const departure = end('departure');
  const arrival = end('arrival');

  return (
    <section className="port-weather" aria-labelledby="port-weather-heading" data-testid="port-weather">
      <h2 id="port-weather-heading">Weather at ports</h2>
      <div className="port-weather-choice">
        {departure !== null && (
          <button type="button" aria-pressed={place?.role === 'departure port'} onClick={() => portWeatherPlace.choose(voyageId, departure)} data-testid="weather-at-departure">
            Departure: {departure.name}
            {departure.markUtcMs === null ? '' : `, ETD ${formatUtcShort(departure.markUtcMs)}`}
          </button>
        )}
        {arrival !== null && (
          <button type="button" aria-pressed={place?.role === 'arrival port'} onClick={() => portWeatherPlace.choose(voyageId, arrival)} data-testid="weather-at-arrival">
            Arrival: {arrival.name}
            {arrival.markUtcMs === null ? '' : `, ETA ${formatUtcShort(arrival.markUtcMs)}`}
          </button>
        )}
        <button
          type="button"
          aria-pressed={picking && askedForPick}
          onClick={() => {
            if (picking) {
              pointPick.cancel();
              setAskedForPick(false);
            } else {
              setAskedForPick(true);
              pointPick.start();
            }
          }}
          data-testid="weather-pick-on-chart"
        >
          {picking && askedForPick ? 'Click the chart… (Escape cancels)' : 'A point on the chart'}
        </button>
      </div>
      {place !== null && <PlaceWeather key={`${place.name}:${place.lat}:${place.lon}:${place.markUtcMs ?? ''}`} bridge={bridge} place={place} voyageId={voyageId} />}
    </section>
  );
}

function PlaceWeather({ bridge, place, voyageId }: { bridge: PassageBridge; place: WeatherPlace; voyageId: string | null }) {
  const [forecast, setForecast] = useState<WeatherForecast | null>(null);
  const [nowMs] = useState(() => Date.now());
  const beyondForecast = place.markUtcMs !== null && place.markUtcMs - nowMs > forecastReachMs;
  const clock = placeClock(place, forecast?.timezone);
  const climate = <PlaceClimate bridge={bridge} place={place} voyageId={voyageId} beyondForecast={beyondForecast} />;
  return (
    <div className="port-weather-place" data-testid="port-weather-place" data-beyond-forecast={beyondForecast ? 'true' : 'false'}>
      <p className="port-weather-heading">
        <strong>{place.name}</strong> ({place.role}) {formatPosition(place.lat, place.lon)}
        {place.markUtcMs !== null && (
          <>
            <br />
            {place.role === 'departure port' ? 'ETD' : place.role === 'arrival port' ? 'ETA' : 'Time'} {formatUtcShort(place.markUtcMs)} · {clockWords(place.markUtcMs, clock).local}
          </>
        )}
      </p>
      {beyondForecast && climate}
      <PlaceForecast bridge={bridge} place={place} voyageId={voyageId} onForecast={setForecast} />
      <SecondOpinionColumn bridge={bridge} place={place} voyageId={voyageId} forecast={forecast} />
      {!beyondForecast && climate}
    </div>
  );
}
