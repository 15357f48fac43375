import path from 'node:path';
import { app, BrowserWindow, ipcMain, safeStorage, session, shell, type WebContents } from 'electron';
import { createApp, type PassageApp } from '../core/app';
import { createAppPlatformProxy } from '../core/platform-proxy/app-platform-proxy';
import { demoServiceKey, startDemoService } from '../demo-service';
import { appOrigin, isAppUrl } from './app-origin';
import { registerAppSchemeAsPrivileged, serveApp } from './app-protocol';
import { bindContract } from './ipc';
import { guardWebContents } from './navigation-guard';
import { printRouteReportPdf } from './route-report-pdf';
import { createSafeStorageKeyStore } from './safe-storage-key-store';
import { createMainWindow } from './window-options';

registerAppSchemeAsPrivileged();
app.enableSandbox();

let window: BrowserWindow | null = null;
/** Hidden windows printing a passage plan: they read the voyage through the contract too. */
const reportContents = new Set<WebContents>();

async function start() {
  await app.whenReady();
  // No permission (camera, notifications, geolocation ...) is ever granted to web content.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  // Before the first window: contents created earlier than this listener would go unguarded.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, (url) => void shell.openExternal(url)));

  const demo = await startDemoService({ port: 0 });
  const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
  const dataFolder = app.getPath('userData');
  // One encrypted file; "store anyway" is the same store accepting Linux's basic_text after the user chose it.
  const keyFile = path.join(dataFolder, 'service-key.safe-storage');
  const passage: PassageApp = createApp({
    dataFolder,
    host: 'electron',
    version: app.getVersion(),
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => demoServiceKey,
    demoService: { url: demo.url, key: demoServiceKey },
    keyStores: {
      keychain: createSafeStorageKeyStore({ safeStorage, filePath: keyFile }),
      unprotected: createSafeStorageKeyStore({ safeStorage, filePath: keyFile, acceptBasicText: true }),
    },
    log: (line) => console.error(line),
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
  await passage.ready;

  serveApp(path.join(import.meta.dirname, '../renderer'), createAppPlatformProxy(passage.serviceData, { log: (line) => console.error(line) }));
  bindContract(ipcMain, passage, isAppUrl, () => window?.webContents ?? null, (contents) => reportContents.has(contents));

  window = createMainWindow(BrowserWindow, preloadPath);
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

void start();
