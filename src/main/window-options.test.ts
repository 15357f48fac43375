import { describe, expect, it } from 'vitest';
import { mainWindowOptions, secureWebPreferences } from './window-options';

describe('main window options (Electron security checklist)', () => {
  const preferences = secureWebPreferences('/app/preload/index.cjs');

  it('isolates and sandboxes the renderer and gives it no Node', () => {
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
    });
  });

  it('keeps web security on and every widening feature off', () => {
    expect(preferences).toMatchObject({
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      enableBlinkFeatures: '',
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('uses these preferences for the main window and opens dark', () => {
    const options = mainWindowOptions('/p.cjs');
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(options.backgroundColor).toBe('#0b0f14');
  });
});
