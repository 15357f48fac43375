import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eNowMs } from './fixed-clock';
import { meteogramDrawn, openVoyageInForecastTab } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * Issue 19 point 4: a slow passage that runs past the forecast's last step. The meteogram marks
 * where the forecast ends and the exceedance list says that nothing is known after it, instead of
 * empty charts and a list that reads as calm weather.
 */
let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('a voyage longer than the forecast', () => {
  it('marks where the forecast ends on the meteogram and says so in the exceedance list', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1400, height: 1000 });
    page.on('dialog', (dialog) => void dialog.accept());
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
    // Bishop Rock to the Sargasso Sea at 4 kn: about 27 days, beyond any model's reach.
    const waypoints = [
      { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
      { name: 'Mid Atlantic', lat: 40, lon: -30 },
      { name: 'Sargasso Sea', lat: 28, lon: -60 },
    ];
    const voyage = await callFromPage(page, 'createVoyage', {
      name: 'Slow across the Atlantic',
      waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
      legs: [
        { geometry: 'greatCircle' as const, speedKn: 4 },
        { geometry: 'greatCircle' as const, speedKn: 4 },
      ],
      departure: { mode: 'departAt', etdUtcMs },
    });
    await openVoyageInForecastTab(page, voyage.id);
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page, { timeout: 60_000 });
    const words = (await page.getByTestId('forecast-end').textContent()) ?? '';
    expect(words).toMatch(/^The forecast ends \d{1,2} (Nov|Dec) \d\dZ, \d+ h before the arrival: nothing is known of the weather after it here/);
    const hoursShort = Number(/, (\d+) h before/.exec(words)?.[1]);
    // 27 days at sea against a forecast of at most 15 days.
    expect(hoursShort).toBeGreaterThan(12 * 24);
    await page.getByTestId('forecast-end').scrollIntoViewIfNeeded();
    await screenshot(page, 'forecast-ends-before-arrival');

    // Past the end, the climate at the waypoints: far out at sea the service has none (HTTP 500), said in words, asked once.
    await page.getByTestId('fetch-route-climate').click();
    const climateRows = page.locator('[data-testid="climate-beyond-forecast"] tr[data-kind="climate"]');
    await expect.poll(() => climateRows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const noData = page.locator('[data-testid="climate-beyond-forecast"] tr[data-status="no data"]');
    expect(await noData.count()).toBeGreaterThan(0);
    expect(await noData.first().textContent()).toContain('no climate data for this place');
    const totals = await callFromPage(page, 'getCreditTotals', {});
    expect(totals.byOperation.find((row) => row.operation === 'weatherClimate')?.requests).toBe(await climateRows.count());
    await page.getByTestId('climate-beyond-forecast').scrollIntoViewIfNeeded();
    await screenshot(page, 'forecast-ends-climate-at-sea');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
