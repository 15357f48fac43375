import { percentWords, precipitationWords, pressureWords, temperatureWords, visibilityWords, windFromWords, windKnWords } from '../../shared/format/weather-units';
import { formatNumber, formatQuantity } from '../../shared/format/quantity-format';
import { sharedZoneLabel, withoutZoneLabel } from '../../shared/format/local-time';
import { formatUtcShort } from '../../shared/time/time-format';
import { notGiven } from '../shell/not-given';
import { minutelySummary, type MinuteRow, type WeatherRow } from './forecast-rows';
import { PlaceTable, type PlaceTableColumn } from './place-table';

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
  // One zone for every row (the usual case) is said once, in the header: repeated in each row it
  // pushed the weather itself out of a side panel's width.
  const zone = sharedZoneLabel(rows.map((row) => row.local));
  const columns: PlaceTableColumn<WeatherRow>[] = [
    { header: 'UTC', cell: (row) => `${row.utc}${showLabel && row.label !== null ? ` ${row.label}` : ''}` },
    zone === null ? { header: 'Local', cell: (row) => row.local } : { header: `Local ${zone}`, cell: (row) => withoutZoneLabel(row.local) },
    { header: 'Wind', cell: (row) => `${windKnWords(row.windKn)} ${row.windFromDeg === null ? '' : formatQuantity(row.windFromDeg, '°T')}` },
    { header: 'Gusts', cell: (row) => windKnWords(row.gustKn) },
    { header: 'hPa', cell: (row) => formatNumber(row.pressureHpa, 'hPa') },
    { header: 'Visibility', cell: (row) => visibilityWords(row.visibilityM) },
    { header: 'Precipitation', cell: precipCell },
    { header: 'Air', cell: temperatureCell },
  ];
  return <PlaceTable rows={rows} columns={columns} caption={caption} rowKey={(row) => row.timeMs} testId={testId} marked={(row) => row.marked} />;
}
