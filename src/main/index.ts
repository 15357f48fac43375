import path from 'node:path';
import { app, BrowserWindow, session, shell, type WebContents } from 'electron';
import { createApp, type PassageApp } from '../core/app';
import { demoServiceKey, startDemoService } from '../demo-service';
import { appOrigin, registerAppSchemeAsPrivileged, serveRenderer } from './app-protocol';
import { bindContract } from './ipc';
import { printRouteReportPdf } from './route-report-pdf';
import { mainWindowOptions } from './window-options';

registerAppSchemeAsPrivileged();
app.enableSandbox();

let window: BrowserWindow | null = null;
/** Hidden windows printing a passage plan: they read the voyage through the contract too. */
const reportContents = new Set<WebContents>();

function isTrustedUrl(url: string): boolean {
  return url === appOrigin || url.startsWith(`${appOrigin}/`);
}

async function start() {
  await app.whenReady();
  // No permission (camera, notifications, geolocation ...) is ever granted to web content.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  const demo = await startDemoService({ port: 0 });
  const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
  const passage: PassageApp = createApp({
    dataFolder: app.getPath('userData'),
    host: 'electron',
    version: app.getVersion(),
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => demoServiceKey,
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

  serveRenderer(path.join(import.meta.dirname, '../renderer'));
  bindContract(passage, isTrustedUrl, () => window?.webContents ?? null, (contents) => reportContents.has(contents));

  window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => {
    window = null;
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isTrustedUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // Links to outside documentation open in the system browser, never inside Passage.
      if (url.startsWith('https://')) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
  await window.loadURL(`${appOrigin}/index.html`);

  app.on('window-all-closed', () => {
    passage.close();
    void demo.close();
    app.quit();
  });
}

void start();
