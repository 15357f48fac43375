import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** A place the chart is asked to centre on; `request` makes asking twice for one place move again. */
export interface MapFocusTarget {
  lat: number;
  lon: number;
  request: number;
}

/** Zoom at least this close when centring on something, so a storm and its cone fill the view. */
const FOCUS_MIN_ZOOM = 5;

/**
 * Centres the chart on what a panel outside the map asks for: panels hold the target, this child
 * of the map does the moving (the view is never driven by re-rendering the container).
 */
export function MapFocus({ target }: { target: MapFocusTarget | null }) {
  const map = useMap();
  useEffect(
    function centreOnTarget() {
      if (target === null) return;
      map.setView([target.lat, target.lon], Math.max(map.getZoom(), FOCUS_MIN_ZOOM));
    },
    [map, target],
  );
  return null;
}
