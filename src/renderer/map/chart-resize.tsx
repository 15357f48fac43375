import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Tells Leaflet when the chart's element changes size: the side panel resized or folded, the
 * meteogram's dock opened or resized (shell/side-panel.tsx, shell/meteogram-dock.tsx); without
 * this the chart keeps drawing into its old size and leaves the rest of its area blank.
 */
export function ChartResize() {
  const map = useMap();
  useEffect(
    function followChartSize() {
      const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
      observer.observe(map.getContainer());
      return function stopFollowingChartSize() {
        observer.disconnect();
      };
    },
    [map],
  );
  return null;
}
