import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { NewVoyage, Voyage } from '../../src/shared/voyage/voyage';
import { afterAll, beforeAll } from 'vitest';
import { callFromPage, pinPageClock, resultsDir, useHostAndBrowser, type StartedHost } from './harness';

/**
 * What the report tests and the report benchmark share: voyages made through the web host's own
 * contract, the report page printed with Chromium's page.pdf, and the PDF read back with
 * poppler-utils (pdfinfo, pdftotext, pdftoppm), as a reader of the file would see it.
 */

/**
 * A browser context for the report tests, at the workstation's size, that keeps every error any
 * of its pages logs in `pageErrors`, so a test can fail on a page it did not open itself.
 */
export async function reportContext(browser: Browser): Promise<{ context: BrowserContext; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await pinPageClock(context);
  const pageErrors: string[] = [];
  context.on('page', (page) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });
  return { context, pageErrors };
}

/**
 * For a report test file: the web host and Chromium (useHostAndBrowser) and one report context on
 * them, closed after the tests. `use` hands them over, and may prepare the context further.
 */
export function useReportContext(use: (started: { host: StartedHost; browser: Browser; context: BrowserContext; pageErrors: string[] }) => void | Promise<void>): void {
  let started: { host: StartedHost; browser: Browser } | undefined;
  let context: BrowserContext | undefined;
  useHostAndBrowser((each) => (started = each));
  beforeAll(async () => {
    if (started === undefined) throw new Error('the web host and browser did not start');
    const made = await reportContext(started.browser);
    context = made.context;
    await use({ ...started, ...made });
  });
  afterAll(async () => {
    await context?.close();
  });
}

/** Creates a voyage through the web host's own contract, from a page that holds the host's cookie. */
export function createVoyage(page: Page, voyage: NewVoyage): Promise<Voyage> {
  return callFromPage(page, 'createVoyage', voyage);
}

export const demoDepartureUtcMs = Date.UTC(2026, 11, 1, 6, 0);

/** Maasvlakte to the Tagus through the Dover Strait: a plan a master on the North Sea would sign. */
export function demoVoyage(): NewVoyage {
  const waypoints = [
    { id: 'w1', name: 'Maas Center', lat: 51.995, lon: 3.97 },
    { id: 'w2', name: 'Noord Hinder South', lat: 51.73, lon: 2.7 },
    { id: 'w3', name: 'Dover Strait', lat: 51.02, lon: 1.45 },
    { id: 'w4', name: 'Casquets TSS', lat: 49.85, lon: -2.6 },
    { id: 'w5', name: 'Ushant TSS', lat: 48.6, lon: -5.6 },
    { id: 'w6', name: 'Cape Finisterre', lat: 43.0, lon: -9.8 },
    { id: 'w7', name: 'Tagus Approach', lat: 38.62, lon: -9.42 },
  ];
  return {
    name: 'Rotterdam to Lisbon, winter',
    waypoints,
    legs: waypoints.slice(1).map((_, index) => ({ geometry: index === 4 ? ('greatCircle' as const) : ('rhumb' as const), speedKn: 12 + (index % 3) })),
    departure: { mode: 'departAt', etdUtcMs: demoDepartureUtcMs },
  };
}

/**
 * A long zig-zag across the North Atlantic. Names are long on purpose: they wrap onto a second
 * line, so a row that Chromium split between pages would show its two halves on two pages.
 */
export function manyWaypointVoyage(count: number): NewVoyage {
  const waypoints = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    return {
      id: `w${number}`,
      name: `WP ${number} alter course to clear the southern tail of the bank and the traffic lane end${number}`,
      lat: 45 + 3 * Math.sin(index / 7),
      lon: -60 + (index * 50) / count,
    };
  });
  return {
    name: `Atlantic crossing, ${count} waypoints`,
    waypoints,
    legs: waypoints.slice(1).map((_, index) => ({ geometry: index % 2 === 0 ? ('rhumb' as const) : ('greatCircle' as const), speedKn: 14 })),
    departure: { mode: 'departAt', etdUtcMs: demoDepartureUtcMs },
  };
}

/** Waits until the report page says it is drawn, failing with the page's own reason if it could not be. */
export async function waitForReport(page: Page): Promise<void> {
  // A report opened in a new window (the Report tab's Ctrl+P) may be asked while its document is
  // still being replaced, with no root element yet: a throw there would end the wait, not retry it.
  await page.waitForFunction(() => document.documentElement?.dataset.reportReady !== undefined, undefined, { timeout: 30_000 });
  const state = await page.evaluate(() => document.documentElement.dataset.reportReady);
  if (state !== 'true') throw new Error(`the report failed: ${await page.locator('.report-failure').textContent()}`);
}

/** The page as Electron's printToPDF prints it: the page's own CSS page size and margins. */
export async function printPdf(page: Page, name: string): Promise<string> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  return file;
}

export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = /^Pages:\s+(\d+)/m.exec(info)?.[1];
  if (pages === undefined) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(pages);
}

/** The text of each page, laid out as on paper (one table row a line). */
export function pdfPageTexts(file: string): string[] {
  return Array.from({ length: pdfPageCount(file) }, (_, index) =>
    execFileSync('pdftotext', ['-layout', '-f', String(index + 1), '-l', String(index + 1), file, '-'], { encoding: 'utf8' }),
  );
}

/** Page images under test-results/, to be looked at. */
export function pdfPageImages(file: string, resolutionDpi = 60): string[] {
  const prefix = file.replace(/\.pdf$/, '');
  const folder = path.dirname(prefix);
  const base = path.basename(prefix);
  const isPageImage = (each: string) => each.startsWith(`${base}-`) && each.endsWith('.png');
  // Images of an earlier, longer print must not pass for pages of this one.
  for (const old of fs.readdirSync(folder).filter(isPageImage)) fs.rmSync(path.join(folder, old));
  execFileSync('pdftoppm', ['-png', '-r', String(resolutionDpi), file, prefix]);
  return fs
    .readdirSync(folder)
    .filter(isPageImage)
    .sort()
    .map((each) => path.join(folder, each));
}
