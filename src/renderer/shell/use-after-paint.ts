import { useEffect, useState } from 'react';

/**
 * `value` as it was when the last frame was painted: a change reaches the caller in a task queued
 * from the next animation frame, so the frame that shows an edit (the table, the route on the
 * chart) is painted first. For work a navigator does not read in that frame (which weather
 * models cover the route); never for what shows the edit itself.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(
    function takeAfterPaint() {
      if (Object.is(painted, value)) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A task queued from an animation frame runs once that frame is painted.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(() => value), 0);
      });
      return function dropStale() {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
    [value, painted],
  );
  return painted;
}
