import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLatitude, formatLongitude } from '../../src/shared/geo';
import { e2eNowMs } from './fixed-clock';
import { callFromPage, screenshot, type StartedHost } from './harness';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { findExceedances } from '../../src/shared/voyage/exceedances';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import { limitsBelowDemoPeaks, meteogramDrawn, recordRoomKeptForCharts, roomKeptForCharts } from './forecast-steps';
import { useReportContext, waitForReport } from './route-report-pdf';

/**
 * Issue 17: a 5,000-waypoint voyage imported from a file, its forecast fetched (the route goes to
 * the service in parts under the URL limit), the meteogram shown, and its printed plan drawn
 * within the report's 30 s wait (waitForReport): every waypoint in the waypoint table, the forecast
 * table at most a row an hour for waypoints minutes apart.
 */
let host: StartedHost;
let context: BrowserContext;
let pageErrors: string[];
useReportContext((started) => {
  ({ host, context, pageErrors } = started);
});

const size = 5_000;

describe('a 5,000-waypoint voyage end to end', () => {
  it('imports, fetches its forecast and shows the meteogram', async () => {
    const page: Page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 1000 });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(host.url);
    await page.locator('#tab-report').waitFor();
    // Across the Bay of Biscay and the Atlantic, 0.6 nm apart, as a track exported from an ECDIS might be.
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-long-route-'));
    const file = path.join(folder, 'Five thousand to the Azores.csv');
    const rows = Array.from({ length: size }, (_, index) => {
      const lat = 46 - (index * 8) / size;
      const lon = -6 - (index * 19) / size;
      return `WP ${index + 1},${formatLatitude(lat)},${formatLongitude(lon)},${index === 0 ? ',' : 'rhumb,12'},${index === 0 ? new Date(etdUtcMs).toISOString() : ''},${index === 0 ? 'ETD' : ''}`;
    });
    fs.writeFileSync(file, ['name,latitude,longitude,legGeometry,legSpeedKn,timeUtc,fixedTime', ...rows].join('\n'));
    await page.getByRole('tab', { name: /Route/ }).click();
    await page.getByLabel(/Import route file/).setInputFiles(file);
    // The file is previewed first (issue 22); accepting makes it the voyage.
    await page.getByRole('button', { name: 'Accept as voyage' }).click({ timeout: 90_000 });
    // Chromium is handed the file's path and reads it when the page does, which on a loaded machine
    // can be seconds later: the file stays until the route is in the table.
    await expect.poll(() => page.getByRole('table', { name: 'Route' }).getAttribute('aria-rowcount', { timeout: 5_000 }).catch(() => null), { timeout: 90_000 }).toBe(String(size + 1));
    fs.rmSync(folder, { recursive: true, force: true });

    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page, { timeout: 240_000 });
    await screenshot(page, 'long-route-forecast-5000');
    const voyage = (await callFromPage(page, 'listVoyages', {})).find((each) => each.name.startsWith('Five thousand'));
    expect(voyage).toBeDefined();

    // Limits below the forecast's peaks: limits passed on leg after leg. The list shows the first
    // legs as the forecast comes in, and the others on the navigator's click.
    const series = (await callFromPage(page, 'forecastRoute', { voyageId: voyage!.id })).value;
    await callFromPage(page, 'saveVesselProfile', { ...defaultVesselProfile, limits: limitsBelowDemoPeaks(series) });
    await page.reload();
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('voyage-choice').selectOption(voyage!.id);
    await recordRoomKeptForCharts(page);
    await page.getByTestId('open-voyage').click();
    await meteogramDrawn(page, { timeout: 60_000 });
    // Thousands of positions: the charts came one a frame after the one that showed the forecast,
    // the first too, each in room kept for it, so that the charts below did not move as it came
    // (to within a line of legend).
    const kept = await roomKeptForCharts(page);
    expect(kept.map((each) => each.chart)).toEqual(['wind', 'waves', 'periods', 'current', 'visibility', 'pressure', 'temperature']);
    for (const { chart, keptPx, drawnPx } of kept) expect(Math.abs(keptPx - drawnPx), `${chart}: kept ${keptPx} px, drawn ${drawnPx} px`).toBeLessThanOrEqual(14);
    const legsWithExceedances = new Set(findExceedances(series, limitsBelowDemoPeaks(series)).exceedances.map((each) => each.legIndex)).size;
    expect(legsWithExceedances).toBeGreaterThan(40);
    await expect.poll(() => page.locator('[data-testid="exceedances"] tr.exceedance-leg').count()).toBe(40);
    const showAll = page.getByTestId('exceedances-show-all');
    expect(await showAll.textContent()).toBe(`List the other ${(legsWithExceedances - 40).toLocaleString('en-GB')} legs with limits passed`);
    await screenshot(page, 'long-route-exceedances-first-legs');
    await showAll.click();
    await expect.poll(() => page.locator('[data-testid="exceedances"] tr.exceedance-leg').count(), { timeout: 30_000 }).toBe(legsWithExceedances);
    expect(await showAll.count()).toBe(0);
    // The printed plan below reads the vessel's own limits again.
    await callFromPage(page, 'saveVesselProfile', defaultVesselProfile);

    // The ensemble at a waypoint: 5,000 are chosen by number, not from a list of 5,000.
    await page.getByRole('tab', { name: /Risk/ }).click();
    const waypointNumber = page.getByTestId('plume-waypoint-number');
    expect(await page.getByTestId('plume-waypoint').count()).toBe(0);
    await waypointNumber.fill('5001');
    await expect.poll(() => page.getByTestId('ensemble-point').getByRole('alert').textContent()).toBe(' A waypoint number from 1 to 5,000.');
    expect(await page.getByTestId('plume-waypoint-choose').isDisabled()).toBe(true);
    await waypointNumber.fill('2500');
    await waypointNumber.press('Enter');
    await expect.poll(() => page.getByTestId('plume-target').textContent()).toMatch(/, waypoint 2500 WP 2500; ETA \d\d [A-Z][a-z]{2} \d\d:\d\dZ$/);
    await screenshot(page, 'long-route-ensemble-waypoint-number');
    const report = await context.newPage();
    await report.goto(new URL(routeReportAddress({ voyageId: voyage?.id ?? '', preparedBy: '2/O Long Route' }), host.url).href);
    await waitForReport(report);
    await expect.poll(() => report.locator('.report-waypoints tbody tr').count()).toBe(size);
    await expect.poll(() => report.locator('.report-waypoints tbody tr').last().textContent()).toContain(`WP ${size}`);
    // Waypoints 3 minutes apart: the forecast table prints about one an hour, and says so.
    const forecastRows = await report.locator('.report-forecast table tbody tr').count();
    expect(forecastRows).toBeGreaterThan(50);
    expect(forecastRows).toBeLessThan(200);
    await expect.poll(() => report.getByTestId('forecast-waypoints-left-out').textContent()).toMatch(/^[\d,]+ waypoints less than an hour after the row before/);
    await report.locator('.report-meteogram').scrollIntoViewIfNeeded();
    await screenshot(report, 'long-route-report-5000-meteogram');
    await report.close();

    expect(pageErrors).toEqual([]);
    await page.close();
  }, 480_000);
});
