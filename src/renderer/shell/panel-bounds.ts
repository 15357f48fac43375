import { useEffect, useState } from 'react';
import { dockHeightBoundsPx, panelWidthBoundsPx } from '../../shared/settings/workspace-layout';

/**
 * How wide the side panel and how tall the meteogram's dock may be on this screen. The chart is
 * the navigator's main instrument: the panel never takes more than 40 % of the width, the dock
 * never leaves the chart less than 40 % of the height. A width saved on a larger screen is shown
 * within these bounds and kept as saved, so it comes back on the larger screen.
 */
export const panelShareMax = 0.4;
export const chartHeightShareMin = 0.4;

export interface SizeBounds {
  minPx: number;
  maxPx: number;
}

export function panelWidthBounds(viewportWidthPx: number): SizeBounds {
  return { minPx: panelWidthBoundsPx.min, maxPx: Math.max(panelWidthBoundsPx.min, Math.floor(viewportWidthPx * panelShareMax)) };
}

export function dockHeightBounds(viewportHeightPx: number): SizeBounds {
  return { minPx: dockHeightBoundsPx.min, maxPx: Math.max(dockHeightBoundsPx.min, Math.floor(viewportHeightPx * (1 - chartHeightShareMin))) };
}

export function clampPx(valuePx: number, bounds: SizeBounds): number {
  return Math.round(Math.min(bounds.maxPx, Math.max(bounds.minPx, valuePx)));
}

/** The window's inner size in CSS px, followed as it changes. */
export function useViewportSize(): { widthPx: number; heightPx: number } {
  const [size, setSize] = useState(() => ({ widthPx: window.innerWidth, heightPx: window.innerHeight }));
  useEffect(function followViewportSize() {
    const onResize = () => setSize((previous) => (previous.widthPx === window.innerWidth && previous.heightPx === window.innerHeight ? previous : { widthPx: window.innerWidth, heightPx: window.innerHeight }));
    window.addEventListener('resize', onResize);
    return function stopFollowingViewportSize() {
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
