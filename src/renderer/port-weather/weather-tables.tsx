import { useEffect, useRef } from 'react';
import { percentWords, precipitationWords, pressureWords, temperatureWords, visibilityWords, windFromWords, windKnWords } from '../../shared/format/weather-units';
import { formatNumber, formatQuantity } from '../../shared/format/quantity-format';
import { formatUtcShort } from '../../shared/time/time-format';
import { notGiven } from '../shell/not-given';
import { minutelySummary, type MinuteRow, type WeatherRow } from './forecast-rows';

/** The forecast's blocks as tables in bridge units; a value the service left out reads "not given". */

function precipCell(row: WeatherRow): string {
  const intensity = precipitationWords(row.precipMmH);
  if (intensity === notGiven) return notGiven;
  const chance = row.precipProbability === null ? '' : ` ${percentWords(row.precipProbability)}`;
  return `${intensity}${chance}${row.precipType === null || (row.precipMmH ?? 0) < 0.1 ? '' : ` ${row.precipType}`}`;
}

function temperatureCell(row: WeatherRow): string {
  if (row.temperatureLowC !== null || row.temperatureHighC !== null) return `${temperatureWords(row.temperatureLowC)} – ${temperatureWords(row.temperatureHighC)}`;
  return temperatureWords(row.temperatureC);
}

export function CurrentWeather({ row }: { row: WeatherRow | null }) {
  if (row === null) return <p className="port-weather-note">Current weather: {notGiven}.</p>;
  return (
    <dl className="port-weather-current" data-testid="port-weather-current">
      <dt>Now</dt>
      <dd>
        {row.utc} · {row.local}
      </dd>
      <dt>Wind</dt>
      <dd>
        {windKnWords(row.windKn)} {windFromWords(row.windFromDeg)}, gusts {windKnWords(row.gustKn)}
      </dd>
      <dt>Pressure</dt>
      <dd>{pressureWords(row.pressureHpa)}</dd>
      <dt>Visibility</dt>
      <dd>{visibilityWords(row.visibilityM)}</dd>
      <dt>Precipitation</dt>
      <dd>{precipCell(row)}</dd>
      <dt>Air</dt>
      <dd>{temperatureWords(row.temperatureC)}</dd>
    </dl>
  );
}

/** The next two hours minute by minute: a strip of bars and one line of words. */
export function MinutelyStrip({ minutes }: { minutes: MinuteRow[] | null }) {
  const summary = minutelySummary(minutes);
  if (minutes === null) {
    return (
      <p className="port-weather-note" data-testid="port-weather-minutely">
        Next 2 h by minute: {notGiven} (no minutely block in the answer; far at sea there is no radar).
      </p>
    );
  }
  const mostMmH = Math.max(1, ...minutes.map((minute) => minute.precipMmH ?? 0));
  return (
    <div className="port-weather-minutely" data-testid="port-weather-minutely">
      <p>
        Next {minutes.length} min by minute: {summary}
      </p>
      <div className="minutely-bars" aria-hidden="true">
        {minutes.map((minute) => (
          <span key={minute.timeMs} title={`${formatUtcShort(minute.timeMs)} ${precipitationWords(minute.precipMmH)}`} style={{ height: `${Math.max(1, ((minute.precipMmH ?? 0) / mostMmH) * 100)}%` }} className={minute.precipMmH === null ? 'not-given' : ''} />
        ))}
      </div>
    </div>
  );
}

/** One block (hourly, by daypart, daily) as a table, scrolled to its first marked row. */
export function WeatherTable({ rows, caption, testId, showLabel = false }: { rows: WeatherRow[]; caption: string; testId: string; showLabel?: boolean }) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const firstMarked = rows.findIndex((row) => row.marked);
  useEffect(
    function scrollToMarkedRow() {
      const box = scroller.current;
      if (box === null || firstMarked < 0) return;
      const target = box.querySelectorAll('tbody tr')[firstMarked] as HTMLElement | undefined;
      if (target !== undefined) box.scrollTop = Math.max(0, target.offsetTop - 40);
    },
    [firstMarked, rows],
  );
  if (rows.length === 0) return null;
  return (
    <div className="port-weather-table" ref={scroller} data-testid={testId}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>UTC</th>
            <th>Local</th>
            <th>Wind</th>
            <th>Gusts</th>
            <th>hPa</th>
            <th>Visibility</th>
            <th>Precipitation</th>
            <th>Air</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.timeMs} className={row.marked ? 'marked' : undefined} data-marked={row.marked ? 'true' : undefined}>
              <td>
                {row.utc}
                {showLabel && row.label !== null ? ` ${row.label}` : ''}
              </td>
              <td>{row.local}</td>
              <td>
                {windKnWords(row.windKn)} {row.windFromDeg === null ? '' : formatQuantity(row.windFromDeg, '°T')}
              </td>
              <td>{windKnWords(row.gustKn)}</td>
              <td>{formatNumber(row.pressureHpa, 'hPa')}</td>
              <td>{visibilityWords(row.visibilityM)}</td>
              <td>{precipCell(row)}</td>
              <td>{temperatureCell(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
