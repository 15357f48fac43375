import { labelWithUnit } from '../../shared/format/quantity-format';
import './forecast.css';
import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PassageErrorShape } from '../../shared/result';
import type { StormEncounter } from '../../shared/risk';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { Palette } from '../../shared/settings/settings';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { RouteCheckList } from '../route-check/route-check-list';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import { useEnsembleAlongRoute } from '../state/ensemble-along-route';
import { useRouteForecast } from '../state/route-forecast';
import { DepartureComparisonView } from './departure-comparison-view';
import { ClimateBeyondForecastRows } from './climate-beyond-forecast-rows';
import { ExceedanceList } from './exceedance-list';
import { ForecastProvenance } from './forecast-provenance';
import { ensembleFor } from './leg-risk-text';
import { MeteogramPlaceSwitch } from '../shell/meteogram-place-switch';
import { useWorkspaceLayout } from '../shell/layout-state';
import { exceedanceReport, meteogramFallbackWidthPx, RouteMeteogram } from './route-meteogram';
import { ModelComparison } from './model-comparison';
import { useClimateBeyondForecast } from './use-climate-beyond-forecast';
import { VoyagePicker } from './voyage-picker';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { useWindowKey } from '../shell/use-window-key';

/**
 * The forecast tab: the weather where the ship will be, for the open voyage as saved. The cost is
 * shown before anything is asked (through the one credit gate, shell/credit-gate); a forecast that is
 * already cached, or any forecast while offline, opens at once without a request.
 */

type ForecastState = { status: 'none' } | { status: 'fetching' } | { status: 'ready' } | { status: 'failed'; error: PassageErrorShape };

/** The key that fetches the forecast, also listed in the `?` overlay. */
export function isFetchForecastKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyF');
}

export function ForecastPanel({
  bridge,
  palette,
  connection,
  stormEncounters = null,
}: {
  bridge: PassageBridge;
  palette: Palette;
  connection: ConnectionStatus | null;
  /** The storms against the open voyage (App's useStormEncounters), for the exceedance list. */
  stormEncounters?: readonly StormEncounter[] | null;
}) {
  const { voyage, profile, dirty } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  const [state, setState] = useState<ForecastState>({ status: 'none' });
  const { answer, setAnswer, cursor, colourBy, setColourBy } = useRouteForecast(voyageId);
  const meteogramPlace = useWorkspaceLayout().layout.meteogramPlace;
  const [asked, setAsked] = useState(0);
  const ensemble = ensembleFor(useEnsembleAlongRoute(voyageId).answer?.value ?? null, voyageId ?? '', revision ?? -1);
  const offline = connection !== null && (connection.offlineMode || !connection.reachable);

  const estimate = useCall(() => (voyageId === null ? null : bridge.estimateRouteForecast({ voyageId })), [bridge, voyageId, revision, asked]);

  useEffect(
    function forgetOtherVoyagesForecast() {
      setState({ status: 'none' });
    },
    [voyageId, revision],
  );
  useEffect(
    function dropForecastOfAnotherVoyage() {
      if (answer !== null && (answer.value.voyageId !== voyageId || answer.value.voyageRevision !== revision)) setAnswer(null);
    },
    [answer, voyageId, revision, setAnswer],
  );

  const fetchForecast = useCallback(async () => {
    if (voyageId === null) return;
    setState({ status: 'fetching' });
    const result = await bridge.forecastRoute({ voyageId });
    if (result.ok) setAnswer(result.value);
    setState(result.ok ? { status: 'ready' } : { status: 'failed', error: result.error });
    setAsked((count) => count + 1);
  }, [bridge, voyageId, setAnswer]);

  const creditsToSpend = estimate.status === 'ready' ? estimate.value.creditsToSpend : null;
  const gate = useCreditGate('routeForecast', creditEstimate(estimate), fetchForecast);
  const askToFetch = gate.ask;

  useEffect(
    function openCachedForecast() {
      // Cached and fresh, or offline (the cache answers, nothing is asked): show it without a click.
      if (state.status === 'none' && answer === null && voyageId !== null && (creditsToSpend === 0 || (offline && estimate.status !== 'loading'))) void fetchForecast();
    },
    [state.status, answer, voyageId, creditsToSpend, offline, estimate.status, fetchForecast],
  );

  useWindowKey(isFetchForecastKey, askToFetch);

  useShownData('route-forecast', 'route forecast', answer?.provenance ?? null);
  const report = answer && profile ? exceedanceReport(answer.value, profile.limits) : null;
  const climate = useClimateBeyondForecast(bridge, answer?.value ?? null);

  if (voyage === null) return <VoyagePicker bridge={bridge} />;
  return (
    <div className="forecast-panel" data-testid="forecast-panel" data-cursor-utc-ms={cursor?.timeUtcMs ?? ''}>
      <h2>Forecast along the route: {voyage.name}</h2>
      {dirty && <p className="forecast-note">The route has unsaved edits: the forecast is for the route as saved.</p>}
      <div className="forecast-actions">
        <CreditGateButton gate={gate} label={answer ? 'Fetch again' : 'Fetch forecast'} busyLabel="Fetching…" busy={state.status === 'fetching'} title="Fetch the forecast (Alt+Shift+F)" testId="fetch-forecast" />
        <kbd>Alt+Shift+F</kbd>
      </div>
      <RouteCheckList />
      {estimate.status === 'failed' && <p role="alert">{estimate.error.message}</p>}
      {state.status === 'failed' && (
        <p role="alert" data-testid="forecast-error">
          The forecast could not be fetched: {state.error.message}
        </p>
      )}
      {answer && (
        <>
          <ForecastProvenance provenance={answer.provenance} series={answer.value} workingOffline={offline} />
          {report && <ExceedanceList report={report} series={answer.value} risk={{ limits: profile?.limits ?? null, ensemble, encounters: stormEncounters }} beyondForecast={profile ? <ClimateBeyondForecastRows climate={climate} limits={profile.limits} /> : null} />}
          <DepartureComparisonView bridge={bridge} palette={palette} />
          <label className="forecast-colour-by">
            Colour the route by{' '}
            <select value={colourBy} onChange={(event) => setColourBy(event.target.value)} data-testid="colour-by">
              {answer.value.elements
                .filter((element) => element.error === null && element.unit !== '°T')
                .map((element) => (
                  <option key={element.key} value={element.key}>
                    {labelWithUnit(element.label, element.unit)}
                  </option>
                ))}
            </select>
          </label>
          <MeteogramPlaceSwitch />
          {meteogramPlace === 'panel' && <RouteMeteogram palette={palette} stormEncounters={stormEncounters} />}
          <ModelComparison bridge={bridge} palette={palette} series={answer.value} widthPx={meteogramFallbackWidthPx} />
        </>
      )}
    </div>
  );
}
