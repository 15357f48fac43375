/**
 * One Passage per user (Electron's single-instance lock): the first start runs; a second start
 * quits at once, and the first brings its window forward (restored if it was minimised) so the
 * navigator sees the Passage already open instead of nothing. Takes Electron's app and window as
 * the little of them it uses, so plain-Node tests play their part (the binary cannot run there).
 */

export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

export type SingleInstanceOutcome = 'started' | 'quit-second';

/**
 * `start` runs only when this process holds the lock. `currentWindow` is asked at the moment a
 * second start knocks: there may be no window yet (still starting) or no longer (closing), and
 * then there is nothing to bring forward.
 */
export function claimSingleInstance(app: SingleInstanceApp, currentWindow: () => FocusableWindow | null, start: () => void): SingleInstanceOutcome {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return 'quit-second';
  }
  app.on('second-instance', function bringForward() {
    const window = currentWindow();
    if (window === null) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  start();
  return 'started';
}
