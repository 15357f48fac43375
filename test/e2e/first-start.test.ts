import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shippingRequests } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { drawnWaypoints, whenChartReady } from './route-chart-page';

/**
 * A new demo installation as a navigator first sees it: the web host started on an empty data
 * folder with the first start on (the harness leaves it off for every other file), so the sample
 * voyage Rotterdam to New York is open on the chart with its forecast, and the guide of the tabs
 * stands beside them until dismissed; the sample, once deleted, stays deleted.
 */

let host: StartedHost;
let browser: Browser;
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

    // The guide stands beside the tabs, one sentence per tab.
    const guide = page.getByTestId('tab-guide');
    await guide.waitFor();
    for (const tab of ['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore', 'Routing']) {
      await expect.poll(() => guide.getByRole('button', { name: new RegExp(`^${tab}`) }).count()).toBe(1);
    }
    await screenshot(page, 'first-start-day');

    // Its forecast was fetched at the first start: the Forecast tab shows it without a request.
    const requestsBefore = await shippingRequests(page);
    expect(requestsBefore).toBe(1);
    await guide.getByRole('button', { name: /^Forecast/ }).click();
    await page.getByTestId('forecast-panel').waitFor();
    await page.locator('.meteogram-chart[data-points]').first().waitFor({ timeout: 20_000 });
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
