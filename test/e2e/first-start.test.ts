import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { meteogramDrawn, shippingRequests } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';
import { drawnWaypoints, pagePoint, whenChartReady } from './route-chart-page';

/**
 * A new demo installation as a navigator first sees it: the web host started on an empty data
 * folder with the first start on (the harness leaves it off for every other file), so the sample
 * voyage Rotterdam to New York is open on the chart with its forecast, and the guide of the tabs
 * stands beside them until dismissed; the sample, once deleted, stays deleted.
 */

let host: StartedHost;
let browser: Browser;

type Box = { x: number; y: number; width: number; height: number };
const inside = (point: { x: number; y: number }, box: Box, marginPx = 0) =>
  point.x >= box.x + marginPx && point.x <= box.x + box.width - marginPx && point.y >= box.y + marginPx && point.y <= box.y + box.height - marginPx;

/** Where each end of the drawn route is as the navigator sees it: on the chart, off it, or hidden by the guide. */
async function routeEnds(page: Page): Promise<string[]> {
  const chart = await page.locator('.chart').boundingBox();
  const guide = await page.getByTestId('tab-guide').boundingBox();
  const drawn = await drawnWaypoints(page);
  if (chart === null || drawn.length === 0) return ['no route drawn'];
  return Promise.all(
    [drawn[0]!, drawn.at(-1)!].map(async (end) => {
      const at = await pagePoint(page, end);
      if (!inside(at, chart, 10)) return 'off the chart';
      return guide !== null && inside(at, guide) ? 'under the guide' : 'in view';
    }),
  );
}

const chartZoom = async (page: Page) => Number(await page.locator('.chart').getAttribute('data-zoom'));
useHostAndBrowser((started) => ({ host, browser } = started), { sampleVoyageOnFirstStart: true });

describe('first start in demo mode', () => {
  it('opens the sample voyage with its forecast and the guide; Escape dismisses the guide for good; a deleted sample does not come back', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await whenChartReady(page);

    // The sample is open on the chart: its 17 waypoints from Rotterdam down the Nieuwe Waterweg to New York up the Narrows.
    await expect.poll(async () => (await drawnWaypoints(page)).length, { timeout: 20_000 }).toBe(17);
    const drawn = await drawnWaypoints(page);
    expect(drawn[0]![0]).toBeCloseTo(51.9, 1);
    expect(drawn.at(-1)![1]).toBeCloseTo(-74.02, 1);
    await expect.poll(() => page.locator('.voyage-row.open').textContent()).toContain('Sample: Rotterdam to New York');
    // The route check finds one warning on it: the Nieuwe Waterweg, land at 1:10m, to check on
    // official charts; New York's approach up the Narrows is a pilotage note.
    await expect.poll(() => page.getByTestId('route-check').getAttribute('data-warnings'), { timeout: 20_000 }).toBe('1');
    const findings = page.getByTestId('route-check').getByTestId('route-finding');
    expect(await findings.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset.kind))).toEqual(['pilotageOverLand', 'pilotage']);
    await expect(findings.first().textContent()).resolves.toMatch(/^Legs 1–3 \(Rotterdam → Maas Center\): pilotage stretch over land at 1:10m, 1\d nm from Rotterdam/);

    // The guide stands beside the tabs, a line per tab, small and in the chart's top-right corner.
    const guide = page.getByTestId('tab-guide');
    await guide.waitFor();
    for (const tab of ['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore', 'Routing']) {
      await expect.poll(() => guide.getByRole('button', { name: new RegExp(`^${tab}`) }).count()).toBe(1);
    }
    const chartBox = await visibleBox(page.locator('.chart'));
    const tabsBox = await visibleBox(page.getByRole('tablist'));
    await expect.poll(async () => (await visibleBox(guide)).x + (await visibleBox(guide)).width).toBeLessThanOrEqual(tabsBox.x);
    const guideBox = await visibleBox(guide);
    expect(Math.abs(guideBox.y - tabsBox.y)).toBeLessThan(2);
    expect((guideBox.width * guideBox.height) / (chartBox.width * chartBox.height)).toBeLessThan(0.15);
    expect(inside({ x: chartBox.x + chartBox.width / 2, y: chartBox.y + chartBox.height / 2 }, guideBox)).toBe(false);

    // The local times shown are the departure's and the arrival's: the lookup names those two ports
    // and their cost, not every port the route passes on its way down the Channel.
    await expect.poll(() => page.getByTestId('look-up-port-zones').textContent(), { timeout: 20_000 }).toBe('Look up the local time at Rotterdam and New York City (2 simulated credits)');

    // The chart is fitted to the sample: Rotterdam and New York both on it, neither under the guide.
    await expect.poll(() => routeEnds(page)).toEqual(['in view', 'in view']);
    await screenshot(page, 'first-start-day');
    // The fit holds until the chart is moved: the panel folded, the chart fits the route again in
    // its new width (a closer zoom), the guide beside the folded panel; unfolded, as it was.
    const fittedZoom = await chartZoom(page);
    await page.keyboard.press('Control+b');
    await expect.poll(() => chartZoom(page)).toBeGreaterThan(fittedZoom);
    await expect.poll(() => routeEnds(page)).toEqual(['in view', 'in view']);
    const railBox = await visibleBox(page.getByTestId('side-panel'));
    await expect.poll(async () => (await visibleBox(guide)).x + (await visibleBox(guide)).width).toBeLessThanOrEqual(railBox.x);
    await screenshot(page, 'first-start-day-panel-folded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => chartZoom(page)).toBe(fittedZoom);
    await expect.poll(() => routeEnds(page)).toEqual(['in view', 'in view']);

    // Its forecast was asked at the first start, after the window was ready (one request, the
    // app's own); it lands in the cache and the Forecast tab shows it without another.
    await expect.poll(() => shippingRequests(page), { timeout: 20_000 }).toBe(1);
    const requestsBefore = await shippingRequests(page);
    await guide.getByRole('button', { name: /^Forecast/ }).click();
    await page.getByTestId('forecast-panel').waitFor();
    await meteogramDrawn(page, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('forecast-provenance').textContent()).toMatch(/Fetched .*simulated credit/);
    expect(await page.getByTestId('fetch-forecast').textContent()).toMatch(/Fetch again/);
    expect(await shippingRequests(page)).toBe(requestsBefore);

    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');
    await screenshot(page, 'first-start-night-forecast');

    // Escape closes the key list first, the guide staying; the next Escape dismisses the guide, and
    // a reload remembers it; the sample opens again (the only voyage).
    await page.locator('body').press('?');
    await page.getByRole('dialog', { name: 'Keyboard' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard' }).waitFor({ state: 'detached' });
    expect(await guide.count()).toBe(1);
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'detached' });
    await page.reload();
    await whenChartReady(page);
    await expect.poll(async () => (await drawnWaypoints(page)).length, { timeout: 20_000 }).toBe(17);
    expect(await page.getByTestId('tab-guide').count()).toBe(0);
    await screenshot(page, 'first-start-night-guide-dismissed');

    // Delete the sample from the voyage list (asked twice); after a reload it is not back.
    await page.getByRole('tab', { name: /Route/ }).click();
    const row = page.getByTestId('voyage-row').filter({ hasText: 'Sample: Rotterdam to New York' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete voyage' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('voyage-row').count()).toBe(0);
    await page.reload();
    await whenChartReady(page);
    await expect.poll(() => page.getByText('No voyage saved yet').count()).toBe(1);
    expect(await drawnWaypoints(page)).toEqual([]);
    expect(await page.getByTestId('tab-guide').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
