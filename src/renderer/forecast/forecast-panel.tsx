import './forecast.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PassageErrorShape } from '../../shared/result';
import type { StormEncounter } from '../../shared/risk';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { Palette } from '../../shared/settings/settings';
import { findExceedances } from '../../shared/voyage/exceedances';
import { useCall } from '../bridge/use-call';
import { useEnsembleAlongRoute } from '../risk/ensemble-state';
import { useOpenVoyage } from '../route/open-voyage';
import { useShownData } from '../shell/shown-data';
import { DepartureComparisonView } from './departure-comparison-view';
import { ExceedanceList } from './exceedance-list';
import { ForecastProvenance } from './forecast-provenance';
import { ensembleFor } from './leg-risk-text';
import { Meteogram } from './meteogram';
import { ModelComparison } from './model-comparison';
import { useRouteForecast } from './route-forecast-state';
import { VoyagePicker } from './voyage-picker';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';

/**
 * The forecast tab: the weather where the ship will be, for the open voyage as saved. The cost is
 * shown before anything is asked (and confirmed above the settings' threshold); a forecast that is
 * already cached, or any forecast while offline, opens at once without a request.
 */

type ForecastState = { status: 'none' } | { status: 'fetching' } | { status: 'ready' } | { status: 'failed'; error: PassageErrorShape };

const meteogramWidthPx = 436;

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
  const { answer, setAnswer, cursor, setCursor, colourBy, setColourBy } = useRouteForecast();
  const [asked, setAsked] = useState(0);
  const ensemble = ensembleFor(useEnsembleAlongRoute().answer?.value ?? null, voyageId ?? '', revision ?? -1);
  const offline = connection !== null && (connection.offlineMode || !connection.reachable);

  const estimate = useCall(() => (voyageId === null ? null : bridge.estimateRouteForecast({ voyageId })), [bridge, voyageId, revision, asked]);
  const settings = useCall(() => bridge.getSettings({}), [bridge]);

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
  const threshold = settings.value?.creditConfirmThreshold ?? 0;
  const askToFetch = useCallback(() => {
    if (creditsToSpend === null) return;
    if (creditsToSpend > threshold && !window.confirm(`This forecast costs ${creditsToSpend} credit${creditsToSpend === 1 ? '' : 's'} (your confirmation threshold is ${threshold}). Fetch it?`)) return;
    void fetchForecast();
  }, [creditsToSpend, threshold, fetchForecast]);

  useEffect(
    function openCachedForecast() {
      // Cached and fresh, or offline (the cache answers, nothing is asked): show it without a click.
      if (state.status === 'none' && answer === null && voyageId !== null && (creditsToSpend === 0 || (offline && estimate.status !== 'loading'))) void fetchForecast();
    },
    [state.status, answer, voyageId, creditsToSpend, offline, estimate.status, fetchForecast],
  );

  useEffect(
    function fetchOnShortcut() {
      function onKey(event: KeyboardEvent) {
        if (!isFetchForecastKey(event)) return;
        event.preventDefault();
        askToFetch();
      }
      window.addEventListener('keydown', onKey);
      return function stopFetchOnShortcut() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [askToFetch],
  );

  const reportCursor = useCallback((timeUtcMs: number | null) => setCursor(timeUtcMs === null ? null : { timeUtcMs, from: 'meteogram' }), [setCursor]);
  useShownData('route-forecast', 'route forecast', answer?.provenance ?? null);
  const report = useMemo(() => (answer && profile ? findExceedances(answer.value, profile.limits) : null), [answer, profile]);

  if (voyage === null) return <VoyagePicker bridge={bridge} />;
  return (
    <div className="forecast-panel" data-testid="forecast-panel" data-cursor-utc-ms={cursor?.timeUtcMs ?? ''}>
      <h2>Forecast along the route: {voyage.name}</h2>
      {dirty && <p className="forecast-note">The route has unsaved edits: the forecast is for the route as saved.</p>}
      <div className="forecast-actions">
        <button type="button" onClick={askToFetch} disabled={creditsToSpend === null || state.status === 'fetching'} title="Fetch the forecast (Alt+Shift+F)" data-testid="fetch-forecast">
          {state.status === 'fetching' ? 'Fetching…' : answer ? 'Fetch again' : 'Fetch forecast'}
          {creditsToSpend !== null && ` (${creditsToSpend === 0 ? 'cached, no credits' : `${creditsToSpend} credit${creditsToSpend === 1 ? '' : 's'}`})`}
        </button>
        <kbd>Alt+Shift+F</kbd>
      </div>
      {estimate.status === 'failed' && <p role="alert">{estimate.error.message}</p>}
      {state.status === 'failed' && (
        <p role="alert" data-testid="forecast-error">
          The forecast could not be fetched: {state.error.message}
        </p>
      )}
      {answer && (
        <>
          <ForecastProvenance provenance={answer.provenance} series={answer.value} workingOffline={offline} />
          {report && <ExceedanceList report={report} series={answer.value} risk={{ limits: profile?.limits ?? null, ensemble, encounters: stormEncounters }} />}
          <DepartureComparisonView bridge={bridge} palette={palette} confirmAbove={threshold} />
          <label className="forecast-colour-by">
            Colour the route by{' '}
            <select value={colourBy} onChange={(event) => setColourBy(event.target.value)} data-testid="colour-by">
              {answer.value.elements
                .filter((element) => element.error === null && element.unit !== '°T')
                .map((element) => (
                  <option key={element.key} value={element.key}>
                    {element.label} ({element.unit})
                  </option>
                ))}
            </select>
          </label>
          <Meteogram
            series={answer.value}
            palette={palette}
            limits={profile?.limits ?? null}
            exceedances={report?.exceedances ?? []}
            widthPx={meteogramWidthPx}
            onCursor={reportCursor}
            cursorFromChartUtcMs={cursor?.from === 'chart' ? cursor.timeUtcMs : null}
            stormEncounters={stormEncounters}
          />
          <ModelComparison bridge={bridge} palette={palette} series={answer.value} confirmAbove={threshold} widthPx={meteogramWidthPx} />
        </>
      )}
    </div>
  );
}
