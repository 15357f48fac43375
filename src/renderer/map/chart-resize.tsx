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
      const observer = new ResizeObserver(() => {
        const before = map.getSize();
        map.invalidateSize({ pan: false });
        const after = map.getSize();
        // Leaflet does nothing for a change that keeps the centre's pixel (a pixel less, say): its
        // canvases kept their old size until the next move, which paid for it (a 1,000-waypoint
        // voyage's opening gave the land's canvas its new size, 11 to 14 ms of that frame in a
        // profile). Such a change is followed as Leaflet follows any other.
        if (!after.equals(before) && after.divideBy(2).round().equals(before.divideBy(2).round())) {
          map.fire('move').fire('moveend').fire('resize', { oldSize: before, newSize: after });
        }
      });
      observer.observe(map.getContainer());
      return function stopFollowingChartSize() {
        observer.disconnect();
      };
    },
    [map],
  );
  return null;
}
