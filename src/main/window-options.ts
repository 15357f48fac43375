import type { BrowserWindowConstructorOptions } from 'electron';

/** Electron's BrowserWindow, or a stand-in that records what it was given (the unit test). */
export type WindowConstructor<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * The renderer shows third-party data, so it gets no Node, no Electron API, a sandbox, isolated
 * context, and nothing it could use to widen that (Electron's security checklist). The options
 * are written out literally inside the `new BrowserWindow` expression so that Electronegativity,
 * which reads one file at a time, sees the real settings (scripts/electronegativity.mjs); the
 * constructor is passed in so a unit test can check the very object a window is built from.
 */
/** `packaged`: Electron's app.isPackaged; a shipped build has no devtools (they would run code as the app). */
export function createMainWindow<W>(BrowserWindow: WindowConstructor<W>, preloadPath: string, packaged: boolean): W {
  return new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    title: 'Passage',
    // Dark until the renderer paints its palette: no white flash on a bridge at night.
    backgroundColor: '#0b0f14',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      // A middle click would otherwise open a link in a new window without window.open.
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      devTools: !packaged,
    },
  });
}
