import { formatPosition } from '../../shared/geo';
import { hasNoClimate } from '../../shared/service/climate-coverage';
import { formatUtcShort } from '../../shared/time/time-format';
import { climateRows, defaultClimatePeriod, typicalWords } from '../port-weather/climate-period';
import { forecastRows, placeClock, type WeatherRow } from '../port-weather/forecast-rows';
import { PlaceProvenance } from '../port-weather/place-provenance';
import { WeatherTable } from '../port-weather/weather-tables';
import type { ReportPortWeather } from './use-report-port-weather';

/** The rows around the mark: the hours if the hourly block reaches it, else the daypart, else the day. */
function rowsAroundMark(rows: { hourly: WeatherRow[]; dayparts: WeatherRow[]; daily: WeatherRow[] }): { rows: WeatherRow[]; caption: string } | null {
  for (const [block, caption] of [
    [rows.hourly, 'Hourly, 3 h either side'],
    [rows.dayparts, 'The daypart'],
    [rows.daily, 'The day'],
  ] as const) {
    const marked = block.filter((row) => row.marked);
    if (marked.length > 0) return { rows: marked, caption };
  }
  return null;
}

function PortEnd({ end }: { end: ReportPortWeather }) {
  const { place, forecast, climate, beyondForecast } = end;
  const markName = place.role === 'departure port' ? 'ETD' : 'ETA';
  const clock = placeClock(place, forecast.status === 'ready' ? forecast.answer.value.timezone : null);
  const rows = forecast.status === 'ready' ? forecastRows(forecast.answer.value, clock, place.markUtcMs) : null;
  const around = rows === null ? null : rowsAroundMark(rows);
  const climateAnswer = climate?.status === 'ready' ? climate.answer : null;
  const marked = climateAnswer === null || hasNoClimate(climateAnswer.value) ? null : (climateRows(climateAnswer.value, defaultClimatePeriod, place.markUtcMs).find((row) => row.marked) ?? null);
  return (
    <div className="report-port-weather-end" data-testid="report-port-weather-end">
      <h3>
        {place.role === 'departure port' ? 'Departure' : 'Arrival'}: {place.name}, {formatPosition(place.lat, place.lon)}
        {place.markUtcMs !== null && `, ${markName} ${formatUtcShort(place.markUtcMs)}`}
      </h3>
      {beyondForecast && (
        <>
          <p className="report-port-climate-banner">CLIMATE, not forecast: the {markName} is beyond the forecast&apos;s 15 days.</p>
          {climate?.status === 'notCached' && <p className="report-gap">{climate.message}</p>}
          {climateAnswer !== null && hasNoClimate(climateAnswer.value) && <p className="report-gap">No climate data for this place (outside the climate&apos;s coverage).</p>}
          {marked !== null && <p>{typicalWords(marked)}</p>}
          {climateAnswer !== null && <PlaceProvenance provenance={climateAnswer.provenance} what="Climate (ten-year averages)" location={null} />}
        </>
      )}
      {!beyondForecast && forecast.status === 'notCached' && <p className="report-gap">{forecast.message}</p>}
      {!beyondForecast && forecast.status === 'ready' && rows !== null && (
        <>
          {around === null ? (
            <p className="report-gap">
              The cached forecast {rows.endsUtcMs === null ? 'gives no times' : `reaches to ${formatUtcShort(rows.endsUtcMs)}`} and does not reach the {markName}: fetch the longer forecast (15 days) in the Route tab, then print again.
            </p>
          ) : (
            <WeatherTable rows={around.rows} caption={`Forecast around the ${markName}: ${around.caption}`} testId="report-port-forecast" showLabel />
          )}
          <PlaceProvenance provenance={forecast.answer.provenance} what="Forecast" location={forecast.answer.value.location ?? null} />
        </>
      )}
    </div>
  );
}

/**
 * The printed plan's page for the ports: the forecast around the ETD and ETA, or the climate when
 * the ETA lies beyond the forecast, each with where it came from; only what the Route tab cached.
 */
export function ReportPortWeather({ ends }: { ends: readonly ReportPortWeather[] }) {
  return (
    <section className="report-port-weather" data-testid="report-port-weather">
      <h2>Weather at the ports of departure and arrival</h2>
      {ends.length === 0 && <p className="report-gap">The voyage has no waypoints: no ports to show.</p>}
      {ends.map((end) => (
        <PortEnd key={end.place.role} end={end} />
      ))}
    </section>
  );
}
