import { useCallback, useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { CrewJourneyPlace } from '../../shared/shore/crew-journey';
import { useCall } from '../bridge/use-call';
import { creditEstimate, useCreditGate, CreditGateButton } from '../shell/credit-gate';
import { addCrewPlan, crewJourneys, removeCrewPlan, updateCrewPlan, useCrewPlansLoaded, type CrewPlan } from '../state/crew-journeys';
import { useVoyageStore } from '../state/external-store';
import { planCurrency, targetTimeUtcMs, type CrewDirection } from './crew-journey-checks';
import { JourneyOption, minutesWords } from './journey-option';
import type { PortOfCall } from './ship-times-at-port';
import { agoWords, shoreTimeWords } from './shore-time';
import { TransitPlaceField } from './transit-place-field';

/**
 * Journey planning for the crew: relief crew from a place to the port, arriving the margin before
 * the ETD; off-signers from the port to a place, leaving the margin after the ETA. Options appear
 * as the mixer sends them; a plan made against another ship time than the present one is marked.
 */

function useNowMs(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(function tick() {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return function stopTicking() {
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}

function shipTimeFor(direction: CrewDirection, port: PortOfCall): number | null {
  return direction === 'relief' ? port.etdUtcMs : port.etaUtcMs;
}

export function JourneyPlanner({ bridge, voyageId, port }: { bridge: PassageBridge; voyageId: string; port: PortOfCall }) {
  const [direction, setDirection] = useState<CrewDirection>('relief');
  const [place, setPlace] = useState<CrewJourneyPlace | null>(null);
  const [marginHours, setMarginHours] = useState(3);
  const [problem, setProblem] = useState<string | null>(null);
  useCrewPlansLoaded(bridge, voyageId);
  const plans = useVoyageStore(crewJourneys, voyageId).filter((plan) => plan.port.key === port.key);
  const nowMs = useNowMs(15_000);
  const shipTime = shipTimeFor(direction, port);
  const streaming = plans.find((plan) => plan.status === 'streaming');

  const plan = useCallback(async () => {
    if (place === null || shipTime === null) return;
    const marginMinutes = Math.round(marginHours * 60);
    const planId = `crew-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const portPlace = { name: port.name, lat: port.lat, lon: port.lon };
    const atUtcMs = targetTimeUtcMs({ direction, shipTimeUtcMs: shipTime, marginMinutes });
    const newPlan: CrewPlan = { planId, direction, place, port: { ...portPlace, key: port.key }, shipTimeUtcMs: shipTime, marginMinutes, plannedAtMs: Date.now(), mode: null, status: 'streaming', message: null, options: [] };
    addCrewPlan(voyageId, newPlan);
    const started = await bridge.planCrewJourney({ planId, from: direction === 'relief' ? place : portPlace, to: direction === 'relief' ? portPlace : place, atUtcMs, arriveBy: direction === 'relief' });
    if (started.ok) {
      updateCrewPlan(planId, (each) => ({ ...each, mode: started.value.mode }));
      setProblem(null);
    } else {
      updateCrewPlan(planId, (each) => ({ ...each, status: 'failed', message: `Not planned: ${started.error.message}` }));
    }
  }, [bridge, direction, marginHours, place, port, shipTime, voyageId]);
  // Asked again after each plan ends: the mixer's close reason may have charged otherwise.
  const plansEnded = plans.filter((each) => each.status !== 'streaming').length;
  const estimate = useCall(() => bridge.estimateCrewJourney({}), [bridge, plansEnded]);
  const gate = useCreditGate('crewJourney', creditEstimate(estimate), plan);

  const stop = useCallback(() => {
    if (streaming === undefined) return;
    void bridge.stopCrewJourney({ planId: streaming.planId }).then((result) => {
      if (!result.ok) setProblem(`Could not stop: ${result.error.message}`);
    });
  }, [bridge, streaming]);

  return (
    <section className="shore-section journey-planner" aria-label="Crew journeys">
      <h3>Crew journeys</h3>
      <fieldset className="journey-direction">
        <label>
          <input type="radio" name="crew-direction" checked={direction === 'relief'} onChange={() => setDirection('relief')} /> Relief crew to the ship (arrive before ETD)
        </label>
        <label>
          <input type="radio" name="crew-direction" checked={direction === 'offSigners'} onChange={() => setDirection('offSigners')} /> Off-signers from the ship (leave after ETA)
        </label>
      </fieldset>
      <TransitPlaceField bridge={bridge} label={direction === 'relief' ? 'From' : 'To'} value={place} onChoose={setPlace} />
      <label className="journey-margin-field">
        Margin{' '}
        <input type="number" min={0} max={48} step={0.5} value={marginHours} onChange={(event) => setMarginHours(Math.max(0, Math.min(48, Number(event.target.value) || 0)))} data-testid="journey-margin-hours" /> h{' '}
        {direction === 'relief' ? 'before the ETD' : 'after the ETA'}
      </label>
      <p className="journey-target">
        {shipTime === null
          ? `The ship's ${direction === 'relief' ? 'ETD' : 'ETA'} at ${port.name} is not known: no journey can be planned against it.`
          : `${direction === 'relief' ? 'Arrive at the port by' : 'Leave the port at'} ${shoreTimeWords(targetTimeUtcMs({ direction, shipTimeUtcMs: shipTime, marginMinutes: Math.round(marginHours * 60) }))}`}
      </p>
      <div className="journey-actions">
        <CreditGateButton
          gate={gate}
          label="Plan journeys"
          busyLabel="Planning…"
          busy={streaming !== undefined}
          disabled={place === null || shipTime === null}
          testId="plan-journeys"
          title={estimate.value?.basis === 'last charge' ? 'Estimated at what the planner charged for the last plan' : 'The planner says what a plan cost when it ends; until it has, the estimate is the price of the vendor\'s examples'}
        />
        <button type="button" onClick={stop} disabled={streaming === undefined} data-testid="stop-journeys">
          Stop
        </button>
      </div>
      {problem !== null && <p className="problem" role="alert">{problem}</p>}
      <ol className="crew-plans">
        {plans.map((each) => (
          <CrewPlanView key={each.planId} plan={each} port={port} nowMs={nowMs} onForget={() => removeCrewPlan(voyageId, each.planId)} />
        ))}
      </ol>
    </section>
  );
}

function statusWords(plan: CrewPlan): string {
  const count = plan.options.length === 1 ? '1 option' : `${plan.options.length} options`;
  if (plan.status === 'streaming') return `Receiving options… ${count} so far`;
  if (plan.status === 'complete') return plan.message ?? `Complete: ${count}`;
  return plan.message ?? count;
}

function CrewPlanView({ plan, port, nowMs, onForget }: { plan: CrewPlan; port: PortOfCall; nowMs: number; onForget(): void }) {
  const shipTimeNow = shipTimeFor(plan.direction, port);
  const currency = planCurrency(plan, shipTimeNow, nowMs, shoreTimeWords);
  const from = plan.direction === 'relief' ? plan.place.name : plan.port.name;
  const to = plan.direction === 'relief' ? plan.port.name : plan.place.name;
  return (
    <li className={`crew-plan ${currency.current ? 'current' : 'not-current'}`} data-testid="crew-plan" data-status={plan.status} data-current={currency.current}>
      <div className="crew-plan-head">
        <strong>{plan.direction === 'relief' ? 'Relief crew' : 'Off-signers'}</strong> {from} → {to} · margin {minutesWords(plan.marginMinutes)} · planned {agoWords(nowMs - plan.plannedAtMs)}
        {plan.mode !== null ? ` · ${plan.mode}` : ''}{' '}
        <button type="button" onClick={onForget} title="Forget this plan">
          Forget
        </button>
      </div>
      {plan.status === 'streaming' && <progress aria-label="Options arriving" data-testid="journey-progress" />}
      <p className={`crew-plan-status status-${plan.status}`} data-testid="crew-plan-status">
        {statusWords(plan)}
      </p>
      {!currency.current && (
        <p className="crew-plan-stale" role="status" data-testid="crew-plan-stale">
          Not current: {currency.reason}
        </p>
      )}
      <ul className="journey-options">
        {plan.options.flatMap(({ option, receivedAtMs }, optionIndex) =>
          option.trips.map((trip, tripIndex) => (
            <JourneyOption
              // The service may leave a trip's id out: its place in the stream names it.
              key={`${optionIndex}-${tripIndex}`}
              trip={trip}
              modifiers={option.modifiers}
              receivedAtMs={receivedAtMs}
              nowMs={nowMs}
              direction={plan.direction}
              shipTimeUtcMs={shipTimeNow}
              marginMinutes={plan.marginMinutes}
              current={currency.current}
            />
          )),
        )}
      </ul>
    </li>
  );
}
