import './routing.css';
import { useCallback, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import { routingProgressWords } from '../../shared/format/routing-words';
import type { LegGeometry } from '../../shared/voyage/voyage';
import type { RoutingFieldSource } from '../../shared/voyage/weather-routing';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useCreditTerms } from '../state/credit-terms';
import { useWindowKey } from '../shell/use-window-key';
import { useVoyageStore } from '../state/external-store';
import { cancelWeatherRouting, ensembleCheckAnswered, ensembleCheckStarted, routingAnswered, routingStarted, verificationAnswered, verificationStarted, weatherRoutingStore } from '../state/weather-routing';
import { RoutingFields } from './routing-fields';
import { RoutingProposal } from './routing-proposal';
import { isRouteKey } from './routing-keys';

/**
 * The Routing tab (issue 24): the open voyage, as saved, routed through the weather from its
 * first to its last waypoint at its departure. Before anything is asked it lists the fields, their
 * resolution and cost (through the one credit gate); while routing a progress bar and Cancel;
 * then the proposal beside the plan, the check with the shipping forecast on request, the
 * isochrones on demand, and Adopt (a new revision, undoable) or Leave.
 */
export function RoutingPanel({ bridge, connection }: { bridge: PassageBridge; connection: ConnectionStatus | null }) {
  const { voyage, dirty } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  const routing = useVoyageStore(weatherRoutingStore, voyageId);
  const dataSource = useCreditTerms().dataSource ?? 'demo';
  const [stepHours, setStepHours] = useState(3);
  const [fieldStepHours, setFieldStepHours] = useState(6);
  const [toleranceNm, setToleranceNm] = useState(5);
  const [legGeometry, setLegGeometry] = useState<LegGeometry>('rhumb');
  const [fieldSource, setFieldSource] = useState<RoutingFieldSource>('layers');
  const [creditBudget, setCreditBudget] = useState(300);
  const options = useMemo(
    () => ({ stepHours, fieldStepHours, crossTrackToleranceNm: toleranceNm, legGeometry, fieldSource, creditBudget }),
    [stepHours, fieldStepHours, toleranceNm, legGeometry, fieldSource, creditBudget],
  );
  const estimate = useCall(
    () => (voyageId === null ? null : bridge.estimateWeatherRouting({ voyageId, ...options })),
    // Asked again after a routing: what it fetched is cached now.
    [bridge, voyageId, revision, options, routing.result],
  );

  const route = useCallback(async () => {
    if (voyageId === null) return;
    routingStarted(voyageId);
    routingAnswered(voyageId, await bridge.routeVoyage({ voyageId, ...options }));
  }, [bridge, voyageId, options]);
  const gate = useCreditGate('weatherRouting', creditEstimate(estimate), route);
  const askToRoute = gate.ask;

  const proposal = routing.result?.proposal ?? null;
  const verifyInput = useMemo(
    () => (voyageId === null || proposal === null ? null : { voyageId, proposal: { waypoints: proposal.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })), legs: proposal.legs } }),
    [voyageId, proposal],
  );
  const verifyEstimate = useCall(() => (verifyInput === null ? null : bridge.estimateRoutingVerification(verifyInput)), [bridge, verifyInput, routing.verification]);
  const verify = useCallback(async () => {
    if (verifyInput === null) return;
    verificationStarted(verifyInput.voyageId);
    verificationAnswered(verifyInput.voyageId, await bridge.verifyRouting(verifyInput));
  }, [bridge, verifyInput]);
  const verifyGate = useCreditGate('routingVerification', creditEstimate(verifyEstimate), verify);
  const ensembleEstimate = useCall(() => (verifyInput === null ? null : bridge.estimateRoutingEnsembleCheck(verifyInput)), [bridge, verifyInput, routing.ensembleCheck]);
  const checkEnsemble = useCallback(async () => {
    if (verifyInput === null) return;
    ensembleCheckStarted(verifyInput.voyageId);
    ensembleCheckAnswered(verifyInput.voyageId, await bridge.checkRoutingWithEnsemble(verifyInput));
  }, [bridge, verifyInput]);
  const ensembleGate = useCreditGate('routingEnsembleCheck', creditEstimate(ensembleEstimate), checkEnsemble);

  useWindowKey(isRouteKey, askToRoute);

  if (voyage === null) return <p className="routing-panel">Open a voyage in the Route tab (Alt+1) to route it through the weather.</p>;
  const offline = connection !== null && (connection.offlineMode || !connection.reachable);
  const uncachedOffline = offline && estimate.status === 'ready' && estimate.value.fields.some((field) => !field.cached);
  return (
    <div className="routing-panel" data-testid="routing-panel">
      <h2>Weather routing: {voyage.name}</h2>
      <p className="routing-note">
        From {voyage.waypoints[0]?.name ?? 'the first waypoint'} to {voyage.waypoints.at(-1)?.name ?? 'the last'} at the planned departure, earliest arrival without breaking a hard limit of the vessel profile; soft limits count as hours lost. Keeps the profile's coast safety
        distance off Natural Earth land.
      </p>
      {dirty && <p role="alert">The route has unsaved edits: routing starts from the voyage as saved.</p>}
      <fieldset className="routing-options" disabled={routing.running}>
        <legend>Routing</legend>
        <RoutingChoice
          label="Fields from"
          title="Map layers: a credit a field, values read back by the palette's bands. Point timeseries: the model's own values at grid points, a credit a point and model, as fine a grid as the budget allows."
          name="routing-field-source"
          value={fieldSource === 'layers' ? 0 : 1}
          choices={[
            { value: 0, words: 'map layers' },
            { value: 1, words: 'point timeseries' },
          ]}
          onChoose={(index) => setFieldSource(index === 0 ? 'layers' : 'points')}
        />
        {fieldSource === 'points' && (
          <label>
            Credit budget
            <input type="number" name="routing-credit-budget" min={3} max={100000} step={10} value={creditBudget} onChange={(event) => setCreditBudget(Math.max(3, Math.min(100_000, Math.round(Number(event.target.value) || 3))))} />
          </label>
        )}
        <RoutingChoice label="Isochrones every" name="routing-step-hours" value={stepHours} choices={[1, 2, 3, 6].map((hours) => ({ value: hours, words: `${hours} h` }))} onChoose={setStepHours} />
        <RoutingChoice label="Fields every" name="routing-field-hours" value={fieldStepHours} choices={[3, 6, 12].map((hours) => ({ value: hours, words: `${hours} h` }))} onChoose={setFieldStepHours} />
        <RoutingChoice label="Waypoints within" after="of the routed track" name="routing-tolerance" value={toleranceNm} choices={[1, 2, 5, 10, 20].map((nm) => ({ value: nm, words: `${nm} nm` }))} onChoose={setToleranceNm} />
        <RoutingChoice label="Legs" name="routing-legs" value={legGeometry === 'rhumb' ? 0 : 1} choices={[{ value: 0, words: 'rhumb lines' }, { value: 1, words: 'great circles' }]} onChoose={(index) => setLegGeometry(index === 0 ? 'rhumb' : 'greatCircle')} />
      </fieldset>
      {estimate.status === 'failed' && <p role="alert">{estimate.error.message}</p>}
      {estimate.value !== null && <RoutingFields estimate={estimate.value} dataSource={dataSource} />}
      {uncachedOffline && <p role="alert">Working offline: only fields already cached can be routed on; the others cannot be fetched now.</p>}
      <div className="routing-actions">
        <CreditGateButton gate={gate} label={routing.result === null ? 'Route' : 'Route again'} busyLabel="Routing…" busy={routing.running} disabled={uncachedOffline} title="Route the voyage (Alt+Shift+W)" testId="routing-start" />
        <kbd>Alt+Shift+W</kbd>
        {routing.running && (
          <button type="button" onClick={() => void cancelWeatherRouting(bridge, voyage.id)} data-testid="routing-cancel">
            Cancel
          </button>
        )}
      </div>
      {routing.running && (
        <div className="routing-progress" data-testid="routing-progress" data-phase={routing.progress?.phase ?? 'starting'}>
          <progress
            max={routing.progress?.phase === 'fields' ? Math.max(1, routing.progress.fieldsTotal) : Math.max(1, routing.progress?.isochronesExpected ?? 1)}
            value={routing.progress?.phase === 'fields' ? routing.progress.fieldsDone : Math.min(routing.progress?.isochrone ?? 0, routing.progress?.isochronesExpected ?? 0)}
            aria-label="Routing progress"
          />
          <span aria-live="polite">{routingProgressWords(routing.progress)}</span>
        </div>
      )}
      {routing.problem !== null && <p role="alert" data-testid="routing-problem">{routing.problem}</p>}
      {routing.adopted !== null && (
        <p className="routing-adopted" data-testid="routing-adopted">
          {routing.adopted}
        </p>
      )}
      {routing.result !== null && !routing.running && <RoutingProposal result={routing.result} routing={routing} gates={{ verify: verifyGate, ensemble: ensembleGate }} dataSource={dataSource} />}
    </div>
  );
}

/** One of the routing's options: a labelled choice among a few values. */
function RoutingChoice({
  label,
  after,
  title,
  name,
  value,
  choices,
  onChoose,
}: {
  label: string;
  after?: string;
  title?: string;
  name: string;
  value: number;
  choices: ReadonlyArray<{ value: number; words: string }>;
  onChoose: (value: number) => void;
}) {
  return (
    <label title={title}>
      {label}
      <select value={value} onChange={(event) => onChoose(Number(event.target.value))} name={name}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.words}
          </option>
        ))}
      </select>
      {after}
    </label>
  );
}
