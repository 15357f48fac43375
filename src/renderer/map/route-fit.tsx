import { useCallback, useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapLongitudes } from '../../shared/geo';
import { openVoyage, useOpenVoyageId } from '../route/open-voyage';
import { useRouteEditing } from '../route/route-editing';

/** Room around the route so its ends and labels are not on the chart's edge. */
const FIT_PADDING_PX = 40;
/** A one-waypoint route is shown at this zoom, not at the chart's closest. */
const FIT_MAX_ZOOM = 9;

/**
 * Room at the chart's top for a card standing over it (marked `data-over-chart`: the first
 * start's guide of the tabs, in the top-right corner), so the fitted route lies below it rather
 * than under it. A card lower down, or taller than a third of the chart, leaves the fit alone.
 */
function topPaddingPx(chart: HTMLElement): number {
  const cards = document.querySelectorAll('[data-over-chart]');
  let paddingPx = FIT_PADDING_PX;
  // Nothing measured without a card: the chart's box is a layout of the whole page forced in the
  // middle of opening a voyage, its Route tab just rendered (13 ms in a profile at 100 waypoints).
  if (cards.length === 0) return paddingPx;
  const chartBox = chart.getBoundingClientRect();
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    const overChart = box.left < chartBox.right && box.right > chartBox.left && box.top < chartBox.bottom && box.bottom > chartBox.top;
    if (overChart && box.top - chartBox.top < chartBox.height / 3 && box.height < chartBox.height / 2) {
      paddingPx = Math.max(paddingPx, box.bottom - chartBox.top + FIT_PADDING_PX / 2);
    }
  }
  return paddingPx;
}

/**
 * The chart follows the work: it fits the open voyage's route when a voyage is opened, and when
 * asked (key F, a port set as departure or arrival). Longitudes are unwrapped, so a Pacific
 * crossing fits across 180° rather than round the world.
 *
 * The fit holds until the navigator moves the chart: while it holds, a chart that changes size
 * (the saved panel width read after the voyage opened, the panel folded, the dock opened, the
 * window resized) fits the route again, where Leaflet alone would keep the top-left corner and
 * let the route's far end slide out of view.
 */
export function RouteFit() {
  const map = useMap();
  // Rendered on opening, not on each edit: the route is read when a fit is made.
  const voyageId = useOpenVoyageId();
  const { fitRequest } = useRouteEditing();
  const holds = useRef(false);
  const fitting = useRef(false);

  const fit = useCallback(() => {
    const waypoints = openVoyage.view.get().voyage?.waypoints ?? [];
    holds.current = waypoints.length > 0;
    if (waypoints.length === 0) return;
    const lons = unwrapLongitudes(waypoints.map((waypoint) => waypoint.lon));
    const lats = waypoints.map((waypoint) => waypoint.lat);
    // Leaflet starts the move at once (no animation): the flag tells our own move from the navigator's.
    fitting.current = true;
    try {
      map.fitBounds(
        [
          [Math.min(...lats), Math.min(...lons)],
          [Math.max(...lats), Math.max(...lons)],
        ],
        { paddingTopLeft: [FIT_PADDING_PX, topPaddingPx(map.getContainer())], paddingBottomRight: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM, animate: false },
      );
    } finally {
      fitting.current = false;
    }
  }, [map]);

  useEffect(
    function fitRoute() {
      fit();
    },
    // Only on opening and on request: an edit must never move the chart under the pointer.
    [fit, voyageId, fitRequest],
  );

  useEffect(
    function keepTheFitWhileUntouched() {
      function letGo() {
        if (!fitting.current) holds.current = false;
      }
      function fitAgain() {
        if (holds.current) fit();
      }
      // A resize moves the view without `movestart`; a drag, a zoom or any other view change starts one.
      map.on('movestart', letGo);
      map.on('resize', fitAgain);
      return function stopKeepingTheFit() {
        map.off('movestart', letGo);
        map.off('resize', fitAgain);
      };
    },
    [map, fit],
  );
  return null;
}
