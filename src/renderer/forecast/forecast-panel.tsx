import { labelWithUnit } from '../../shared/format/quantity-format';
import './forecast.css';
import { useCallback } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { Palette } from '../../shared/settings/settings';
import { useOpenVoyage } from '../route/open-voyage';
import { RouteCheckList } from '../route-check/route-check-list';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import { useEnsembleAlongRoute } from '../state/ensemble-along-route';
import { useRouteForecast } from '../state/route-forecast';
import { useStormRisk } from '../state/storm-risk';
import { fetchVoyageForecast } from '../state/route-forecast-feed';
import { DepartureComparisonView } from './departure-comparison-view';
import { ClimateBeyondForecastRows } from './climate-beyond-forecast-rows';
import { ExceedanceList } from './exceedance-list';
import { ForecastProvenance } from './forecast-provenance';
import { ensembleFor } from './leg-risk-text';
import { MeteogramPlaceSwitch } from '../shell/meteogram-place-switch';
import { useWorkspaceLayout } from '../shell/layout-state';
import { exceedanceReport, RouteMeteogram } from './route-meteogram';
import { ModelComparison } from './model-comparison';
import { useClimateBeyondForecast } from './use-climate-beyond-forecast';
import { VoyagePicker } from './voyage-picker';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { useWindowKey } from '../shell/use-window-key';

/**
 * The forecast tab: the weather where the ship will be, for the open voyage as saved. The cost is
 * shown before anything is asked (through the one credit gate, shell/credit-gate); a forecast that is
 * already cached, or any forecast while offline, is opened by the voyage's own store
 * (state/route-forecast-feed.ts), so this tab only shows what the store holds and asks nothing
 * when it is opened again.
 */

/** The key that fetches the forecast, also listed in the `?` overlay. */
export function isFetchForecastKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyF');
}

/** The exceedance list's legs shown as the forecast comes in (exceedance-list.tsx): a screenful and more. */
const exceedanceLegsAtFirst = 40;

export function ForecastPanel({
  bridge,
  palette,
  connection,
}: {
  bridge: PassageBridge;
  palette: Palette;
  connection: ConnectionStatus | null;
}) {
  const { voyage, profile, dirty } = useOpenVoyage();
  // The storms against the open voyage, for the exceedance list.
  const stormEncounters = useStormRisk().encounters;
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  // `fetchingElsewhere`: asked outside this tab (a first start's sample), on its way; the button says so.
  const { answer, request, fetchingElsewhere, cursor, colourBy, setColourBy } = useRouteForecast(voyageId);
  // What the store holds is for the saved revision it was asked for; another revision is being asked anew.
  const current = request !== null && request.revision === revision ? request : null;
  const meteogramPlace = useWorkspaceLayout().layout.meteogramPlace;
  const ensemble = ensembleFor(useEnsembleAlongRoute(voyageId).answer?.value ?? null, voyageId ?? '', revision ?? -1);
  const offline = connection !== null && (connection.offlineMode || !connection.reachable);

  const estimate = current?.estimate ?? null;
  const fetchState = current?.fetch ?? { status: 'idle' as const };

  const fetchForecast = useCallback(async () => {
    if (voyageId !== null && revision !== null) await fetchVoyageForecast(bridge, voyageId, revision);
  }, [bridge, voyageId, revision]);

  const gate = useCreditGate('routeForecast', creditEstimate(estimate), fetchForecast);
  const askToFetch = gate.ask;

  useWindowKey(isFetchForecastKey, askToFetch);

  useShownData('route-forecast', 'route forecast', answer?.provenance ?? null);
  const report = answer && profile ? exceedanceReport(answer.value, profile.limits) : null;
  const climate = useClimateBeyondForecast(bridge, answer?.value ?? null);

  if (voyage === null) return <VoyagePicker />;
  return (
    <div className="forecast-panel" data-testid="forecast-panel" data-cursor-utc-ms={cursor?.timeUtcMs ?? ''}>
      <h2>Forecast along the route: {voyage.name}</h2>
      {dirty && <p className="forecast-note">The route has unsaved edits: the forecast is for the route as saved.</p>}
      <div className="forecast-actions">
        <CreditGateButton gate={gate} label={answer ? 'Fetch again' : 'Fetch forecast'} busyLabel="Fetching…" busy={fetchState.status === 'fetching' || fetchingElsewhere} title="Fetch the forecast (Alt+Shift+F)" testId="fetch-forecast" />
        <kbd>Alt+Shift+F</kbd>
      </div>
      <RouteCheckList />
      {estimate?.status === 'failed' && <p role="alert">{estimate.error.message}</p>}
      {fetchState.status === 'failed' && (
        <p role="alert" data-testid="forecast-error">
          The forecast could not be fetched: {fetchState.error.message}
        </p>
      )}
      {answer && (
        <>
          <ForecastProvenance provenance={answer.provenance} series={answer.value} workingOffline={offline} />
          {report && <ExceedanceList report={report} series={answer.value} risk={{ limits: profile?.limits ?? null, ensemble, encounters: stormEncounters }} beyondForecast={profile ? <ClimateBeyondForecastRows climate={climate} limits={profile.limits} /> : null} legsAtFirst={exceedanceLegsAtFirst} />}
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
          {meteogramPlace === 'panel' && <RouteMeteogram palette={palette} />}
          <ModelComparison bridge={bridge} palette={palette} series={answer.value} />
        </>
      )}
    </div>
  );
}
