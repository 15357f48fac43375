import './point-pick.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageId } from '../route/open-voyage';
import { useRouteEditing } from '../route/route-editing';
import { pointPick, usePointPick } from '../state/point-pick';
import { chartCanvas } from './chart-canvas';
import { useChartMarks } from './chart-labels';

/** A press that moves more than this before its click was a pan, not a pick. */
const panTolerancePx = 5;

/**
 * Picking a position for the ensemble at a point: while the Risk tab asks for a pick, the next
 * click on the chart is taken (the cursor a cross) and reaches no other layer, so it never adds or
 * selects a waypoint; Escape cancels. The picked position stays marked on the chart.
 */
export function PointPickLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const voyageId = useOpenVoyageId();
  const { picking, picked } = usePointPick(voyageId);
  const { editing, setEditing } = useRouteEditing();
  const renderer = useMemo(() => chartCanvas(map), [map]);
  // No words kept on the chart may cover the picked point (chart-labels.ts).
  useChartMarks('point-pick', useMemo(() => (picked === null ? [] : [{ lat: picked.lat, lon: picked.lon, radiusPx: 10 }]), [picked]));

  useEffect(
    function leaveEditModeWhilePicking() {
      // Edit mode drags waypoints on press; a pick must not move the route.
      if (picking && editing) setEditing(false);
    },
    [picking, editing, setEditing],
  );

  useEffect(
    function takeNextClick() {
      if (!picking) return;
      const container = map.getContainer();
      container.classList.add('point-picking');
      let pressedAt: { x: number; y: number } | null = null;
      function rememberPress(event: MouseEvent) {
        pressedAt = { x: event.clientX, y: event.clientY };
      }
      function pickOnClick(event: MouseEvent) {
        if (event.target instanceof Element && event.target.closest('.leaflet-control') !== null) return;
        const moved = pressedAt === null ? 0 : Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y);
        if (moved > panTolerancePx) return;
        // Caught on the way down: no layer and no route editing hears this click.
        event.stopPropagation();
        event.preventDefault();
        const latLng = map.mouseEventToLatLng(event);
        pointPick.pickAt(voyageId, latLng.lat, latLng.lng);
      }
      function cancelOnEscape(event: KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        pointPick.cancel();
      }
      container.addEventListener('mousedown', rememberPress, true);
      container.addEventListener('click', pickOnClick, true);
      window.addEventListener('keydown', cancelOnEscape);
      return function stopPicking() {
        container.classList.remove('point-picking');
        container.removeEventListener('mousedown', rememberPress, true);
        container.removeEventListener('click', pickOnClick, true);
        window.removeEventListener('keydown', cancelOnEscape);
      };
    },
    [map, picking, voyageId],
  );

  useEffect(
    function markPickedPoint() {
      if (picked === null) return;
      const marker = L.circleMarker([picked.lat, picked.lon], { renderer, radius: 7, color: colours.accent, weight: 2.5, fillOpacity: 0, interactive: false, className: 'point-pick-mark' }).addTo(map);
      map.getContainer().dataset.pickedPoint = `${picked.lat.toFixed(4)},${picked.lon.toFixed(4)}`;
      return function removePickedMark() {
        marker.remove();
        delete map.getContainer().dataset.pickedPoint;
      };
    },
    [map, renderer, picked, colours.accent],
  );
  return null;
}
