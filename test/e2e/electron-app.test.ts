import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronBinaryPath } from './electron-binary';
import { repoRoot, resultsDir } from './harness';

const binary = electronBinaryPath(repoRoot);
const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const why = binary === null ? 'the Electron binary is not downloaded (no internet here)' : 'there is no display';
if (binary === null || !hasDisplay) console.log(`Electron end-to-end tests skipped: ${why}. They run on a PC with internet and a display.`);

describe('the Electron app', { skip: binary === null || !hasDisplay, meta: { skipReason: `${why}; they run on a PC with internet and a display` } }, () => {
  let app: ElectronApplication;
  beforeAll(async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-electron-'));
    app = await electron.launch({ executablePath: binary ?? '', args: [repoRoot, `--user-data-dir=${userData}`] });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs its window sandboxed and isolated, with no Node in the renderer', async () => {
    const preferences = await app.evaluate(({ BrowserWindow }) => {
      const window = BrowserWindow.getAllWindows()[0];
      // getLastWebPreferences is in Electron's API but not in every electron.d.ts.
      return (window?.webContents as unknown as { getLastWebPreferences(): unknown } | undefined)?.getLastWebPreferences();
    });
    expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
  });

  it('serves the renderer from passage://app and exposes exactly the contract', async () => {
    const page = await app.firstWindow();
    expect(page.url()).toMatch(/^passage:\/\/app\//);
    const exposed = await page.evaluate(() => Object.keys((window as unknown as { passage: object }).passage).sort());
    const { callNames } = await import('../../src/shared/contract');
    expect(exposed).toEqual([...callNames, 'on'].sort());
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    fs.mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: path.join(resultsDir, 'electron-window.png') });
  });

  it('answers the platform proxy on passage://app/api/platform and opens no window', async () => {
    const page = await app.firstWindow();
    const status = await page.evaluate(() => fetch('/api/platform/ensemble-models').then((response) => response.status));
    expect(status).toBe(200);
    expect(await page.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
    expect(app.windows()).toHaveLength(1);
  });

  it('refuses to navigate away from the app', async () => {
    const page = await app.firstWindow();
    await page.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/^passage:\/\/app\//);
  });
});
