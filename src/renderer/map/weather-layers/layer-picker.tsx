import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { PassageBridge } from '../../../shared/bridge';
import { catalogueLevels } from '../../../shared/service/catalogue';
import { formatUtcShort } from '../../../shared/time/time-format';
import { useCall } from '../../bridge/use-call';
import { creditEstimate, CreditGateButton, useCreditGate, type CreditGate } from '../../shell/credit-gate';
import { chartTimeStore } from '../../state/chart-time';
import { useOpenVoyageId, useSteadyPlan } from '../../route/open-voyage';
import { useAfterPaint } from '../../shell/use-after-paint';
import { PortalControl } from '../portal-control';
import { boxQuery, layerBoxForView, serviceView, type LayerBox, type ViewBox } from './layer-box';
import { createLayerViewRequest, layerViewInput } from './layer-view-request';
import { offeredModels } from './model-coverage';
import { layerUnitFor } from './navigator-units';
import { routeSamples } from './route-snap';
import { chooseLayer, updateWeatherLayer, useWeatherLayer, weatherLayerStore, type LayerChoice, type LayerQuery } from './weather-layer-state';

/**
 * The weather layer picker on the chart: model (from the maps catalogue, only those covering the
 * view or the open voyage's route, each saying which: model-coverage.ts), element with its levels and units, run (latest unless an older one is chosen), opacity.
 * The catalogue is read through the one credit gate when the picker opens. Showing the layer spends through the same gate (a layers answer costs 1 credit a box,
 * nothing when the view's box or a wider cached one, such as a voyage's pack, covers it);
 * afterwards each pan or zoom that leaves the asked box asks again (layer-view-request.ts), one
 * request at a time, spending at most what the gate passes unasked: a dearer one is asked about first.
 */

function viewOf(map: L.Map): ViewBox {
  const bounds = map.getBounds();
  return { north: bounds.getNorth(), south: bounds.getSouth(), west: bounds.getWest(), east: bounds.getEast() };
}

export function layerQueryFor(choice: LayerChoice, box: LayerBox): LayerQuery | null {
  if (choice.modelId === null || choice.elementId === null) return null;
  return {
    model: choice.modelId,
    run: choice.run === 'latest' ? 'latest' : String(choice.run),
    element: choice.elementId,
    ...boxQuery(box),
    ...(choice.level === null ? {} : { level: choice.level }),
    ...(choice.unit === null ? {} : { unit: choice.unit }),
  };
}

/** Keeps an answer through cache eviction for as long as the open voyage exists. */
export function pinFor(voyageId: string | null): { pinForVoyageId?: string } {
  return voyageId === null ? {} : { pinForVoyageId: voyageId };
}

function sameQuery(a: LayerQuery | null, b: LayerQuery | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function LayerPicker({ bridge }: { bridge: PassageBridge }) {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'topright', className: 'weather-layer-picker' }), []);
  const { choice, listing, problem } = useWeatherLayer();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ViewBox>(() => viewOf(map));
  const [zoom, setZoom] = useState(() => Math.round(map.getZoom()));

  useEffect(
    function addPicker() {
      control.addTo(map);
      function followView() {
        setView(viewOf(map));
        setZoom(Math.round(map.getZoom()));
      }
      map.on('moveend zoomend', followView);
      return function removePicker() {
        map.off('moveend zoomend', followView);
        control.remove();
      };
    },
    [map, control],
  );

  // The catalogue costs a credit like any answer (endpoints.ts): read through the gate once the
  // picker is wanted, at once when cached or under the threshold, else after the confirmation.
  const wanted = open || choice.shown;
  const catalogueEstimate = useCall(() => (wanted ? bridge.estimateCredits({ operation: 'weatherMapsModels', query: {} }) : null), [bridge, wanted]);
  const [catalogueAsks, setCatalogueAsks] = useState(0);
  const catalogue = useCall(() => (catalogueAsks > 0 ? bridge.getWeatherMapsModels({ query: {} }) : null), [bridge, catalogueAsks]);
  const catalogueGate = useCreditGate('mapsCatalogue', creditEstimate(catalogueEstimate), useCallback(() => setCatalogueAsks((asks) => asks + 1), []));
  const catalogueAsked = useRef(false);
  useEffect(
    function readCatalogueThroughGate() {
      if (!wanted || catalogueAsked.current || catalogueEstimate.status !== 'ready') return;
      // Marked before the gate: a declined confirmation is not asked again at every render.
      catalogueAsked.current = true;
      catalogueGate.ask();
    },
    [wanted, catalogueEstimate.status, catalogueGate],
  );
  // The open voyage's route, for the models covering it (the chart may look elsewhere).
  const voyageId = useOpenVoyageId();
  // The models covering the route follow its track only: a renamed waypoint samples nothing
  // again, and a moved one samples the route after the frame that shows the move is painted.
  // Sampled only once there is a catalogue to match it with: about 2,000 positions along a
  // 1,000-waypoint route, 13 to 27 ms of a task after every drop and every opening (CPU profiles
  // of the route-chart and window benches) for a picker most voyages never open.
  const steadyPlan = useAfterPaint(useSteadyPlan());
  const catalogueModels = catalogue.value?.value.models;
  const routePoints = useMemo(() => (steadyPlan?.ok && catalogueModels !== undefined && catalogueModels.length > 0 ? routeSamples(steadyPlan.plan.route) : []), [steadyPlan, catalogueModels]);
  const offered = useMemo(() => offeredModels(catalogueModels ?? [], view, routePoints), [catalogueModels, view, routePoints]);
  const models = useMemo(() => offered.map((each) => each.model), [offered]);
  const model = models.find((each) => each.id === choice.modelId) ?? null;
  const element = model?.elements.find((each) => each.id === choice.elementId) ?? null;
  const levels = catalogueLevels(element?.levels);
  const units = element?.units ?? [];

  // Pick the first model and element once the catalogue is in, so the picker is never blank.
  useEffect(
    function chooseDefaults() {
      const first = models[0];
      if (first === undefined || model !== null) return;
      const firstElement = first.elements[0];
      chooseLayer({
        modelId: first.id,
        elementId: firstElement?.id ?? null,
        level: catalogueLevels(firstElement?.levels)[0] ?? null,
        unit: layerUnitFor(firstElement),
        run: 'latest',
      });
    },
    [models, model],
  );

  const box = useMemo(() => layerBoxForView(view, Math.min(zoom, model?.maxzoom ?? zoom), listing?.box ?? null), [view, zoom, model, listing]);
  const query = layerQueryFor(choice, box);
  const queryKey = JSON.stringify(query);
  // The Show button's cost; once shown, a pan asks with the gate's limit instead, no estimate first.
  const estimateCall = useCall(
    () => (query === null || choice.shown ? null : bridge.estimateWeatherLayerView({ query, view: serviceView(view) })),
    // The view moves within the box at every pan: the estimate follows the box, and the view when shown.
    [bridge, queryKey, choice.shown],
  );

  // Layers seen while a voyage is open are kept in cache.db as long as the voyage (its offline use).
  const openVoyageId = useRef<string | null>(null);
  openVoyageId.current = voyageId;
  const askAtRef = useRef<CreditGate['askAt'] | null>(null);
  const latest = useMemo(
    () => createLayerViewRequest((asked) => bridge.getWeatherLayerView(layerViewInput(asked)), (asked, creditsToSpend) => askAtRef.current?.(creditsToSpend, (creditsPassed) => latest.ask({ ...asked, creditsAllowed: creditsPassed }))),
    // One queue per bridge.
    [bridge],
  );
  useEffect(() => () => latest.stop(), [latest]);

  const asked = useRef<LayerQuery | null>(null);
  const askView = useCallback(
    (creditsAllowed: number) => {
      if (query === null) return;
      asked.current = query;
      chooseLayer({ shown: true });
      latest.ask({ query, box, view, timeUtcMs: chartTimeStore.get().timeUtcMs ?? Date.now(), creditsAllowed, pinForVoyageId: openVoyageId.current });
      updateWeatherLayer({ listingCounts: latest.counts() });
    },
    [query, box, view, latest],
  );
  const estimate = creditEstimate(estimateCall);
  const spend = useCallback(() => askView(estimate.status === 'ready' ? estimate.creditsToSpend : 0), [askView, estimate]);
  const gate = useCreditGate('weatherLayer', estimate, spend);
  askAtRef.current = gate.askAt;

  // Shown: a view that left the asked box, or another choice, asks again, within what the gate
  // passes unasked; a dearer answer comes back as its cost and the gate asks (createLayerViewRequest).
  useEffect(
    function askForNewView() {
      if (!choice.shown || query === null || sameQuery(asked.current, query)) return;
      askView(gate.allowedWithoutAsking);
    },
    [choice.shown, query, askView, gate.allowedWithoutAsking],
  );

  function hide() {
    asked.current = null;
    weatherLayerStore.set((previous) => ({ ...previous, choice: { ...previous.choice, shown: false }, listing: null, image: null, problem: null }));
  }

  return createPortal(
    <section aria-label="Weather layer" data-testid="weather-layer-picker">
      <button type="button" onClick={() => setOpen((was) => !was)} aria-expanded={open} data-testid="weather-layer-toggle">
        Weather layer {open ? '▴' : '▾'}
      </button>
      {open && (
        <div className="weather-layer-fields">
          {catalogue.status === 'failed' && <p role="alert">The maps catalogue could not be read: {catalogue.error.message}</p>}
          {catalogueAsks > 0 && catalogue.status === 'loading' && catalogue.value === null && <p>Reading the maps catalogue …</p>}
          {catalogueAsks === 0 && <CreditGateButton gate={catalogueGate} label="Read the maps catalogue" busyLabel="Reading …" testId="weather-layer-catalogue" />}
          <label>
            Model
            <select value={choice.modelId ?? ''} data-testid="weather-layer-model" onChange={(event) => {
              const next = models.find((each) => each.id === event.target.value);
              const firstElement = next?.elements[0];
              chooseLayer({ modelId: next?.id ?? null, elementId: firstElement?.id ?? null, level: catalogueLevels(firstElement?.levels)[0] ?? null, unit: layerUnitFor(firstElement), run: 'latest' });
            }}>
              {offered.map(({ model: each, covers }) => (
                <option key={each.id} value={each.id}>
                  {each.name === '' ? each.id : each.name}
                  {each.category ? ` (${each.category})` : ''}
                  {` · ${covers}`}
                </option>
              ))}
            </select>
          </label>
          <label>
            Element
            <select value={choice.elementId ?? ''} data-testid="weather-layer-element" onChange={(event) => {
              const next = model?.elements.find((each) => each.id === event.target.value);
              chooseLayer({ elementId: next?.id ?? null, level: catalogueLevels(next?.levels)[0] ?? null, unit: layerUnitFor(next) });
            }}>
              {(model?.elements ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name ?? each.id}
                </option>
              ))}
            </select>
          </label>
          {levels.length > 0 && (
            <label>
              Level
              <select value={choice.level ?? ''} data-testid="weather-layer-level" onChange={(event) => chooseLayer({ level: event.target.value })}>
                {levels.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </label>
          )}
          {units.length > 0 && (
            <label>
              Unit
              <select value={choice.unit ?? ''} data-testid="weather-layer-unit" onChange={(event) => chooseLayer({ unit: event.target.value })}>
                {units.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Run
            <select value={String(choice.run)} data-testid="weather-layer-run" onChange={(event) => chooseLayer({ run: event.target.value === 'latest' ? 'latest' : Number(event.target.value) })}>
              <option value="latest">latest{model?.runtimeLast ? ` (${formatUtcShort(model.runtimeLast * 1000)})` : ''}</option>
              {(model?.runtimes ?? [])
                .filter((run) => run !== model?.runtimeLast)
                .map((run) => (
                  <option key={run} value={run}>
                    {formatUtcShort(run * 1000)}
                  </option>
                ))}
            </select>
          </label>
          <label>
            Opacity
            <input type="range" min={0.2} max={1} step={0.1} value={choice.opacity} data-testid="weather-layer-opacity" onChange={(event) => chooseLayer({ opacity: Number(event.target.value) })} />
          </label>
          <div className="weather-layer-actions">
            {choice.shown ? (
              <button type="button" onClick={hide} data-testid="weather-layer-hide">
                Hide layer
              </button>
            ) : (
              <CreditGateButton gate={gate} label="Show layer" busyLabel="Asking …" disabled={query === null} testId="weather-layer-show" />
            )}
          </div>
          {problem !== null && <p role="alert">{problem}</p>}
        </div>
      )}
    </section>,
    control.element,
  );
}
