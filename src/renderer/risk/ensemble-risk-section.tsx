import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { creditWords } from '../../shared/format/credit-words';
import { percentWords, type LimitName } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import { useCreditTerms } from '../state/credit-terms';
import { useEnsembleAlongRoute } from '../state/ensemble-along-route';
import { countOrNotGiven } from '../shell/not-given';
import { useVirtualTableRows } from '../shell/virtual-table-rows';

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

/** A leg row's height before it is measured: in the side panel the leg's name and each figure wrap to two lines. */
const estimatedLegRowPx = 40;

/**
 * One row per leg, only the rows in view in the page (a 5,000-waypoint voyage has 4,999 legs).
 * The table's scroll box takes the keyboard focus, so ↑ ↓ Page Up/Down, Home and End scroll it.
 */
function LegTable({ result, waypointNames }: { result: EnsembleAlongRoute; waypointNames: readonly string[] }) {
  const limits = (Object.keys(limitLabels) as LimitName[]).filter((name) => result.legs.some((leg) => leg.byLimit[name] !== undefined));
  const { rows, scrollBox, measureHeader, laidOut, scrollByKey } = useVirtualTableRows({
    count: result.legs.length,
    estimatedRowPx: estimatedLegRowPx,
    overscanRows: 8,
    columns: limits.length + 1,
  });
  return (
    <div className="ensemble-legs-wrap" ref={scrollBox} tabIndex={0} role="region" aria-label="Ensemble risk per leg" onKeyDown={scrollByKey}>
      <table className="ensemble-legs" aria-rowcount={result.legs.length + 1}>
        <thead ref={measureHeader}>
          <tr>
            <th>Leg</th>
            {limits.map((name) => (
              <th key={name}>{limitLabels[name]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {laidOut((item) => {
            const leg = result.legs[item.index];
            if (leg === undefined) return null;
            return (
              <tr key={item.key} ref={rows.measureElement} data-index={item.index} data-leg={leg.legIndex} aria-rowindex={item.index + 2}>
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function EnsembleRiskSection({ bridge }: { bridge: PassageBridge }) {
  const { voyage, dirty } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  const [state, setState] = useState<EnsembleState>({ status: 'none' });
  const { answer: shared, setAnswer, legRiskShown, setLegRiskShown } = useEnsembleAlongRoute(voyageId);
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

  const gate = useCreditGate('ensembleAlongRoute', creditEstimate(estimate), fetchEnsemble);
  const terms = useCreditTerms();
  // The answer outlives this tab (the meteogram and the chart draw it), so it is shown again on return.
  const answer = shared !== null && shared.value.voyageId === voyageId && shared.value.voyageRevision === revision ? shared : null;
  useShownData('ensemble-along-route', 'Ensemble risk', answer?.provenance ?? null);
  if (voyage === null) return null;
  return (
    <section className="ensemble-risk">
      <h2>Ensemble risk</h2>
      {dirty && <p className="risk-note">Computed for the voyage as saved: save to include your edits.</p>}
      {estimate.status === 'failed' && <p className="risk-problem">{estimate.error.message}</p>}
      <CreditGateButton
        gate={gate}
        className="ensemble-fetch"
        label="Ensemble risk"
        busyLabel="Ensemble risk (asking…)"
        busy={state.status === 'fetching'}
        detail={estimate.status === 'ready' ? `, ${estimate.value.positions} positions` : ''}
        testId="ensemble-fetch"
      />
      {estimate.status === 'ready' && estimate.value.modelChoiceCredits > 0 && (
        <p className="risk-note" data-testid="ensemble-model-choice-cost">
          Choosing the model from the ensemble catalogue cost {creditWords(estimate.value.modelChoiceCredits, terms.dataSource ?? 'live')}; the catalogue is kept in the cache for the next estimates.
        </p>
      )}
      {state.status === 'fetching' && <p className="risk-note">Asking the ensemble at each position…</p>}
      {state.status === 'failed' && <p className="risk-problem">{state.message}</p>}
      {answer !== null && (
        <>
          <p className="risk-note">
            Chance that the ship meets more than each limit ({answer.value.model.name}, {countOrNotGiven(answer.value.model.members, 'members')}
            {answer.value.model.runUtcMs === null ? '' : `, run ${formatUtcShort(answer.value.model.runUtcMs)}`}; every {answer.value.everyHours} h, at
            departure, arrival and turns).
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
