import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { callFromPage, openApp, type StartedHost, useHostAndBrowser } from './harness';
import { towToLisbon } from './tow-voyage';
import { pdfPageImages, pdfPageTexts, printPdf, waitForReport } from './route-report-pdf';

/**
 * The printed plan's page for the ports: a tow Rotterdam to Lisbon leaving in about four days
 * and arriving 20 days ahead. Before anything is fetched the page says so and where to fetch it
 * (printing spends no credits); after the Route tab fetched the forecast at Rotterdam and the
 * climate at Lisbon, the page prints the hours around the ETD and the climate for the ETA's half
 * month, each with where it came from.
 */

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));


function createTow(page: Page) {
  return callFromPage(page, 'createVoyage', towToLisbon('Tow to Lisbon, printed'));
}

async function printPortPage(page: Page, voyageId: string, name: string): Promise<string> {
  await page.goto(new URL(routeReportAddress({ voyageId, preparedBy: '2/O Berg' }), host.url).href);
  await waitForReport(page);
  const pdf = await printPdf(page, name);
  const text = pdfPageTexts(pdf).find((each) => each.includes('Weather at the ports of departure and arrival'));
  if (text === undefined) throw new Error(`${name}: no page of the plan has the ports' weather`);
  pdfPageImages(pdf);
  // The section alone: the plan's other sections (the route forecast's gap) follow on the page.
  return text.slice(text.indexOf('Weather at the ports of departure and arrival'), text.indexOf('Tropical cyclones'));
}

/** What the ledger counts for the weather at places: requests sent to the service and credits spent. */
async function creditsUsed(page: Page): Promise<string> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation
    .filter((each) => each.operation === 'weatherForecast' || each.operation === 'weatherClimate')
    .map((each) => `${each.operation}: ${each.credits} credits, ${each.requests} requests`)
    .sort()
    .join('; ');
}

describe('printed plan: weather at the ports', () => {
  it('says what is not cached without spending, then prints the forecast around the ETD and the climate at the ETA', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createTow(page);

    const before = await creditsUsed(page);
    const empty = await printPortPage(page, voyage.id, 'route-report-ports-not-cached');
    expect(empty).toMatch(/Departure: Rotterdam/);
    expect(empty).toMatch(/No forecast at this port in this plan: none is cached\. Open the Route tab, "Weather at ports"/);
    expect(empty).toMatch(/Arrival: Lisboa, .*, ETA \d\d Dec \d\d:\d\dZ/);
    expect(empty).toMatch(/CLIMATE, not forecast: the ETA is beyond the forecast's 15 days\./);
    expect(empty).toMatch(/No climate at this port in this plan: none is cached\./);
    await page.goto(`${host.url}&e2e`);
    expect(await creditsUsed(page)).toBe(before);

    // The Route tab fetches them, as a navigator does.
    await page.getByRole('button', { name: 'Tow to Lisbon, printed' }).click();
    await page.getByTestId('weather-at-departure').click();
    const fetchForecast = page.getByTestId('fetch-port-forecast');
    // The ETD is about four days ahead: the 15-day forecast (3 credits) is what reaches it by the hour.
    await page.getByTestId('forecast-length-long').check();
    await expect.poll(() => fetchForecast.textContent(), { timeout: 15_000 }).toBe('Forecast here (3 simulated credits)');
    await fetchForecast.click();
    await page.getByTestId('port-weather-daily').waitFor({ timeout: 15_000 });
    await page.getByTestId('weather-at-arrival').click();
    const fetchClimate = page.getByTestId('fetch-port-climate');
    await expect.poll(() => fetchClimate.textContent(), { timeout: 15_000 }).toBe('Climate here (1 simulated credit)');
    await fetchClimate.click();
    await page.getByTestId('climate-at-mark').waitFor({ timeout: 15_000 });
    const fetched = await creditsUsed(page);
    expect(fetched).toBe('weatherClimate: 1 credits, 1 requests; weatherForecast: 3 credits, 1 requests');

    const text = await printPortPage(page, voyage.id, 'route-report-ports');
    expect(text).toMatch(/Forecast around the ETD: Hourly, 3 h either side/);
    expect(text).toMatch(/\d+(\.\d)? kn \(Bft \d+\)/);
    expect(text).toMatch(/Forecast[^.]*\. Fetched .*, age [^;]+; from the cache, it cost 3 simulated credits when fetched\./);
    expect(text).toMatch(/Typical for (first|second) half of December: wind \d+(\.\d)? kn \(Bft \d+\)/);
    expect(text).toMatch(/Climate \(ten-year averages\)\. Fetched .*from the cache/);
    // And in "Where the figures come from", with the plan's other sources.
    expect(await page.locator('.report-provenance').textContent()).toMatch(/Forecast at Rotterdam \(departure port\).*Climate at Lisboa \(arrival port\)/);
    expect(text).not.toMatch(/No (forecast|climate) at this port in this plan/);
    await page.goto(`${host.url}&e2e`);
    expect(await creditsUsed(page)).toBe(fetched);
    expect(errors).toEqual([]);
  });
});
