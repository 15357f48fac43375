import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { launchWebHost } from '../../src/web-host/launch';
import { launchChromium } from '../e2e/harness';
import { createVoyage, manyWaypointVoyage } from '../e2e/route-report-pdf';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Route report (issue 10)';

const runsPerSize = 6;

/**
 * From the print action to the finished PDF: the report page opened for a saved voyage (it reads
 * the voyage, ports and land through the web host), drawn, and printed by Chromium's page.pdf,
 * which is what Electron's printToPDF does in the app. The browser is already running, as the app is.
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
        if (i > 0) timings.push(elapsed); // the first run warms the caches (land file, ports answer)
        await page.close();
      }
      const p50 = percentile(timings, 50);
      figures.push(
        { name: `${count} waypoints: action to finished PDF, p50 of ${timings.length}`, value: p50, unit: 'ms', ...(count === 200 ? { target: '< 2000 ms', meets: p50 < 2000 } : {}) },
        { name: `${count} waypoints: slowest`, value: Math.max(...timings), unit: 'ms' },
        { name: `${count} waypoints: PDF size`, value: Math.round(bytes / 1024), unit: 'KiB' },
      );
    }
  } finally {
    await browser.close();
    await host.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  return figures;
}
