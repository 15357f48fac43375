import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the next frame is painted: in a task queued from the next animation frame
 * (an animation frame's callbacks run before its paint, a task queued from one after it). Returns
 * what cancels it. For work a navigator does not read in the frame that shows an edit or an
 * arrival; never for what shows the edit itself.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return function cancelAfterPaint() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value` as it was when the last frame was painted: a change reaches the caller after the next
 * paint (afterNextPaint), so the frame that shows an edit (the table, the route on the chart) is
 * painted first. For work a navigator does not read in that frame (which weather models cover the
 * route); never for what shows the edit itself.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(
    function takeAfterPaint() {
      if (Object.is(painted, value)) return undefined;
      return afterNextPaint(() => setPainted(() => value));
    },
    [value, painted],
  );
  return painted;
}

/** Chromium's prioritised task scheduler (not in TypeScript's DOM library yet). */
interface PrioritisedScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void>;
}

/**
 * Runs `callback` in a task of background priority: after the tasks a navigator waits for (input,
 * frames, the answers of calls in flight), where the browser has a scheduler for it, else in the
 * next task. Returns what cancels it. For long work in steps that nobody is waiting for in that
 * frame: the storms against a voyage just opened held up its forecast's answer from the cache.
 */
export function inBackground(callback: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: PrioritisedScheduler }).scheduler;
  if (scheduler === undefined) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const abort = new AbortController();
  // An aborted task rejects its promise: that is the cancel working, not an error.
  scheduler.postTask(callback, { priority: 'background', signal: abort.signal }).catch(() => undefined);
  return () => abort.abort();
}
