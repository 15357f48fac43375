import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { meteogramDrawn, openVoyageInForecastTab, recordRoomKeptForCharts, roomKeptForCharts } from './forecast-steps';
import { callFromPage, choosePalette, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { demoVoyage, waitForReport } from './route-report-pdf';

/**
 * The meteogram on screen and on paper, day and night, from one geometry (chart/meteogram-
 * geometry.ts): the screen's follows its container's width (a wider panel, a wider and more
 * finely ticked chart, not a stretched picture), and the printed plan's charts carry the same
 * charts. The screenshots are for a person to look at: legibility is not asserted here.
 */
type WithDataset = { dataset: Record<string, string | undefined> };

async function meteogramWidthPx(page: Page): Promise<number> {
  return Number(await page.getByTestId('meteogram').evaluate((node) => (node as unknown as WithDataset).dataset.widthPx));
}

/** The CSS width of the first chart, as uPlot sized it (its wrapper holds the canvas, axes included). */
async function firstCanvasWidthPx(page: Page): Promise<number> {
  return page.locator('.meteogram-chart[data-chart="wind"] .u-wrap').first().evaluate((wrap) => Number.parseFloat((wrap as unknown as { style: { width: string } }).style.width));
}

describe('meteogram geometry on screen and paper', () => {
  let host: StartedHost;
  let browser: Browser;
  useHostAndBrowser((started) => ({ host, browser } = started));

  it('follows its container on screen, day and night, and prints the same charts', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1600, height: 1700 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    const voyage = await callFromPage(page, 'createVoyage', { ...demoVoyage(), name: 'Meteogram geometry' });
    await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    await recordRoomKeptForCharts(page);
    await openVoyageInForecastTab(page, voyage.id);
    // Cached: the forecast opens without a click.
    await meteogramDrawn(page, { timeout: 30_000 });
    // A short voyage's charts all come in one frame: none waits (the long-route test has those that do).
    expect(await roomKeptForCharts(page)).toEqual([]);

    const panelWidth = await meteogramWidthPx(page);
    expect(panelWidth).toBeGreaterThan(300);
    expect(panelWidth).toBeLessThan(460);
    expect(await firstCanvasWidthPx(page)).toBe(panelWidth);
    await choosePalette(page, 'day');
    await page.getByTestId('meteogram').scrollIntoViewIfNeeded();
    await screenshot(page, 'meteogram-geometry-panel-day');
    await choosePalette(page, 'night');
    await screenshot(page, 'meteogram-geometry-panel-night');

    // Docked under the chart, across its width: the charts follow, without a reload.
    await page.getByTestId('meteogram-place').click();
    await page.getByTestId('meteogram-dock').locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
    await expect.poll(() => meteogramWidthPx(page), { timeout: 15_000 }).toBeGreaterThan(900);
    const wide = await meteogramWidthPx(page);
    await expect.poll(() => firstCanvasWidthPx(page), { timeout: 15_000 }).toBe(wide);
    expect(await page.locator('.meteogram-chart[data-chart="wind"] canvas').count()).toBe(1);
    await screenshot(page, 'meteogram-geometry-wide-night');
    await choosePalette(page, 'day');
    await screenshot(page, 'meteogram-geometry-wide-day');

    // The printed plan: the same charts, day and night on screen (paper is always day). Opened in
    // the app's own page: the web host's token cookie is the page's.
    const screenCharts = await page.locator('.meteogram-chart').evaluateAll((each) => each.map((chart) => chart.getAttribute('data-chart')));
    const reportAddress = new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '2/O Anna Berg' }), host.url).href;
    for (const palette of ['day', 'night'] as const) {
      await page.goto(host.url);
      await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
      await page.locator('.leaflet-container').click({ position: { x: 20, y: 300 } });
      await choosePalette(page, palette);
      await page.goto(reportAddress);
      await waitForReport(page);
      expect(await page.locator('.report-meteogram-chart').evaluateAll((each) => each.map((chart) => chart.getAttribute('data-chart')))).toEqual(screenCharts);
      await page.locator('.report-meteogram').scrollIntoViewIfNeeded();
      await screenshot(page, `meteogram-geometry-printed-${palette}`);
      await page.locator('svg.report-chart-svg').first().scrollIntoViewIfNeeded();
      await screenshot(page, `meteogram-geometry-printed-chart-${palette}`);
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
