import { useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { sunshineWords, temperatureWords, windKnWords } from '../../shared/format/weather-units';
import { hasNoClimate } from '../../shared/service/climate-coverage';
import { formatUtcShort } from '../../shared/time/time-format';
import { CreditGateButton, useCreditGate } from '../shell/credit-gate';
import { orNotGiven } from '../shell/not-given';
import { useShownData } from '../shell/shown-data';
import type { WeatherPlace } from '../state/port-weather-place';
import { climateRows, defaultClimatePeriod, typicalWords, periodOfDate, periodWords, type ClimatePeriodLength, type ClimateRow } from './climate-period';
import { PlaceTable, type PlaceTableColumn } from './place-table';
import { PlaceProvenance } from './place-provenance';
import { usePlaceAnswer } from './use-place-answer';
import { placeClimateQuery } from './voyage-end-place';

const lengthWords: Record<ClimatePeriodLength, string> = { month: 'month', half_month: 'half month', ten_days: 'ten days' };

const climateColumns: PlaceTableColumn<ClimateRow>[] = [
  { header: 'Period', cell: (row) => row.words },
  { header: 'Wind', cell: (row) => windKnWords(row.windKn) },
  { header: 'Gusts', cell: (row) => windKnWords(row.gustKn) },
  { header: 'Air low – high', cell: (row) => `${temperatureWords(row.temperatureLowC)} – ${temperatureWords(row.temperatureHighC)}` },
  { header: 'Precipitation', cell: (row) => orNotGiven(row.precipitationMm, (mm) => `${Math.round(mm)} mm`) },
  { header: 'Sunshine', cell: (row) => sunshineWords(row.sunshineSecondsPerDay) },
];

/**
 * The climate at a place: ten-year averages for each month, half month or ten days, never to be
 * read as a forecast. Shown first when the ETA lies beyond the forecast's 15 days. Outside the
 * climate's coverage the answer has no periods: "no climate data for this place" (asked once,
 * cached).
 */
export function PlaceClimate({ bridge, place, voyageId, beyondForecast }: { bridge: PassageBridge; place: WeatherPlace; voyageId: string | null; beyondForecast: boolean }) {
  const [length, setLength] = useState<ClimatePeriodLength>(defaultClimatePeriod);
  const query = useMemo(() => placeClimateQuery(place, length), [place, length]);
  const pin = voyageId === null ? {} : { pinForVoyageId: voyageId };
  const { estimate, state, fetch } = usePlaceAnswer(bridge, 'weatherClimate', query, () => bridge.getWeatherClimate({ query, ...pin }));
  const gate = useCreditGate('portClimate', estimate, fetch);
  const answer = state.status === 'ready' ? state.answer : null;
  useShownData('port-climate', `Climate at ${place.name}`, answer?.provenance ?? null);
  const rows = useMemo(() => (answer === null ? [] : climateRows(answer.value, length, place.markUtcMs)), [answer, length, place.markUtcMs]);
  const marked = rows.find((row) => row.marked) ?? null;
  const markPeriod = place.markUtcMs === null ? null : periodOfDate(place.markUtcMs, length);

  return (
    <section className={`port-weather-climate${beyondForecast ? ' beyond-forecast' : ''}`} data-testid="port-climate">
      <h3>Climate, not forecast</h3>
      {beyondForecast && place.markUtcMs !== null && (
        <p className="climate-banner" data-testid="climate-banner">
          CLIMATE: the {place.role === 'arrival port' ? 'ETA' : 'time'} {formatUtcShort(place.markUtcMs)} is beyond the forecast's 15 days. Below are the typical values of the past ten years for{' '}
          {markPeriod === null ? 'the period' : periodWords(markPeriod.month, markPeriod.period, length)}, not a forecast.
        </p>
      )}
      <label>
        Period{' '}
        <select value={length} onChange={(event) => setLength(event.target.value as ClimatePeriodLength)} data-testid="climate-period">
          {(Object.keys(lengthWords) as ClimatePeriodLength[]).map((each) => (
            <option key={each} value={each}>
              {lengthWords[each]}
            </option>
          ))}
        </select>
      </label>{' '}
      <CreditGateButton gate={gate} label="Climate here" busyLabel="Fetching climate…" busy={state.status === 'fetching'} testId="fetch-port-climate" />
      {state.status === 'failed' && <p role="alert" className="port-weather-problem">{state.error.message}</p>}
      {answer !== null && hasNoClimate(answer.value) && (
        <p className="port-weather-problem" data-testid="no-climate">
          No climate data for this place (outside the climate's coverage; asked once and kept, not retried).
        </p>
      )}
      {answer !== null && !hasNoClimate(answer.value) && (
        <>
          <PlaceProvenance provenance={answer.provenance} what="Climate (ten-year averages)" location={null} />
          {marked !== null && (
            <p className="climate-marked" data-testid="climate-at-mark">
              {typicalWords(marked)}
            </p>
          )}
          <PlaceTable rows={rows} columns={climateColumns} caption={`Climate by ${lengthWords[length]} (typical values)`} rowKey={(row) => `${row.month}-${row.period}`} testId="climate-table" marked={(row) => row.marked} />
        </>
      )}
    </section>
  );
}
