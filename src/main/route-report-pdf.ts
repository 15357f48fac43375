import fs from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, type WebContents } from 'electron';
import type { RouteReportPrintRequest } from '../core/app';
import { exportFileName } from '../core/reports/export-file-name';
import { PassageError } from '../core/router';
import { routeReportAddress } from '../shared/voyage/route-report-address';
import { appOrigin } from './app-origin';
import { createMainWindow } from './window-options';

/** A 200-waypoint plan is drawn in well under a second; this only stops a hung page. */
const readyTimeoutMs = 30_000;
const pollIntervalMs = 100;

export interface RouteReportPrinter {
  preloadPath: string;
  /** The window the save dialog belongs to. */
  parent(): BrowserWindow | null;
  /** Lets the hidden report window use the contract while it draws; the returned function ends that. */
  trust(contents: WebContents): () => void;
}

/** The page's own word that it is drawn (report-main.tsx): 'true', or 'failed' with the reason shown. */
async function waitForReport(contents: WebContents): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    const state = (await contents.executeJavaScript('document.documentElement.dataset.reportReady ?? ""')) as string;
    if (state === 'true') return;
    if (state === 'failed') {
      const reason = (await contents.executeJavaScript('document.querySelector(".report-failure")?.textContent ?? ""')) as string;
      throw new PassageError('report_failed', reason || 'The passage plan could not be drawn.');
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
  throw new PassageError('report_failed', `The passage plan was not drawn within ${readyTimeoutMs / 1000} s.`);
}

/** A file name from the voyage's title, made safe as every export's is. */
function pdfFileName(title: string): string {
  return exportFileName(title.replace(/: passage plan$/, ''), ' passage plan.pdf', 'Voyage');
}

/**
 * Prints the saved voyage's report.html in a hidden window with Chromium's printToPDF (the same
 * page, CSS paged media and all, that the tests print with page.pdf) and saves it where the
 * navigator says.
 */
export async function printRouteReportPdf(request: RouteReportPrintRequest, printer: RouteReportPrinter): Promise<{ savedTo: string | null }> {
  // The main window's settings (sandboxed, isolated, no Node), never shown: printToPDF lays the
  // page out on the page size its CSS asks for, not on the window's.
  const window = createMainWindow(BrowserWindow, printer.preloadPath, app.isPackaged);
  const untrust = printer.trust(window.webContents);
  try {
    await window.loadURL(`${appOrigin}/${routeReportAddress(request)}`);
    await waitForReport(window.webContents);
    const pdf = await window.webContents.printToPDF({ preferCSSPageSize: true, printBackground: true });
    const parent = printer.parent();
    const options = {
      title: 'Save the passage plan',
      defaultPath: path.join(app.getPath('documents'), pdfFileName(window.webContents.getTitle())),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    };
    const choice = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return { savedTo: null };
    await fs.writeFile(choice.filePath, pdf);
    return { savedTo: choice.filePath };
  } finally {
    untrust();
    window.destroy();
  }
}
