import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { launchWebHost } from '../../src/web-host/launch';
import type { BrowserContext } from 'playwright-core';
import { callFromPage, launchChromium } from '../e2e/harness';
import { createVoyage, manyWaypointVoyage } from '../e2e/route-report-pdf';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route report (issue 10)';

const runsPerSize = 6;

/** Helpers share the machine: its load says how far a figure can be trusted. */
function loadNote(): string {
  return `load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores`;
}

/** Opens the report page and prints it, `runsPerSize` times; the first run only warms the caches (land file, ports answer). */
async function printTimings(context: BrowserContext, address: string): Promise<{ timings: number[]; bytes: number }> {
  const timings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runsPerSize; i += 1) {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(address);
    await page.waitForFunction(() => document.documentElement.dataset.reportReady !== undefined, undefined, { timeout: 30_000 });
    if ((await page.evaluate(() => document.documentElement.dataset.reportReady)) !== 'true') throw new Error('the report page failed');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const elapsed = performance.now() - started;
    bytes = pdf.length;
    if (i > 0) timings.push(elapsed);
    await page.close();
  }
  return { timings, bytes };
}

/**
 * From the print action to the finished PDF: the report page opened for a saved voyage (it reads
 * the voyage, ports and land through the web host), drawn, and printed by Chromium's page.pdf,
 * which is what Electron's printToPDF does in the app. The browser is already running, as the app is.
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
      const { timings, bytes } = await printTimings(context, address);
      const p50 = percentile(timings, 50);
      const note = loadNote();
      figures.push(
        { name: `${count} waypoints: action to finished PDF, p50 of ${timings.length}`, value: p50, unit: 'ms', note, ...(count === 200 ? { target: '< 2000 ms', meets: p50 < 2000 } : {}) },
        { name: `${count} waypoints: slowest`, value: Math.max(...timings), unit: 'ms' },
        { name: `${count} waypoints: PDF size`, value: Math.round(bytes / 1024), unit: 'KiB' },
      );
    }
    const etdUtcMs = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
    const forecastVoyage = await createVoyage(setup, { ...manyWaypointVoyage(20), departure: { mode: 'departAt', etdUtcMs } });
    await callFromPage(setup, 'forecastRoute', { voyageId: forecastVoyage.id });
    await callFromPage(setup, 'ensembleAlongRoute', { voyageId: forecastVoyage.id });
    const address = new URL(routeReportAddress({ voyageId: forecastVoyage.id, preparedBy: '2/O Bench' }), host.origin).href;
    const { timings, bytes } = await printTimings(context, address);
    figures.push(
      {
        name: `20 waypoints with forecast, meteogram and ensemble (cached): p50 of ${timings.length}`,
        value: percentile(timings, 50),
        unit: 'ms',
        note: loadNote(),
      },
      { name: '20 waypoints with forecast, meteogram and ensemble: PDF size', value: Math.round(bytes / 1024), unit: 'KiB' },
    );
  } finally {
    await browser.close();
    await host.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  return figures;
}
