import './model-comparison.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { creditWords } from '../../shared/format/credit-words';
import type { PassageErrorShape } from '../../shared/result';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { CatalogueEntry } from '../../shared/service/catalogue';
import type { Palette } from '../../shared/settings/settings';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';
import type { ModelAlongRoute } from '../../shared/voyage/model-along-route';
import { comparableElements, timeseriesCatalogueQuery, type TimeseriesArea } from '../../shared/voyage/model-element-match';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useShownData } from '../shell/shown-data';
import { comparedModelsStore } from '../state/compared-models';
import { useVoyageStore } from '../state/external-store';
import { useCreditTerms } from '../state/credit-terms';
import { ModelComparisonChart } from './model-comparison-chart';
import { orNotGiven } from '../shell/not-given';

/**
 * "Compare models": any model of the marine or weather timeseries catalogues beside the shipping
 * forecast, on the elements both have. The cost (and the part of the voyage the model does not
 * reach) shows before anything is asked, through the one credit gate (shell/credit-gate).
 */

interface ModelComparisonProps {
  bridge: PassageBridge;
  palette: Palette;
  series: RouteForecastSeries;
}

interface ModelChoice {
  area: TimeseriesArea;
  entry: CatalogueEntry;
}

const noModels: readonly ServiceAnswer<ModelAlongRoute>[] = [];
const choiceId = (area: TimeseriesArea, id: string) => `${area}:${id}`;

export function ModelComparison({ bridge, palette, series }: ModelComparisonProps) {
  const { voyage } = useOpenVoyage();
  const departure = voyage?.waypoints[0] ?? null;
  const marine = useCall(() => bridge.getMarineTimeseriesModels({ query: {}, ...(voyage ? { pinForVoyageId: voyage.id } : {}) }), [bridge, voyage?.id]);
  const weatherQuery = departure === null ? null : timeseriesCatalogueQuery('weather', departure);
  const weather = useCall(
    () => (weatherQuery?.lat === undefined || weatherQuery.lon === undefined ? null : bridge.getWeatherTimeseriesModels({ query: { lat: weatherQuery.lat, lon: weatherQuery.lon }, ...(voyage ? { pinForVoyageId: voyage.id } : {}) })),
    [bridge, voyage?.id, weatherQuery?.lat, weatherQuery?.lon],
  );
  const choices = useMemo<ModelChoice[]>(
    () => [
      ...(marine.value?.value.models ?? []).map((entry) => ({ area: 'marine' as const, entry })),
      ...(weather.value?.value.models ?? []).map((entry) => ({ area: 'weather' as const, entry })),
    ],
    [marine.value, weather.value],
  );
  const [chosenId, setChosenId] = useState('');
  const chosen = choices.find((choice) => choiceId(choice.area, choice.entry.id) === chosenId) ?? null;
  const served = useMemo(() => new Set(series.elements.filter((element) => element.error === null).map((element) => element.key)), [series]);
  const offered = useMemo(() => (chosen === null ? [] : comparableElements(chosen.entry).filter((each) => served.has(each.key))), [chosen, served]);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(
    function pickEveryOfferedElement() {
      setPicked(offered.map((each) => each.key));
    },
    [offered],
  );

  const kept = useVoyageStore(comparedModelsStore, series.voyageId);
  const compared = kept.revision === series.voyageRevision ? kept.list : noModels;
  const setCompared = useCallback(
    (change: (previous: readonly ServiceAnswer<ModelAlongRoute>[]) => ServiceAnswer<ModelAlongRoute>[]) => {
      comparedModelsStore.set(series.voyageId, (previous) => ({ revision: series.voyageRevision, list: change(previous.revision === series.voyageRevision ? previous.list : noModels) }));
    },
    [series.voyageId, series.voyageRevision],
  );
  const [problem, setProblem] = useState<PassageErrorShape | null>(null);
  const [busy, setBusy] = useState(false);
  const voyageId = voyage?.id ?? '';
  const input = chosen === null || picked.length === 0 ? null : { voyageId, area: chosen.area, model: chosen.entry.id, compare: picked };
  const estimate = useCall(() => (input === null ? null : bridge.estimateModelAlongRoute(input)), [bridge, voyageId, voyage?.revision, chosenId, picked.join(','), compared.length]);

  const addModel = useCallback(async () => {
    if (input === null) return;
    setBusy(true);
    const answer = await bridge.modelAlongRoute(input);
    setBusy(false);
    setProblem(answer.ok ? null : answer.error);
    if (answer.ok) setCompared((previous) => [...previous.filter((each) => each.value.model.id !== answer.value.value.model.id || each.value.area !== answer.value.value.area), answer.value]);
  }, [bridge, input, setCompared]);
  const gate = useCreditGate('modelComparison', input === null ? { status: 'failed' } : creditEstimate(estimate), addModel);
  const terms = useCreditTerms();
  const credits = (count: number) => creditWords(count, terms.dataSource ?? 'live');

  const remove = useCallback((area: string, id: string) => setCompared((previous) => previous.filter((each) => each.value.area !== area || each.value.model.id !== id)), [setCompared]);
  const catalogueProblem = marine.status === 'failed' ? marine.error.message : weather.status === 'failed' ? weather.error.message : null;

  return (
    <section className="model-comparison" data-testid="model-comparison" aria-label="Compare models">
      <h3>Compare models</h3>
      {catalogueProblem !== null && <p role="alert">The model catalogues could not be read: {catalogueProblem}</p>}
      <div className="model-comparison-form">
        <label>
          Model{' '}
          <select value={chosenId} onChange={(event) => setChosenId(event.target.value)} data-testid="compare-model">
            <option value="">Choose a model…</option>
            {(['marine', 'weather'] as const).map((area) => (
              <optgroup key={area} label={area === 'marine' ? 'Marine timeseries' : 'Weather timeseries'}>
                {choices
                  .filter((choice) => choice.area === area)
                  .map(({ entry }) => (
                    <option key={entry.id} value={choiceId(area, entry.id)} disabled={comparableElements(entry).every((each) => !served.has(each.key))}>
                      {entry.name}, run {orNotGiven(entry.runtimeLast, (runSec) => formatUtcShort(runSec * 1000))}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        {chosen !== null && (
          <fieldset className="model-comparison-elements" data-testid="compare-elements">
            <legend>Elements beside the shipping forecast</legend>
            {offered.length === 0 && <span>{chosen.entry.name} has none of the elements the shipping forecast shows.</span>}
            {offered.map((each) => (
              <label key={each.key}>
                <input
                  type="checkbox"
                  checked={picked.includes(each.key)}
                  onChange={(event) => setPicked((previous) => (event.target.checked ? [...previous, each.key] : previous.filter((key) => key !== each.key)))}
                  data-element={each.key}
                />{' '}
                {each.name}
                {each.level === null ? '' : ` (${each.level})`}
              </label>
            ))}
          </fieldset>
        )}
        {input !== null && estimate.status === 'ready' && estimate.value.notCovered !== null && <p className="forecast-note" data-testid="compare-not-covered">{estimate.value.notCovered}</p>}
        {estimate.status === 'failed' && input !== null && <p role="alert">{estimate.error.message}</p>}
        {input === null ? (
          <button type="button" disabled data-testid="add-model">
            Add model
          </button>
        ) : (
          <CreditGateButton gate={gate} label="Add model" busyLabel="Fetching…" busy={busy} testId="add-model" />
        )}
      </div>
      {problem !== null && (
        <p role="alert" data-testid="compare-error">
          The model could not be fetched: {problem.message}
        </p>
      )}
      {compared.map((answer) => (
        <ComparedModel key={choiceId(answer.value.area, answer.value.model.id)} answer={answer} series={series} palette={palette} onRemove={remove} credits={credits} />
      ))}
    </section>
  );
}

function ComparedModel({
  answer,
  series,
  palette,
  onRemove,
  credits,
}: {
  answer: ServiceAnswer<ModelAlongRoute>;
  series: RouteForecastSeries;
  palette: Palette;
  onRemove: (area: string, id: string) => void;
  credits: (count: number) => string;
}) {
  const { value, provenance } = answer;
  useShownData(`model-comparison:${value.area}:${value.model.id}`, `${value.model.name} along the route`, provenance);
  return (
    <div className="compared-model" data-testid="compared-model" data-model={value.model.id}>
      <p className="forecast-note" data-testid="compared-provenance">
        {provenance.dataSource === 'demo' && <span className="forecast-demo">Demo data</span>} {value.model.name} ({value.area}), run {orNotGiven(value.model.runUtcMs, formatUtcShort)}. Fetched{' '}
        {formatUtcShort(provenance.fetchedAtMs)} (age {formatAge(provenance.ageMs)}),{' '}
        {provenance.source === 'live' ? credits(provenance.credits) : `from the cache (it cost ${credits(provenance.credits)} when fetched)`}; {value.points.length} positions.{' '}
        <button type="button" className="compared-remove" onClick={() => onRemove(value.area, value.model.id)} aria-label={`Remove ${value.model.name}`}>
          Remove
        </button>
      </p>
      {value.notCovered !== null && <p className="forecast-note">{value.notCovered}</p>}
      {value.elements.map((element) => (
        <ModelComparisonChart key={element.key} series={series} compared={value} elementKey={element.key} palette={palette} />
      ))}
    </div>
  );
}
