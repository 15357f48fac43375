import { useCallback, useState } from 'react';
import type { DataSource } from '../../shared/service/answer-provenance';
import { routingQuantityNames } from '../../shared/format/routing-words';
import { proposalCaveatWords } from '../../shared/format/weather-routing-words';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';
import type { WeatherRoutingResult } from '../../shared/voyage/weather-routing';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, type CreditGate } from '../shell/credit-gate';
import { useWindowKey } from '../shell/use-window-key';
import { forgetProposal, toggleIsochrones, type VoyageRouting } from '../state/weather-routing';
import { RoutingComparison } from './routing-comparison';
import { RoutingInputsUsedList } from './routing-inputs-used';
import { isAdoptKey, isIsochronesKey } from './routing-keys';

const sourceWords: Record<string, string> = { live: 'fetched now', cache: 'from the cache', 'offline-cache': 'from the cache, offline' };

/** "Wind speed (ecmwf-hres): fetched 2 h ago, from the cache, run 23 Nov 06:00Z". */
function fieldAgeWords(field: WeatherRoutingResult['fields'][number], nowMs: number): string {
  const run = field.runUtcMs === null ? '' : `, run ${formatUtcShort(field.runUtcMs)}`;
  return `${routingQuantityNames[field.quantity]} (${field.model}): ${formatAge(nowMs - field.fetchedAtMs)} old, ${sourceWords[field.source] ?? field.source}${run}`;
}

/**
 * What a routing answered: the proposal beside the plan (or why there is none), the fields it read
 * and how old they are, how the router worked, the check with the shipping forecast, and the
 * navigator's choice: adopt the proposal as a new revision of the voyage (undoable like any route
 * edit), or leave it.
 */
export function RoutingProposal({ result, routing, gates, dataSource }: { result: WeatherRoutingResult; routing: VoyageRouting; gates: { verify: CreditGate; ensemble: CreditGate }; dataSource: DataSource }) {
  const { voyage, dirty, edit, save } = useOpenVoyage();
  const [nowMs] = useState(() => Date.now());
  const proposal = result.proposal;
  const stale = voyage !== null && (voyage.id !== result.voyageId || voyage.revision !== result.voyageRevision || dirty);

  const adopt = useCallback(async () => {
    if (proposal === null || voyage === null || stale) return;
    const revision = voyage.revision;
    edit((current) => ({
      ...current,
      waypoints: proposal.waypoints.map((waypoint, index) => ({ id: `wr${revision + 1}-${index + 1}`, name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon })),
      legs: proposal.legs.map((leg) => ({ ...leg })),
    }));
    if (await save()) forgetProposal(result.voyageId, `Adopted as revision ${revision + 1} of the voyage. Ctrl+Z undoes it (then save, Ctrl+S).`);
  }, [proposal, voyage, stale, edit, save, result.voyageId]);

  useWindowKey(isIsochronesKey, useCallback(() => toggleIsochrones(result.voyageId), [result.voyageId]));
  useWindowKey(isAdoptKey, useCallback(() => void adopt(), [adopt]));

  const arrivalLon = proposal?.waypoints.at(-1)?.lon ?? voyage?.waypoints.at(-1)?.lon ?? 0;
  return (
    <section className="routing-result" aria-labelledby="routing-result-heading" data-testid="routing-result" data-status={result.status}>
      <h3 id="routing-result-heading">{result.status === 'arrived' ? `Proposal: ${proposal?.waypoints.length ?? 0} waypoints` : result.status === 'cancelled' ? 'Routing cancelled' : 'No route found'}</h3>
      {result.reason !== null && <p role={result.status === 'no_route' ? 'alert' : undefined}>{result.reason}</p>}
      <RoutingComparison result={result} verification={routing.verification} ensembleCheck={routing.ensembleCheck} arrivalLonDeg={arrivalLon} dataSource={dataSource} />
      {proposal !== null && (
        <p className="routing-note">
          The routed track ({proposal.trackPositions} positions, one per isochrone) simplified to {proposal.waypoints.length} waypoints within {proposal.crossTrackToleranceNm} nm, legs as{' '}
          {proposal.legs[0]?.geometry === 'greatCircle' ? 'great circles' : 'rhumb lines'}; each leg's speed keeps the router's times (currents included). Dashed on the chart; the plan is the solid line.
        </p>
      )}
      {result.status !== 'cancelled' && (
        <p className="routing-note" data-testid="routing-method">
          {result.routing.isochroneCount} isochrones every {result.routing.stepHours} h, {result.routing.headingsPerNode} headings fanned from each position; done in {Math.round(result.routing.elapsedMs / 1000)} s, fetching the fields included.
        </p>
      )}
      {proposalCaveatWords(result).map((words) => (
        <p key={words} role="alert" data-testid="routing-caveat">
          {words}
        </p>
      ))}
      {result.inputs !== null && result.status !== 'cancelled' && <RoutingInputsUsedList inputs={result.inputs} />}
      {result.fields.length > 0 && (
        <ul className="routing-field-ages" data-testid="routing-field-ages" aria-label="Fields read and their age">
          {result.fields.map((field) => (
            <li key={field.quantity}>{fieldAgeWords(field, nowMs)}</li>
          ))}
        </ul>
      )}
      {result.storms.message !== null && <p role="alert">{result.storms.message}</p>}
      {proposal !== null && (
        <div className="routing-actions">
          <CreditGateButton gate={gates.verify} label={routing.verification === null ? 'Check with the shipping forecast' : 'Check again'} busyLabel="Checking…" busy={routing.verifying} testId="routing-verify" />
          <CreditGateButton gate={gates.ensemble} label={routing.ensembleCheck === null ? 'Check with the ensemble' : 'Ensemble again'} busyLabel="Checking…" busy={routing.checkingEnsemble} testId="routing-ensemble" />
          <button type="button" aria-pressed={routing.isochronesShown} onClick={() => toggleIsochrones(result.voyageId)} data-testid="routing-isochrones">
            {routing.isochronesShown ? 'Hide isochrones' : 'Show isochrones'} <kbd>Alt+Shift+I</kbd>
          </button>
          <button type="button" onClick={() => void adopt()} disabled={stale} data-testid="routing-adopt" title={stale ? 'The voyage changed since it was routed: route again' : 'Make the proposal the route (a new revision)'}>
            Adopt <kbd>Alt+Shift+A</kbd>
          </button>
          <button type="button" onClick={() => forgetProposal(result.voyageId)} data-testid="routing-leave">
            Leave it
          </button>
        </div>
      )}
      {stale && proposal !== null && <p className="routing-note">The voyage changed since it was routed: route it again to adopt a proposal.</p>}
      {routing.verification !== null && (
        <p className="routing-note" data-testid="routing-verification">
          Shipping forecast (fetched {formatUtcShort(routing.verification.fetchedAtMs)}): plan — {routing.verification.planned.summary}; proposal — {routing.verification.proposed.summary}
        </p>
      )}
    </section>
  );
}
