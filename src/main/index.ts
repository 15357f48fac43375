import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, session, shell, type WebContents } from 'electron';
import { createApp, type PassageApp } from '../core/app';
import { lockDataFolder } from '../core/data-folder-lock';
import { StoreUnavailableError } from '../core/store/open-trouble';
import { createAppPlatformProxy } from '../core/platform-proxy/app-platform-proxy';
import { demoServiceKey, startDemoServiceProcess } from '../demo-service/host-entry';
import { utilityProcessLauncher, utilityProcessLauncherNamed } from './demo-service-utility-process';
import { appOrigin, isAppPageUrl } from './app-origin';
import { applicationMenuTemplate } from './application-menu';
import { registerAppSchemeAsPrivileged, serveApp } from './app-protocol';
import { bindContract } from './ipc';
import { externalLinkConfirmation, guardWebContents, type ExternalLinkDecision } from './navigation-guard';
import { rendererJsFlags } from '../core/renderer-js-flags';
import { printRouteReportPdf } from './route-report-pdf';
import { createSafeStorageKeyStore } from './safe-storage-key-store';
import { claimSingleInstance } from './single-instance';
import { createMainWindow } from './window-options';

registerAppSchemeAsPrivileged();
app.enableSandbox();
// Before any renderer starts: Chromium hands these to each renderer when it starts it.
app.commandLine.appendSwitch('js-flags', rendererJsFlags);

let window: BrowserWindow | null = null;
/** Hidden windows printing a passage plan: they read the voyage through the contract too. */
const reportContents = new Set<WebContents>();

async function start() {
  await app.whenReady();
  // No permission (camera, notifications, geolocation ...) is ever granted to web content.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  // Before the first window: contents created earlier than this listener would go unguarded.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, (decision) => void followLink(decision)));
  const menu = applicationMenuTemplate(app.isPackaged, process.platform);
  if (menu !== null) Menu.setApplicationMenu(Menu.buildFromTemplate(menu));

  // In a utility process: the demo's simulation never holds up the main process.
  const demo = await startDemoServiceProcess({ port: 0 }, { launch: utilityProcessLauncher });
  const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
  const dataFolder = app.getPath('userData');
  // One encrypted file; "store anyway" is the same store accepting Linux's basic_text after the user chose it.
  const keyFile = path.join(dataFolder, 'service-key.safe-storage');
  let passage: PassageApp;
  try {
    // Also refuses a web host already running on the same folder (requestSingleInstanceLock sees Electron only).
    const lock = lockDataFolder(dataFolder, 'app');
    app.on('quit', () => lock.release());
    passage = openApp(dataFolder, demo.url, keyFile, preloadPath);
  } catch (error) {
    // Another Passage on the folder, a locked or read-only database: said plainly, and no file touched.
    if (!(error instanceof StoreUnavailableError)) throw error;
    dialog.showErrorBox('Passage did not start', error.message);
    await demo.close();
    app.quit();
    return;
  }
  await passage.ready;

  serveApp(path.join(import.meta.dirname, '../renderer'), createAppPlatformProxy(passage.serviceData, { log: (line) => console.error(line) }));
  bindContract(ipcMain, passage, isAppPageUrl, () => window?.webContents ?? null, (contents) => reportContents.has(contents));

  window = createMainWindow(BrowserWindow, preloadPath, app.isPackaged);
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => {
    window = null;
  });
  await window.loadURL(`${appOrigin}/index.html`);

  app.on('window-all-closed', () => {
    passage.close();
    void demo.close();
    app.quit();
  });
}

/** An allowed link opens at once; any other only after the navigator has seen its address and said yes. */
async function followLink(decision: Exclude<ExternalLinkDecision, { action: 'refuse' }>): Promise<void> {
  if (decision.action === 'ask') {
    const question = externalLinkConfirmation(decision.url);
    const { response } = window ? await dialog.showMessageBox(window, question) : await dialog.showMessageBox(question);
    if (response !== 1) return;
  }
  await shell.openExternal(decision.url);
}

function openApp(dataFolder: string, demoUrl: string, keyFile: string, preloadPath: string): PassageApp {
  return createApp({
    dataFolder,
    host: 'electron',
    version: app.getVersion(),
    dataSource: 'demo',
    serviceUrl: demoUrl,
    getServiceKey: () => demoServiceKey,
    demoService: { url: demoUrl, key: demoServiceKey },
    keyStores: {
      keychain: createSafeStorageKeyStore({ safeStorage, filePath: keyFile }),
      unprotected: createSafeStorageKeyStore({ safeStorage, filePath: keyFile, acceptBasicText: true }),
    },
    log: (line) => console.error(line),
    launchLandIndexProcess: utilityProcessLauncherNamed('Passage land index'),
    // A new demo installation opens with the sample voyage and the guide of the tabs.
    sampleVoyageOnFirstStart: true,
    printRouteReport: (request) =>
      printRouteReportPdf(request, {
        preloadPath,
        parent: () => window,
        trust(contents) {
          reportContents.add(contents);
          return () => reportContents.delete(contents);
        },
      }),
  });
}

// One Passage per user: a second start brings the first window forward instead.
claimSingleInstance(app, () => window, () => void start());
