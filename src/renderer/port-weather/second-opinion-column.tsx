import { useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { WeatherForecast } from '../../shared/service/weather';
import { formatUtcShort } from '../../shared/time/time-format';
import { CreditGateButton, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import type { WeatherPlace } from '../state/port-weather-place';
import { isAroundMark } from './forecast-rows';
import { roundDeg } from './forecast-lengths';
import { PlaceProvenance } from './place-provenance';
import { secondOpinionRows, type OpinionRow } from '../../shared/format/forecast-second-opinion';
import { PlaceTable, type PlaceTableColumn } from './place-table';
import { legacyErrorWords } from './legacy-error-words';
import { usePlaceAnswer } from './use-place-answer';

/** Hours of the comparison shown when no ETD/ETA is marked: the next day. */
const hoursShown = 24;

/** Each quantity as "forecast | legacy", in the same units. */
const both = (current: number | null, legacy: number | null, unit: string) => `${formatQuantity(current, unit)} | ${formatQuantity(legacy, unit)}`;

const opinionColumns: PlaceTableColumn<OpinionRow>[] = [
  { header: 'UTC', cell: (row) => formatUtcShort(row.timeMs) },
  { header: 'Wind kn', cell: (row) => both(row.windKn, row.legacyWindKn, 'kn') },
  { header: 'hPa', cell: (row) => both(row.pressureHpa, row.legacyPressureHpa, 'hPa') },
  { header: 'Air °C', cell: (row) => both(row.temperatureC, row.legacyTemperatureC, '°C') },
  { header: 'mm/h', cell: (row) => both(row.precipMmH, row.legacyPrecipMmH, 'mm/h') },
  { header: 'Differences', cell: (row) => (row.differences.length === 0 ? 'agree' : row.differences.join('; ')) },
];

/**
 * The legacy forecast as a second opinion beside the current one: the same hours, both in knots
 * and the same precipitation words, the differences named. Its own refusals (400, 404 far from any
 * place) in words.
 */
export function SecondOpinionColumn({ bridge, place, voyageId, forecast }: { bridge: PassageBridge; place: WeatherPlace; voyageId: string | null; forecast: WeatherForecast | null }) {
  const query = useMemo(() => ({ latitude: roundDeg(place.lat), longitude: roundDeg(place.lon) }), [place.lat, place.lon]);
  const pin = voyageId === null ? {} : { pinForVoyageId: voyageId };
  const { estimate, state, fetch } = usePlaceAnswer(bridge, 'legacyForecast', query, () => bridge.getLegacyForecast({ query, ...pin }));
  const gate = useCreditGate('portSecondOpinion', estimate, fetch);
  const answer = state.status === 'ready' ? state.answer : null;
  useShownData('port-second-opinion', `Legacy forecast at ${place.name}`, answer?.provenance ?? null);
  const rows = useMemo(() => {
    if (answer === null || forecast === null) return [];
    const all = secondOpinionRows(forecast, answer.value);
    const aroundMark = all.filter((row) => isAroundMark(row.timeMs, 3_600_000, place.markUtcMs));
    return aroundMark.length > 0 ? aroundMark : all.slice(0, hoursShown);
  }, [answer, forecast, place.markUtcMs]);
  const differing = rows.filter((row) => row.differences.length > 0).length;

  return (
    <section className="port-weather-opinion" data-testid="port-second-opinion">
      <h3>Second opinion (legacy forecast)</h3>
      {forecast === null && <p className="port-weather-note">Fetch the forecast first: the second opinion is set beside it hour by hour.</p>}
      <CreditGateButton gate={gate} label="Legacy forecast here" busyLabel="Fetching legacy forecast…" busy={state.status === 'fetching'} testId="fetch-second-opinion" />
      {state.status === 'failed' && (
        <p role="alert" className="port-weather-problem" data-testid="second-opinion-problem">
          {legacyErrorWords(state.error)}
        </p>
      )}
      {answer !== null && (
        <>
          <PlaceProvenance provenance={answer.provenance} what="Legacy forecast (wind m/s, shown in kn)" location={answer.value.location ?? null} />
          {forecast !== null && (
            <p className="port-weather-note" data-testid="second-opinion-summary">
              {rows.length === 0 ? 'The two forecasts share no hours.' : differing === 0 ? `The two forecasts agree within ${rows.length} hours shown.` : `They differ in ${differing} of ${rows.length} hours shown.`}
            </p>
          )}
          <PlaceTable rows={rows} columns={opinionColumns} caption="Forecast | legacy, same units" rowKey={(row) => row.timeMs} rowClass={(row) => (row.differences.length > 0 ? 'differs' : undefined)} />
        </>
      )}
    </section>
  );
}
