import './leg-risk.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { LatLon } from '../../shared/geo';
import { wholePercent } from '../../shared/risk';
import type { PaletteColours } from '../palette/palette-colours';
import { ensembleFor } from '../forecast/leg-risk-text';
import { useEnsembleAlongRoute } from '../state/ensemble-along-route';
import { useOpenVoyageSelector, useSteadyPlan } from '../route/open-voyage';
import { sameFields } from '../state/external-store';
import { isLegRiskKey, legRiskBands, legRiskColour, legRisks, type LegRisk } from './leg-risk-bands';
import { PortalControl } from './portal-control';
import { routeDrawing } from './route-drawing';
import { chartPane } from './chart-pane';

/**
 * On demand (the Risk tab's toggle or Alt+Shift+L), each leg of the open voyage drawn in the
 * colour of its highest ensemble chance of passing any vessel limit, as its true track (great
 * circles curve, as the route layer draws them), with a small legend. Only the ensemble fetched
 * for the voyage as saved is drawn: legs of an edited route may not be the legs it was asked for.
 */

const paneName = 'leg-risk';

function legRiskPane(map: L.Map): void {
  // Above the route (overlay pane, 400), the storms (430) and the forecast route coloured by an
  // element (460): asked for, it must not hide under them. It takes no pointer, so hovering the
  // forecast route beneath still moves the meteogram's cursor.
  chartPane(map, paneName, 465, true);
}

const toLatLng = (point: LatLon): L.LatLngExpression => [point.lat, point.lon];

/** Why nothing is drawn, or null when the legs are drawn. */
function whyNotDrawn(voyageOpen: boolean, dirty: boolean, fetched: boolean): string | null {
  if (!voyageOpen) return 'No voyage is open.';
  if (!fetched) return 'Fetch the ensemble risk in the Risk tab first.';
  if (dirty) return 'The route has unsaved edits: save it and fetch the ensemble again.';
  return null;
}

export function LegRiskLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  // The legs are drawn along the track: a renamed waypoint neither renders nor redraws them.
  const { voyageId, revision, dirty } = useOpenVoyageSelector((open) => ({ voyageId: open.voyage?.id ?? null, revision: open.voyage?.revision ?? 0, dirty: open.dirty }), sameFields);
  const plan = useSteadyPlan();
  const { answer, legRiskShown, setLegRiskShown } = useEnsembleAlongRoute(voyageId);
  const ensemble = voyageId === null ? null : ensembleFor(answer?.value ?? null, voyageId, revision);
  const legs = useMemo(() => (plan?.ok ? routeDrawing(plan.plan.route).legs : []), [plan]);
  const risks = useMemo<LegRisk[]>(() => (ensemble === null ? [] : legRisks(ensemble, legs.length)), [ensemble, legs.length]);
  const problem = whyNotDrawn(voyageId !== null, dirty, ensemble !== null);

  // Create: the group, the SVG renderer (classes on each leg for tests and styles) and the legend.
  const group = useMemo(() => L.layerGroup(), []);
  const renderer = useMemo(() => L.svg({ pane: paneName }), []);
  const legend = useMemo(() => new PortalControl({ position: 'topright', className: 'leg-risk-legend' }), []);

  useEffect(
    function addLegRiskLayer() {
      legRiskPane(map);
      group.addTo(map);
      return function removeLegRiskLayer() {
        group.remove();
        renderer.remove();
        legend.remove();
      };
    },
    [map, group, renderer, legend],
  );

  useEffect(
    function toggleOnShortcut() {
      function onKey(event: KeyboardEvent) {
        if (!isLegRiskKey(event)) return;
        event.preventDefault();
        setLegRiskShown((shown) => !shown);
      }
      window.addEventListener('keydown', onKey);
      return function stopToggleOnShortcut() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [setLegRiskShown],
  );

  // Update: redraw when the toggle, the answer, the route or the palette changes.
  useEffect(
    function drawLegRisk() {
      group.clearLayers();
      const container = map.getContainer();
      if (!legRiskShown) {
        legend.remove();
        delete container.dataset.legRisk;
        return;
      }
      legend.addTo(map);
      if (problem !== null) {
        container.dataset.legRisk = '[]';
        return;
      }
      risks.forEach((risk) => {
        const points = legs[risk.legIndex];
        if (points === undefined) return;
        const style: L.PolylineOptions =
          risk.band === null
            ? { color: colours.textDim, weight: 3, dashArray: '4 6', className: 'leg-risk-leg leg-risk-none' }
            : { color: legRiskColour(colours, risk.band), weight: 6, opacity: 0.9, lineCap: 'round', className: `leg-risk-leg leg-risk-${risk.band}` };
        group.addLayer(L.polyline(points.map(toLatLng), { ...style, pane: paneName, renderer, interactive: false }));
      });
      // What is drawn, for tests and tools: band, percent and how many track points each leg has.
      container.dataset.legRisk = JSON.stringify(
        risks.map((risk) => ({ leg: risk.legIndex, band: risk.band, percent: risk.probability === null ? null : wholePercent(risk.probability), points: legs[risk.legIndex]?.length ?? 0 })),
      );
    },
    [map, group, renderer, legend, legRiskShown, problem, risks, legs, colours],
  );

  if (!legRiskShown) return null;
  return createPortal(
    <div data-testid="leg-risk-legend">
      <h3>Legs by ensemble risk</h3>
      {problem === null ? (
        <>
          <ul>
            {legRiskBands.map((band) => (
              <li key={band.band} data-band={band.band}>
                <span className="leg-risk-swatch" style={{ background: colours[band.colour] as string }} />
                {band.label}
              </li>
            ))}
            {risks.some((risk) => risk.band === null) && (
              <li data-band="none">
                <span className="leg-risk-swatch leg-risk-swatch-none" />
                not checked
              </li>
            )}
          </ul>
          <p>Highest chance of passing any limit on the leg{ensemble === null ? '' : ` (${answer?.value.model.name ?? ''})`}. Alt+Shift+L hides.</p>
        </>
      ) : (
        <p>{problem}</p>
      )}
    </div>,
    legend.element,
  );
}
