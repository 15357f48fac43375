import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Writes the view onto the chart's element (data-center-lat, data-center-lng, data-zoom) so
 * that a test or a screen reader can tell where the chart is without reaching into Leaflet.
 * End-to-end runs (a page opened with `?e2e`) and development builds also get the map object as
 * `window.__passageMap`, to place the view and convert pixels; the installed app never does.
 */
export function ViewAttributes() {
  const map = useMap();

  useEffect(
    function reflectView() {
      const container = map.getContainer();
      function write() {
        const center = map.getCenter();
        container.dataset.centerLat = center.lat.toFixed(6);
        container.dataset.centerLng = center.lng.toFixed(6);
        container.dataset.zoom = String(map.getZoom());
      }
      write();
      map.on('moveend zoomend', write);
      return function stopReflectingView() {
        map.off('moveend zoomend', write);
      };
    },
    [map],
  );

  useEffect(
    function exposeForTests() {
      if (!(import.meta.env.DEV || new URLSearchParams(window.location.search).has('e2e'))) return undefined;
      window.__passageMap = map;
      return function hideFromTests() {
        if (window.__passageMap === map) delete window.__passageMap;
      };
    },
    [map],
  );

  return null;
}
