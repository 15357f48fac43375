import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createMainWindow } from './window-options';

/** Stands in for BrowserWindow and keeps the options the window would have been built from. */
class RecordingWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

describe('main window options (Electron security checklist)', () => {
  const window = createMainWindow(RecordingWindow, '/app/preload/index.cjs', true);
  const preferences = window.options.webPreferences;

  it('isolates and sandboxes the renderer and gives it no Node', () => {
    expect(preferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
    });
  });

  it('keeps web security on and every widening feature off, Blink extras included', () => {
    expect(preferences).toMatchObject({
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('sets nothing beyond the reviewed preferences', () => {
    // A preference added later (say, a partition or a second preload) must be reviewed here first.
    expect(Object.keys(preferences ?? {}).sort()).toEqual(
      [
        'allowRunningInsecureContent', 'contextIsolation', 'devTools', 'disableBlinkFeatures', 'experimentalFeatures',
        'navigateOnDragDrop', 'nodeIntegration', 'nodeIntegrationInSubFrames', 'nodeIntegrationInWorker', 'preload', 'safeDialogs',
        'sandbox', 'spellcheck', 'webSecurity', 'webviewTag',
      ].sort(),
    );
  });

  it('has devtools only while developing, never in a packaged build', () => {
    expect(preferences?.devTools).toBe(false);
    expect(createMainWindow(RecordingWindow, '/app/preload/index.cjs', false).options.webPreferences?.devTools).toBe(true);
  });

  it('opens hidden and dark, so nothing white flashes before the palette paints', () => {
    expect(window.options.show).toBe(false);
    expect(window.options.backgroundColor).toBe('#0b0f14');
  });
});
