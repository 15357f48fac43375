import { useLayoutEffect, type RefObject } from 'react';

/**
 * How much of each tab's label the strip shows, the most that fits in one row: names with their
 * keys, names alone, or the short names (side-panel.tsx, tabShortTitles); app.css draws each step
 * from `data-fit`. Measured, not guessed from the width, so it holds for any number of tabs and
 * any font: seven tabs take the short names at 360 px and narrower, and their names at 512 px.
 * Where even the short names do not fit, the row scrolls (app.css) rather than wrapping.
 */
export const tabStripFits = ['names-and-keys', 'names', 'short-names'] as const;
export type TabStripFit = (typeof tabStripFits)[number];

function fitTabStrip(strip: HTMLElement): void {
  for (const fit of tabStripFits) {
    strip.dataset.fit = fit;
    // Reading the width lays the row out again with this step: a strip of a few buttons, cheap.
    if (strip.scrollWidth <= strip.clientWidth) return;
  }
}

/**
 * Keeps the strip at the fullest labels that fit, as the panel is resized and as tabs come and go.
 * The panel's own width (`panelWidthPx`) is fitted in the commit that sets it, not left to the
 * observer's next frame: whatever reads the strip after a resize by key or drag (a test, a print)
 * finds the labels already chosen; the observer follows what the panel's width does not say
 * (the window, the fonts).
 */
export function useTabStripFit(strip: RefObject<HTMLElement | null>, tabCount: number, panelWidthPx: number): void {
  useLayoutEffect(
    function followStripWidth() {
      const element = strip.current;
      if (element === null) return;
      fitTabStrip(element);
      let widthPx = element.clientWidth;
      const observer = new ResizeObserver(() => {
        // Only the strip's own width changes the fit; a step it took itself does not.
        if (element.clientWidth === widthPx) return;
        widthPx = element.clientWidth;
        fitTabStrip(element);
      });
      observer.observe(element);
      return function stopFollowingStripWidth() {
        observer.disconnect();
      };
    },
    [strip, tabCount, panelWidthPx],
  );
}
