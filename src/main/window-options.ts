import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/**
 * The renderer shows third-party data, so it gets no Node, no Electron API, a sandbox, isolated
 * context, and nothing it could use to widen that (Electron's security checklist). Kept in a
 * file of its own, with no Electron import at run time, so a unit test can check every field.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    enableBlinkFeatures: '',
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
  };
}

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    title: 'Passage',
    // Dark until the renderer paints its palette: no white flash on a bridge at night.
    backgroundColor: '#0b0f14',
    show: false,
    webPreferences: secureWebPreferences(preloadPath),
  };
}
