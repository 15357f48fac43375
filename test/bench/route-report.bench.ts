import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { launchWebHost } from '../../src/web-host/launch';
import type { Browser, Cookie, Page } from 'playwright-core';
import { callFromPage, launchChromium } from '../e2e/harness';
import { createVoyage, manyWaypointVoyage } from '../e2e/route-report-pdf';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route report (issue 10)';

export const notes = `The 5,000-waypoint plan is a track 0.6 nm apart (3 minutes at 12 kn, as an ECDIS exports one)
with its forecast cached: the app waits 30 s for the plan to be drawn before it gives up
(src/main/route-report-pdf.ts). Before issue 17 point 5 it was not drawn in that time: the
forecast table printed every waypoint (5,000 rows of 18 columns, now at most a row an hour), the
meteogram drew a line and a dot per waypoint (72,000 SVG elements, now one per pixel) and the
exceedances asked every point for every leg (now one pass). The waypoint table still has every
waypoint (60,000 elements), as the master signs for each.

Each size is printed six times and the first print is left out of the p50 and of "slowest": it is
the first time the web host loads the land for the route check and answers the ports, which a
workstation in use has done before anyone prints (its ports layer and route check make the same
calls as the report page: getPorts, checkRoute). A navigator's very first print after starting
Passage pays that once more; it is not in these figures. Every print, the first included, opens
a fresh browser context, so the browser's own caches start empty each time as a new hidden
window's would. The 5,000-waypoint track is printed twice, for the same reason, and the second
print is the figure.`;

const runsPerSize = 6;

/** Helpers share the machine: its load says how far a figure can be trusted. */
function loadNote(): string {
  return `load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores`;
}

/** As src/main/route-report-pdf.ts waits: the page's own word that it is drawn, asked every 100 ms. */
const pollIntervalMs = 100;
const readyTimeoutMs = 30_000;

async function waitForReport(page: Page): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => document.documentElement.dataset.reportReady ?? '');
    if (state === 'true') return;
    if (state === 'failed') throw new Error('the report page failed');
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
  throw new Error(`the report was not drawn within ${readyTimeoutMs / 1000} s`);
}

/**
 * Prints the report `runsPerSize` times as the app does: each print in a new browser context and
 * page (Electron opens a new hidden window for every print), the address loaded, the readiness
 * asked every 100 ms, then printed. The first run only warms the web host's caches (land file,
 * ports answer); the browser's caches start empty every time.
 */
async function printTimings(browser: Browser, cookies: Cookie[], address: string, runs = runsPerSize): Promise<{ timings: number[]; readyTimings: number[]; bytes: number }> {
  const timings: number[] = [];
  const readyTimings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const context = await browser.newContext();
    // The per-launch token the app window holds; the hidden window shares the app's session.
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(address);
    await waitForReport(page);
    if (i > 0) readyTimings.push(performance.now() - started);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const elapsed = performance.now() - started;
    bytes = pdf.length;
    if (i > 0) timings.push(elapsed);
    await context.close();
  }
  return { timings, readyTimings, bytes };
}

/**
 * From the print action to the finished PDF: the report page opened for a saved voyage (it reads
 * the voyage, ports and land through the web host), drawn, and printed by Chromium's page.pdf,
 * which is what Electron's printToPDF does in the app, in a fresh context and page per print with the
 * app's 100 ms readiness poll. The browser is already running, as the app is. A fresh context
 * starts with an empty HTTP cache; Electron's hidden window shares the app's session, so this may
 * count a little more loading than the app does, never less.
 * Then a voyage whose forecast and ensemble were fetched beforehand (as the tabs do), so the plan
 * also draws the forecast table, the meteogram and the ensemble table from the cache.
 */
export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-report-'));
  const host = await launchWebHost({ dataFolder, port: 0 });
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    const context = await browser.newContext();
    const setup = await context.newPage();
    await setup.goto(host.url);
    for (const count of [20, 200]) {
      const voyage = await createVoyage(setup, manyWaypointVoyage(count));
      const address = new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '2/O Bench' }), host.origin).href;
      const { timings, bytes } = await printTimings(browser, await context.cookies(), address);
      const p50 = percentile(timings, 50);
      const note = loadNote();
      figures.push(
        { name: `${count} waypoints: action to finished PDF (new window, 100 ms readiness poll), p50 of ${timings.length}`, value: p50, unit: 'ms', note, ...(count === 200 ? { target: '< 2000 ms', meets: p50 < 2000 } : {}) },
        { name: `${count} waypoints: slowest`, value: Math.max(...timings), unit: 'ms' },
        { name: `${count} waypoints: PDF size`, value: Math.round(bytes / 1024), unit: 'KiB' },
      );
    }
    const etdUtcMs = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
    const forecastVoyage = await createVoyage(setup, { ...manyWaypointVoyage(20), departure: { mode: 'departAt', etdUtcMs } });
    await callFromPage(setup, 'forecastRoute', { voyageId: forecastVoyage.id });
    await callFromPage(setup, 'ensembleAlongRoute', { voyageId: forecastVoyage.id });
    const address = new URL(routeReportAddress({ voyageId: forecastVoyage.id, preparedBy: '2/O Bench' }), host.origin).href;
    const { timings, bytes } = await printTimings(browser, await context.cookies(), address);
    figures.push(
      {
        name: `20 waypoints with forecast, meteogram and ensemble (cached): p50 of ${timings.length}`,
        value: percentile(timings, 50),
        unit: 'ms',
        note: loadNote(),
      },
      { name: '20 waypoints with forecast, meteogram and ensemble: PDF size', value: Math.round(bytes / 1024), unit: 'KiB' },
    );
    try {
      figures.push(...(await denseTrackFigures(setup, browser, await context.cookies(), host.origin)));
    } catch (error) {
      // Not drawn in time is the figure itself: it stays in the table as missed.
      const message = error instanceof Error ? error.message : String(error);
      figures.push({ name: '5000 waypoints 0.6 nm apart, forecast cached: action to plan drawn (ready to print)', value: NaN, unit: 'ms', target: '< 30000 ms (the app waits 30 s)', meets: false, note: `${message}; ${loadNote()}` });
    }
  } finally {
    await browser.close();
    await host.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  return figures;
}

/**
 * A 5,000-waypoint track 0.6 nm apart (as an ECDIS exports one) with its forecast cached: the
 * plan must be drawn within the app's 30 s readiness wait (src/main/route-report-pdf.ts), then
 * printed. One warm-up print and one measured: each takes a minute on this machine.
 */
async function denseTrackFigures(setup: Page, browser: Browser, cookies: Cookie[], origin: string): Promise<Figure[]> {
  const count = 5_000;
  const base = manyWaypointVoyage(count);
  const etdUtcMs = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
  const waypoints = (base.waypoints ?? []).map((waypoint, index) => ({ ...waypoint, name: `WP ${index + 1}`, lat: 46 - (index * 8) / count, lon: -6 - (index * 19) / count }));
  const voyage = await createVoyage(setup, { ...base, name: 'Five thousand to the Azores', waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 12 })), departure: { mode: 'departAt', etdUtcMs } });
  await callFromPage(setup, 'forecastRoute', { voyageId: voyage.id });
  const address = new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '2/O Bench' }), origin).href;
  const { timings, readyTimings, bytes } = await printTimings(browser, cookies, address, 2);
  const ready = readyTimings[0] ?? NaN;
  return [
    { name: `${count} waypoints 0.6 nm apart, forecast cached: action to plan drawn (ready to print)`, value: ready, unit: 'ms', target: '< 30000 ms (the app waits 30 s)', meets: ready < 30_000, note: loadNote() },
    { name: `${count} waypoints 0.6 nm apart: action to finished PDF`, value: timings[0] ?? NaN, unit: 'ms' },
    { name: `${count} waypoints 0.6 nm apart: PDF size`, value: Math.round(bytes / 1024), unit: 'KiB' },
  ];
}
