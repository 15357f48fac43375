import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { percentWords, type LimitName } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { useShownData } from '../shell/shown-data';
import { useEnsembleAlongRoute } from './ensemble-state';

/**
 * The marine ensemble along the open saved voyage, per leg: for each vessel limit the highest
 * chance that the ship meets more than the limit on that leg, and when. Nothing is asked until the
 * navigator presses the button, which shows the credits it will spend.
 */

export const limitLabels: Record<LimitName, string> = {
  significantWaveHeightM: 'Hs',
  windKn: 'Wind',
  gustKn: 'Gust',
  swellM: 'Swell',
  visibilityNm: 'Visibility',
};

type EnsembleState = { status: 'none' } | { status: 'fetching' } | { status: 'ready' } | { status: 'failed'; message: string };

function LegTable({ result, waypointNames }: { result: EnsembleAlongRoute; waypointNames: readonly string[] }) {
  const limits = (Object.keys(limitLabels) as LimitName[]).filter((name) => result.legs.some((leg) => leg.byLimit[name] !== undefined));
  return (
    <table className="ensemble-legs">
      <thead>
        <tr>
          <th>Leg</th>
          {limits.map((name) => (
            <th key={name}>{limitLabels[name]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {result.legs.map((leg) => (
          <tr key={leg.legIndex} data-leg={leg.legIndex}>
            <td>
              {leg.legIndex + 1}. {waypointNames[leg.legIndex] ?? '?'} → {waypointNames[leg.legIndex + 1] ?? '?'}
            </td>
            {limits.map((name) => {
              const figure = leg.byLimit[name];
              if (figure === undefined || figure.probability === null || figure.at === null) {
                return (
                  <td key={name} className="ensemble-unchecked" title={figure?.missingReasons.join('; ') ?? ''}>
                    not checked
                  </td>
                );
              }
              const partly = figure.missingCount > 0 ? ` (${figure.checkedCount} of ${figure.checkedCount + figure.missingCount} positions)` : '';
              return (
                <td key={name} title={figure.missingReasons.join('; ')}>
                  {percentWords(figure.probability)} at {formatUtcShort(figure.at.timeUtcMs)}
                  {partly}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EnsembleRiskSection({ bridge }: { bridge: PassageBridge }) {
  const { voyage, dirty } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  const [state, setState] = useState<EnsembleState>({ status: 'none' });
  const { answer: shared, setAnswer, legRiskShown, setLegRiskShown } = useEnsembleAlongRoute();
  const [asked, setAsked] = useState(0);
  const estimate = useCall(() => (voyageId === null ? null : bridge.estimateEnsembleAlongRoute({ voyageId })), [bridge, voyageId, revision, asked]);

  useEffect(
    function forgetOtherVoyagesEnsemble() {
      setState({ status: 'none' });
      if (shared !== null && (shared.value.voyageId !== voyageId || shared.value.voyageRevision !== revision)) setAnswer(null);
    },
    [voyageId, revision, shared, setAnswer],
  );

  const fetchEnsemble = useCallback(async () => {
    if (voyageId === null) return;
    setState({ status: 'fetching' });
    const result = await bridge.ensembleAlongRoute({ voyageId });
    if (result.ok) setAnswer(result.value);
    setState(result.ok ? { status: 'ready' } : { status: 'failed', message: result.error.message });
    setAsked((count) => count + 1);
  }, [bridge, voyageId, setAnswer]);

  // The answer outlives this tab (the meteogram and the chart draw it), so it is shown again on return.
  const answer = shared !== null && shared.value.voyageId === voyageId && shared.value.voyageRevision === revision ? shared : null;
  useShownData('ensemble-along-route', 'Ensemble risk', answer?.provenance ?? null);
  if (voyage === null) return null;
  const credits = estimate.status === 'ready' ? `${estimate.value.creditsToSpend} credits, ${estimate.value.positions} positions` : estimate.status === 'failed' ? 'cost unknown' : '…';
  return (
    <section className="ensemble-risk">
      <h2>Ensemble risk</h2>
      {dirty && <p className="risk-note">Computed for the voyage as saved: save to include your edits.</p>}
      {estimate.status === 'failed' && <p className="risk-problem">{estimate.error.message}</p>}
      <button type="button" className="ensemble-fetch" disabled={state.status === 'fetching' || estimate.status !== 'ready'} onClick={() => void fetchEnsemble()}>
        Ensemble risk ({credits})
      </button>
      {estimate.status === 'ready' && estimate.value.modelChoiceCredits > 0 && (
        <p className="risk-note" data-testid="ensemble-model-choice-cost">
          Choosing the model from the ensemble catalogue cost {estimate.value.modelChoiceCredits} credit{estimate.value.modelChoiceCredits === 1 ? '' : 's'}; the catalogue is kept in the cache for the next estimates.
        </p>
      )}
      {state.status === 'fetching' && <p className="risk-note">Asking the ensemble at each position…</p>}
      {state.status === 'failed' && <p className="risk-problem">{state.message}</p>}
      {answer !== null && (
        <>
          <p className="risk-note">
            Chance that the ship meets more than each limit ({answer.value.model.name}, {answer.value.model.members} members
            {answer.value.model.runUtcMs === null ? '' : `, run ${formatUtcShort(answer.value.model.runUtcMs)}`}; every {answer.value.everyHours} h and at
            each waypoint).
          </p>
          {answer.value.notCovered !== null && <p className="risk-problem">{answer.value.notCovered}</p>}
          <LegTable result={answer.value} waypointNames={voyage.waypoints.map((waypoint) => waypoint.name)} />
        </>
      )}
      <label className="leg-risk-toggle" title="Colour each leg on the chart by its highest chance of passing any limit (Alt+Shift+L)">
        <input type="checkbox" checked={legRiskShown} onChange={(event) => setLegRiskShown(event.target.checked)} data-testid="leg-risk-toggle" /> Colour the legs on the chart by
        risk <kbd>Alt+Shift+L</kbd>
      </label>
    </section>
  );
}
