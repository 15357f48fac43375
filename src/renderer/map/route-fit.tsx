import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapLongitudes } from '../../shared/geo';
import { useOpenVoyage } from '../route/open-voyage';
import { useRouteEditing } from '../route/route-editing';

/** Room around the route so its ends and labels are not on the chart's edge. */
const FIT_PADDING_PX = 40;
/** A one-waypoint route is shown at this zoom, not at the chart's closest. */
const FIT_MAX_ZOOM = 9;

/**
 * The chart follows the work: it fits the open voyage's route when a voyage is opened, and when
 * asked (key F, a port set as departure or arrival). Longitudes are unwrapped, so a Pacific
 * crossing fits across 180° rather than round the world.
 */
export function RouteFit() {
  const map = useMap();
  const { voyage } = useOpenVoyage();
  const { fitRequest } = useRouteEditing();
  const live = useRef(voyage);
  live.current = voyage;
  const voyageId = voyage?.id ?? null;

  useEffect(
    function fitRoute() {
      const waypoints = live.current?.waypoints ?? [];
      if (waypoints.length === 0) return;
      const lons = unwrapLongitudes(waypoints.map((waypoint) => waypoint.lon));
      const lats = waypoints.map((waypoint) => waypoint.lat);
      map.fitBounds(
        [
          [Math.min(...lats), Math.min(...lons)],
          [Math.max(...lats), Math.max(...lons)],
        ],
        { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM, animate: false },
      );
    },
    // Only on opening and on request: an edit must never move the chart under the pointer.
    [map, voyageId, fitRequest],
  );
  return null;
}
