import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { routePositionAtDistance, routePositionAtOffset } from '../../../shared/geo/route';
import { formatUtcShort } from '../../../shared/time/time-format';
import type { VoyagePlanResult } from '../../../shared/voyage/voyage-plan';
import type { PaletteColours } from '../../palette/palette-colours';
import { listen } from '../event-handlers';
import { useOpenVoyageId, useSteadyPlan } from '../../route/open-voyage';
import { setChartTime, useChartTime } from '../../state/chart-time';
import { useRouteForecast } from '../../state/route-forecast';
import { nearestDistanceNm, routeSamples, timeAtDistanceUtcMs, type RouteSample } from './route-snap';
import { nearestStep, useWeatherLayer } from './weather-layer-state';
import { chartPane } from '../chart-pane';

/**
 * "Follow the ship": the ship's marker where the plan puts her at the chart's time (before
 * departure at the first waypoint, after arrival at the last), drawn above the route. She can be
 * dragged along the route (held on it, at the place nearest the pointer): her time there, from the
 * voyage's schedule, becomes the chart's time, so the slider and the meteogram's cursor follow.
 * With her marker focused, ← and → move her an hour along the route (Shift: six hours), Home and
 * End to departure and arrival.
 */

const paneName = 'ship-at-time';
const keyStepMs = 3_600_000;

export function shipPositionAt(plan: VoyagePlanResult | null, timeUtcMs: number | null): { lat: number; lon: number } | null {
  if (plan === null || !plan.ok || timeUtcMs === null) return null;
  const position = routePositionAtOffset(plan.plan.route, timeUtcMs - plan.plan.etdUtcMs);
  return position === undefined ? null : { lat: position.lat, lon: position.lon };
}

function shipIcon(colours: PaletteColours): L.DivIcon {
  return L.divIcon({
    className: 'weather-ship-marker',
    iconSize: [20, 20],
    html: `<span style="border-color:${colours.ownShip};background:${colours.panel}"></span>`,
  });
}

export function ShipAtTimeLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  // She follows the track and times only: a renamed waypoint must not re-sample the route or
  // re-bind the drag (each costs milliseconds per keystroke at 5,000 waypoints).
  const plan = useSteadyPlan();
  const { setCursor } = useRouteForecast(useOpenVoyageId());
  const { timeUtcMs, followShip } = useChartTime();
  const { choice, listing } = useWeatherLayer();
  const ship = useMemo(
    () => L.marker([0, 0], { pane: paneName, draggable: true, keyboard: true, autoPan: true, title: "The ship at the chart's time: drag her along the route, or ← → (Shift: 6 h), Home, End", alt: 'The ship at the chart time' }),
    [],
  );
  const dragging = useRef(false);

  useEffect(
    function addShipPane() {
      // The pane lets clicks through to the chart; only the ship's own marker takes them.
      chartPane(map, paneName, 470, true);
      return function removeShip() {
        ship.remove();
      };
    },
    [map, ship],
  );

  useEffect(
    function colourShip() {
      ship.setIcon(shipIcon(colours));
    },
    [ship, colours],
  );

  const moveTo = useCallback(
    (shipTimeUtcMs: number) => {
      setChartTime(shipTimeUtcMs);
      setCursor({ timeUtcMs: shipTimeUtcMs, from: 'chart' });
    },
    [setCursor],
  );

  const active = followShip && choice.shown && listing !== null;
  const stepSec = active ? nearestStep(listing.stepsSec, timeUtcMs) : null;
  // She stands at the chart's time itself (a drag sets one between the layer's steps); before
  // anything chose a time, at the step the layer shows.
  const shipTimeUtcMs = !active ? null : (timeUtcMs ?? (stepSec === null ? null : stepSec * 1000));
  const at = shipPositionAt(plan, shipTimeUtcMs);

  useEffect(
    function dragAlongRoute() {
      if (!plan?.ok) return;
      const { route, etdUtcMs } = plan.plan;
      let frame: number | null = null;
      let heldUtcMs: number | null = null;
      // Sampled when she is first dragged, not on every edit of the route: most edits never drag her.
      let samples: readonly RouteSample[] | null = null;
      const project = (lat: number, lon: number) => map.latLngToLayerPoint([lat, lon]);
      function hold(event: L.LeafletEvent): void {
        const pointer = (event as L.LeafletEvent & { latlng: L.LatLng }).latlng;
        const distanceNm = nearestDistanceNm((samples ??= routeSamples(route)), { lat: pointer.lat, lon: pointer.lng }, project);
        if (distanceNm === null) return;
        const position = routePositionAtDistance(route, distanceNm);
        if (position !== undefined) ship.setLatLng([position.lat, position.lon + 360 * Math.round((pointer.lng - position.lon) / 360)]);
        heldUtcMs = timeAtDistanceUtcMs(route, etdUtcMs, distanceNm);
        // One chart time a frame, not one per pointer event.
        frame ??= requestAnimationFrame(() => {
          frame = null;
          if (heldUtcMs !== null) moveTo(heldUtcMs);
        });
      }
      function start(): void {
        dragging.current = true;
      }
      function end(): void {
        dragging.current = false;
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
        if (heldUtcMs !== null) moveTo(heldUtcMs);
      }
      const stopListening = listen(ship, { dragstart: start, drag: hold, dragend: end });
      return function stopDragging() {
        stopListening();
        if (frame !== null) cancelAnimationFrame(frame);
      };
    },
    [map, ship, plan, moveTo],
  );

  useEffect(
    function keysAlongRoute() {
      const element = ship.getElement();
      if (element === undefined || !plan?.ok || shipTimeUtcMs === null) return;
      const { etdUtcMs, etaUtcMs } = plan.plan;
      const from = shipTimeUtcMs;
      function onKey(event: KeyboardEvent): void {
        const stepMs = event.shiftKey ? 6 * keyStepMs : keyStepMs;
        let next: number;
        if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = from + stepMs;
        else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = from - stepMs;
        else if (event.key === 'Home') next = etdUtcMs;
        else if (event.key === 'End') next = etaUtcMs;
        else return;
        event.preventDefault();
        event.stopPropagation();
        moveTo(Math.max(etdUtcMs, Math.min(etaUtcMs, next)));
      }
      element.addEventListener('keydown', onKey);
      return function stopKeys() {
        element.removeEventListener('keydown', onKey);
      };
    },
    // The element exists once the ship is on the chart (at !== null).
    [ship, plan, shipTimeUtcMs, moveTo, at !== null],
  );

  useEffect(
    function placeShip() {
      const container = map.getContainer();
      if (at === null || shipTimeUtcMs === null) {
        ship.remove();
        delete container.dataset.shipAtTime;
        delete container.dataset.shipTimeUtcMs;
        return;
      }
      container.dataset.shipAtTime = `${at.lat.toFixed(4)},${at.lon.toFixed(4)}`;
      container.dataset.shipTimeUtcMs = String(shipTimeUtcMs);
      if (!map.hasLayer(ship)) ship.addTo(map);
      ship.getElement()?.setAttribute('aria-label', `The ship at ${formatUtcShort(shipTimeUtcMs)}: drag along the route, or arrow keys`);
      // Under the pointer while dragged: the drag holds her on the route itself.
      if (dragging.current) return;
      // Draw her in the world copy nearest the view's centre, so a view across 180° shows her.
      const centre = map.getCenter().lng;
      ship.setLatLng([at.lat, at.lon + 360 * Math.round((centre - at.lon) / 360)]);
    },
    [map, ship, at?.lat, at?.lon, at, shipTimeUtcMs],
  );

  return null;
}
