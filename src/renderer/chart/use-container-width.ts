import { useEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, followed with a ResizeObserver, so a chart drawn at a
 * fixed width can follow its container (the side panel today, a dock under the chart tomorrow).
 * Whole pixels only, and the same number is no change: a sub-pixel jitter never rebuilds a chart.
 * `fallbackPx` until the element is measured (first render, or a browser without the observer).
 * The first measure is the observer's own first report, made after the browser's layout: asking
 * the element (getBoundingClientRect) in the effect forced a layout of the whole page in the frame
 * that showed a forecast (window-responsiveness bench).
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallbackPx: number): number {
  const [widthPx, setWidthPx] = useState(fallbackPx);
  useEffect(
    function followContainerWidth() {
      const element = ref.current;
      if (element === null || typeof ResizeObserver === 'undefined') return;
      const take = (width: number) => {
        const whole = Math.floor(width);
        // A hidden tab measures 0: keep the last width instead of drawing a chart with no room.
        if (whole > 0) setWidthPx(whole);
      };
      const observer = new ResizeObserver((entries) => {
        const entry = entries.at(-1);
        if (entry !== undefined) take(entry.contentRect.width);
      });
      observer.observe(element);
      return function stopFollowingWidth() {
        observer.disconnect();
      };
    },
    [ref],
  );
  return widthPx;
}
