import './ensemble-point.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import { ensemblePlume, limitElements } from '../../shared/risk';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { EnsemblePointForecast } from '../../shared/service/ensemble';
import type { Palette } from '../../shared/settings/settings';
import { formatUtcShort } from '../../shared/time/time-format';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { orNotGiven } from '../shell/not-given';
import { useShownData } from '../shell/shown-data';
import { pointPick, usePointPick } from '../state/point-pick';
import { EnsemblePlumeCharts } from './ensemble-plume-charts';
import { WaypointChoice } from './waypoint-choice';

/**
 * "Ensemble at a point" in the Risk tab: a position picked on the chart, or a waypoint of the
 * open voyage (which brings its ETA as the marked time); the cost of the ensemble point forecast
 * there first, then its plume against the vessel's limits.
 */

interface PlumeTarget {
  lat: number;
  lon: number;
  /** where it came from, in words */
  source: string;
  markUtcMs: number | null;
}

type FetchState = { status: 'none' } | { status: 'fetching' } | { status: 'failed'; message: string };

const plumeWidthPx = 430;
// Lat/lon to 4 decimals (about 11 m): stable cache keys, as the ensemble along the route asks.
const roundDeg = (value: number): number => Math.round(value * 1e4) / 1e4;
const normaliseLon = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;
const wantedElements = [...new Set(Object.values(limitElements).map((limit) => limit.element))];

export function EnsemblePointSection({ bridge, palette }: { bridge: PassageBridge; palette: Palette }) {
  const { voyage, plan, profile } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const { picking, picked } = usePointPick(voyageId);
  const [target, setTarget] = useState<PlumeTarget | null>(null);
  // The point chosen belongs to its voyage: another voyage starts with none (or with its own pick).
  const [targetVoyageId, setTargetVoyageId] = useState(voyageId);
  if (targetVoyageId !== voyageId) {
    setTargetVoyageId(voyageId);
    setTarget(null);
  }
  const [modelId, setModelId] = useState<string | null>(null);
  const [showMembers, setShowMembers] = useState(false);
  const [state, setState] = useState<FetchState>({ status: 'none' });
  const [answer, setAnswer] = useState<ServiceAnswer<EnsemblePointForecast> | null>(null);

  useEffect(
    function takeChartPick() {
      if (picked !== null) setTarget({ lat: picked.lat, lon: picked.lon, source: 'picked on the chart', markUtcMs: null });
    },
    [picked],
  );
  useEffect(
    function stopPickingOnLeave() {
      return function cancelPick() {
        pointPick.cancel();
      };
    },
    [],
  );

  const catalogue = useCall(() => bridge.getMarineEnsembleModels({ query: {} }), [bridge]);
  const models = catalogue.value?.value.models ?? [];
  const model = models.find((each) => each.id === modelId) ?? models[0] ?? null;
  const elements = useMemo(() => (model === null ? [] : wantedElements.filter((element) => model.elements.some((offered) => offered.id === element))), [model]);
  const query = useMemo(
    () => (target === null || model === null || elements.length === 0 ? null : { lat: roundDeg(target.lat), lon: roundDeg(normaliseLon(target.lon)), model: model.id, elements }),
    [target, model, elements],
  );
  const queryKey = query === null ? '' : JSON.stringify(query);
  const [asked, setAsked] = useState(0);
  const estimate = useCall(() => (query === null ? null : bridge.estimateCredits({ operation: 'marineEnsemblePoint', query })), [bridge, queryKey, asked]);

  useEffect(
    function forgetPlumeOfAnotherPoint() {
      setAnswer(null);
      setState({ status: 'none' });
    },
    [queryKey],
  );

  const fetchPlume = useCallback(async () => {
    if (query === null) return;
    setState({ status: 'fetching' });
    const result = await bridge.getMarineEnsemblePoint({ query });
    if (result.ok) setAnswer(result.value);
    setState(result.ok ? { status: 'none' } : { status: 'failed', message: result.error.message });
    setAsked((count) => count + 1);
  }, [bridge, query]);

  const limits = (profile ?? defaultVesselProfile).limits;
  const plume = useMemo(() => (answer === null ? null : ensemblePlume(answer.value, limits)), [answer, limits]);
  useShownData('ensemble-point', 'Ensemble at a point', answer?.provenance ?? null);

  const waypointTimes = plan?.ok === true ? plan.plan.route.waypoints.map((waypoint) => plan.plan.etdUtcMs + waypoint.offsetMs) : null;
  const chooseWaypoint = (index: number) => {
    const waypoint = voyage?.waypoints[index];
    if (waypoint === undefined) return;
    // The chart's mark is for picked points only: a waypoint is already on the chart.
    pointPick.clear(voyageId);
    setTarget({ lat: waypoint.lat, lon: waypoint.lon, source: `waypoint ${index + 1} ${waypoint.name}`, markUtcMs: waypointTimes?.[index] ?? null });
  };
  const gate = useCreditGate('ensemblePoint', creditEstimate(estimate), fetchPlume);

  return (
    <section className="ensemble-point" data-testid="ensemble-point">
      <h2>Ensemble at a point</h2>
      <div className="ensemble-point-choice">
        <button type="button" onClick={() => (picking ? pointPick.cancel() : pointPick.start())} aria-pressed={picking} data-testid="pick-on-chart">
          {picking ? 'Click the chart… (Escape cancels)' : 'Pick on chart'}
        </button>
        {voyage !== null && voyage.waypoints.length > 0 && <WaypointChoice waypoints={voyage.waypoints} etaUtcMs={waypointTimes} onChoose={chooseWaypoint} />}
      </div>
      {catalogue.status === 'failed' && <p className="risk-problem">The ensemble models could not be listed: {catalogue.error.message}</p>}
      {target !== null && (
        <p className="risk-note" data-testid="plume-target">
          {formatLatitude(target.lat)} {formatLongitude(target.lon)}, {target.source}
          {target.markUtcMs === null ? '' : `; ETA ${formatUtcShort(target.markUtcMs)}`}
        </p>
      )}
      {target !== null && models.length > 1 && (
        <label className="ensemble-point-model">
          Model{' '}
          <select value={model?.id ?? ''} onChange={(event) => setModelId(event.target.value)}>
            {models.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {target !== null && model !== null && elements.length === 0 && <p className="risk-problem">{model.name} has none of the elements the vessel limits need ({wantedElements.join(', ')}).</p>}
      {estimate.status === 'failed' && <p className="risk-problem">{estimate.error.message}</p>}
      {query !== null && (
        <CreditGateButton gate={gate} className="ensemble-point-fetch" label="Ensemble plume here" busyLabel="Fetching…" busy={state.status === 'fetching'} testId="fetch-plume" />
      )}
      {state.status === 'failed' && <p className="risk-problem">{state.message}</p>}
      {plume !== null && answer !== null && (
        <>
          <p className="risk-note">
            model {orNotGiven(plume.model, (name) => name)} run {orNotGiven(plume.runUtcMs, formatUtcShort)}, {orNotGiven(plume.lat, formatLatitude)} {orNotGiven(plume.lon, formatLongitude)}: band p10–p90, median dashed, control dotted
            {profile === null ? `; limits of ${defaultVesselProfile.name}` : `; limits of ${profile.name}`}.
          </p>
          <label className="ensemble-point-members">
            <input type="checkbox" checked={showMembers} onChange={(event) => setShowMembers(event.target.checked)} data-testid="plume-members" /> Members
          </label>
          <EnsemblePlumeCharts plume={plume} markUtcMs={target?.markUtcMs ?? null} showMembers={showMembers} palette={palette} widthPx={plumeWidthPx} />
        </>
      )}
    </section>
  );
}
