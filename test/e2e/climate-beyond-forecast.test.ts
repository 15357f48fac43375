import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { meteogramDrawn, openVoyageInForecastTab } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { towToLisbon } from './tow-voyage';

/**
 * Issue 19 point 4: a tow Rotterdam to Lisbon arriving 20 days ahead runs past the forecast. Past
 * its end the meteogram draws the climate at the waypoints as its own hatched band with its own
 * legend entry, and the exceedance list has a climate row per stretch against the vessel's
 * limits; the climate's cost is shown first and spent through the credit gate, and once cached
 * it is shown again without a request. Screenshots by day and by night.
 */
let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

async function climateRequests(page: Page): Promise<number> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation.find((row) => row.operation === 'weatherClimate')?.requests ?? 0;
}

const chartDataset = (page: Page, chart: string) => page.locator(`.meteogram-chart[data-chart="${chart}"]`).getAttribute('data-climate-bands');

describe('the climate beyond the forecast along the route', () => {
  it('draws the climate past the forecast end as a band of its own and lists it against the limits, cost first, by day and by night', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1400, height: 1000 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await callFromPage(page, 'createVoyage', towToLisbon('Tow to Lisbon, climate beyond'));
    await openVoyageInForecastTab(page, voyage.id);
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page, { timeout: 60_000 });
    await page.getByTestId('forecast-end').waitFor();

    // The cost first: the button says it, and nothing of the climate has been asked yet.
    const fetchClimate = page.getByTestId('fetch-route-climate');
    await expect.poll(() => fetchClimate.textContent(), { timeout: 20_000 }).toMatch(/^Climate beyond the forecast \(\d+ simulated credits?, (\d+) places?\)$/);
    const words = (await fetchClimate.textContent()) ?? '';
    const credits = Number(/\((\d+) simulated/.exec(words)?.[1]);
    const places = Number(/, (\d+) places?\)/.exec(words)?.[1]);
    expect(credits).toBe(places);
    expect(places).toBeGreaterThan(0);
    expect(await climateRequests(page)).toBe(0);
    expect(await fetchClimate.getAttribute('data-spending-view')).toBe('routeClimate');
    expect(await page.getByTestId('meteogram-climate-legend').count()).toBe(0);

    await fetchClimate.click();
    const climateRows = page.locator('[data-testid="climate-beyond-forecast"] tr[data-kind="climate"]');
    await expect.poll(() => climateRows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await climateRequests(page)).toBe(places);
    // Each row says it is climate, for the period of its ETA, with the typical values against the wind limit.
    const rowTexts = await climateRows.allTextContents();
    for (const text of rowTexts) expect(text).toMatch(/Climate \((first|second) half of (November|December)\)/);
    expect(rowTexts.at(-1)).toMatch(/^Lisbon /);
    expect(rowTexts.join('\n')).toMatch(/mean wind \d+(\.\d)? kn \(Bft \d+\), mean gust \d+(\.\d)? kn \(Bft \d+\), air -?\d+(\.\d)? °C to -?\d+(\.\d)? °C; wind > 30 kn: typical \d+(\.\d)? kn, (within|past the limit)/);
    // The forecast's rows stay the forecast's: the climate rows sit apart, never counted in the summary.
    expect(await page.locator('[data-testid="climate-beyond-forecast"] tr[data-kind="forecast"]').count()).toBe(0);
    expect(await page.getByTestId('climate-beyond-forecast').textContent()).toContain('The climate gives no wave height');

    // The meteogram: a band on the wind and temperature charts, none where the climate gives nothing; its own legend entry.
    await expect.poll(() => chartDataset(page, 'wind')).not.toBe('0');
    expect(Number(await chartDataset(page, 'wind'))).toBeGreaterThan(0);
    expect(Number(await chartDataset(page, 'temperature'))).toBeGreaterThan(0);
    expect(await chartDataset(page, 'waves')).toBe('0');
    expect(await page.getByTestId('meteogram-climate-legend').textContent()).toMatch(/^Climate \((first|second) half of [A-Z][a-z]+.*\), beyond the forecast's end: typical values of the past ten years .*not a forecast/);
    await page.getByTestId('climate-beyond-forecast').scrollIntoViewIfNeeded();
    await screenshot(page, 'climate-beyond-forecast-list-day');
    await page.locator('.meteogram-chart[data-chart="wind"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'climate-beyond-forecast-meteogram-day');

    // By night, after a restart of the page: the climate is cached and pinned, shown again at once for nothing.
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await page.reload();
    await openVoyageInForecastTab(page, voyage.id);
    await meteogramDrawn(page, { timeout: 60_000 });
    await expect.poll(() => climateRows.count(), { timeout: 30_000 }).toBe(rowTexts.length);
    expect(await climateRequests(page)).toBe(places);
    await expect.poll(() => chartDataset(page, 'wind')).not.toBe('0');
    await page.getByTestId('climate-beyond-forecast').scrollIntoViewIfNeeded();
    await screenshot(page, 'climate-beyond-forecast-list-night');
    await page.locator('.meteogram-chart[data-chart="wind"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'climate-beyond-forecast-meteogram-night');
    await callFromPage(page, 'setSettings', { palette: 'day' });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
