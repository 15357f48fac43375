import type { ReactNode } from 'react';
import { toggleMeteogramDock } from './layout-state';
import { LayoutEdge, useLayoutSizePx } from './panel-resize';

/**
 * The dock under the chart, across its full width, where the navigator can put the meteogram
 * (PredictWind's and OpenCPN's graphs along the bottom): its top edge resizes it, its charts
 * scroll inside it, and the chart above keeps the rest of the height.
 */
export function MeteogramDock({ children }: { children: ReactNode }) {
  const shownPx = useLayoutSizePx('dockHeightPx');
  return (
    <section className="meteogram-dock" id="meteogram-dock" aria-label="Meteogram dock" data-testid="meteogram-dock" style={{ height: shownPx }}>
      <LayoutEdge size="dockHeightPx" />
      <header className="meteogram-dock-header">
        <h2>Meteogram</h2>
        <button type="button" onClick={toggleMeteogramDock} title="Put the meteogram back in the Forecast tab (Alt+Shift+D)" data-testid="undock-meteogram">
          Back to the Forecast tab
        </button>
      </header>
      <div className="meteogram-dock-body">{children}</div>
    </section>
  );
}
