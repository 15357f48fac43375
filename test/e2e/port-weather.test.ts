import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { towToLisbon } from './tow-voyage';

/**
 * Weather at ports through the real web host against the demo service: a voyage Rotterdam to
 * Lisbon arriving 20 days ahead shows the forecast at the departure around the ETD and, beyond
 * the forecast's 15 days, the climate at the arrival, marked as climate; and a point picked far at
 * sea, where the service leaves gusts, precipitation and the minutely block out, says "not given".
 */

interface PageWindow {
  __passageMap?: { setView(center: [number, number], zoom: number, options: { animate: boolean }): void; latLngToContainerPoint(latLng: [number, number]): { x: number; y: number } };
  requestAnimationFrame(callback: () => void): void;
}

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));


function createTow(page: Page, name: string) {
  return callFromPage(page, 'createVoyage', towToLisbon(name));
}

async function openTow(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByTestId('port-weather').waitFor();
}

async function nearbyRequests(page: Page): Promise<number> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation.find((row) => row.operation === 'geoNearby')?.requests ?? 0;
}

async function dataset(page: Page): Promise<Record<string, string | undefined>> {
  return page.locator('.leaflet-container').evaluate((node) => ({ ...(node as unknown as { dataset: Record<string, string> }).dataset }));
}

describe('weather at ports', () => {
  it('shows the forecast at Rotterdam around the ETD and the climate at Lisbon for an ETA 20 days ahead, by day and by night', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await createTow(page, 'Tow Rotterdam to Lisbon');
    await openTow(page, 'Tow Rotterdam to Lisbon');

    // Departure: the forecast, its cost first (1 credit at the default lengths, 3 for everything).
    await expect.poll(() => page.getByTestId('weather-at-departure').textContent(), { timeout: 20_000 }).toMatch(/^Departure: Rotterdam.*, ETD /);
    // The local times shown are the departure's and the arrival's (the tow passes Dover, Ushant and
    // Finisterre at sea, in the nautical zone): the lookup names those two ports and costs a credit
    // each, shown first, nothing asked until the navigator asks (the credit gate).
    const lookUpZones = page.getByTestId('look-up-port-zones');
    await expect.poll(() => lookUpZones.textContent(), { timeout: 20_000 }).toMatch(/^Look up the local time at Rotterdam and Lisbo[an] \(2 simulated credits\)$/);
    expect(await lookUpZones.getAttribute('data-spending-view')).toBe('placesNearby');
    expect(await nearbyRequests(page)).toBe(0);
    expect(await page.locator('.departure-form').textContent()).toMatch(/zone unknown/);
    await page.locator('.departure-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-zones-cost-first');
    await lookUpZones.click();
    await expect.poll(() => page.locator('.departure-form').textContent(), { timeout: 15_000 }).not.toMatch(/zone unknown/);
    await expect.poll(() => lookUpZones.count()).toBe(0);
    // Two lookups in the ledger, one a port; the route table's middle rows keep the nautical zone.
    expect(await nearbyRequests(page)).toBe(2);
    const tableLocal = await page.locator('.route-table .local-time').allTextContents();
    expect(tableLocal[0]).toMatch(/\(UTC\+1, Rotterdam\)$/);
    expect(tableLocal.slice(2, -1).every((words) => words.endsWith('nautical zone)'))).toBe(true);
    expect(tableLocal.at(-1)).toMatch(/\(UTC\+0, Lisbo[an]\)$/);
    await page.getByTestId('weather-at-departure').click();
    const fetchForecast = page.getByTestId('fetch-port-forecast');
    await expect.poll(() => fetchForecast.textContent(), { timeout: 15_000 }).toBe('Forecast here (1 simulated credit)');
    await page.getByTestId('forecast-length-long').check();
    await expect.poll(() => fetchForecast.textContent(), { timeout: 15_000 }).toBe('Forecast here (3 simulated credits)');
    await fetchForecast.click();
    await page.getByTestId('port-weather-daily').waitFor();
    expect(await page.getByTestId('port-weather-place').getAttribute('data-beyond-forecast')).toBe('false');
    // The hours within 3 h of the ETD (4 days ahead, not on the hour) are in the 7-day hourly block, marked; so is its day.
    expect(await page.getByTestId('port-weather-hourly').locator('tr[data-marked]').count()).toBe(6);
    expect(await page.getByTestId('port-weather-daily').locator('tr[data-marked]').count()).toBe(1);
    expect(await page.getByTestId('port-weather-hourly').locator('tbody tr').count()).toBe(168);
    expect(await page.getByTestId('port-weather-daily').locator('tbody tr').count()).toBe(15);
    const current = (await page.getByTestId('port-weather-current').textContent()) ?? '';
    expect(current).toMatch(/\d+(\.\d)? kn \(Bft \d+\) from \d{3}°T/);
    expect(current).toMatch(/\d+ hPa/);
    expect(current).toMatch(/nm \(\d+ m\)|m \([\d.]+ nm\)/);
    // The app's one form of local time: the port's own zone, named (shared/format/local-time).
    expect(current).toMatch(/\d\d [A-Z][a-z]{2} \d\d:\d\dZ · \d\d [A-Z][a-z]{2} \d\d:\d\d \(UTC\+1, Rotterdam\)Wind/);
    expect(await page.getByTestId('port-weather-minutely').textContent()).toMatch(/^Next 120 min by minute: /);
    // Where the answer is for, on the chart, with its distance from the port.
    await expect.poll(async () => (await dataset(page)).forecastPlaceDistanceNm ?? '').not.toBe('');
    expect(Number((await dataset(page)).forecastPlaceDistanceNm)).toBeLessThan(1);
    await page.getByTestId('port-weather-hourly').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-weather-departure-day');

    // N names the nearest place to the pointer in the position readout (asked on demand).
    const rotterdam = await page.evaluate(() => (globalThis as unknown as PageWindow).__passageMap?.latLngToContainerPoint([51.9, 4.48]));
    await page.locator('.leaflet-container').hover({ position: { x: rotterdam!.x, y: rotterdam!.y } });
    // The cost first: the first N says it and asks nothing; N again at the same spot asks (through the credit gate).
    const nearbyBefore = await nearbyRequests(page);
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('cursor-readout').textContent(), { timeout: 15_000 }).toMatch(/ · nearest place: 1 simulated credit, N again to look it up$/);
    expect(await nearbyRequests(page)).toBe(nearbyBefore);
    await screenshot(page, 'nearby-place-cost-first');
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('cursor-readout').textContent(), { timeout: 15_000 }).toMatch(/ · near Rotterdam \(NL\), \d+(\.\d)? nm$/);
    expect(await nearbyRequests(page)).toBe(nearbyBefore + 1);

    // Arrival: 20 days ahead, beyond the forecast: the climate first, marked as climate.
    await page.getByTestId('weather-at-arrival').click();
    expect(await page.getByTestId('port-weather-place').getAttribute('data-beyond-forecast')).toBe('true');
    await expect.poll(() => page.getByTestId('climate-banner').textContent()).toMatch(/^CLIMATE: the ETA .* is beyond the forecast's 15 days\. .*typical values of the past ten years for (first|second) half of December, not a forecast\.$/);
    const fetchClimate = page.getByTestId('fetch-port-climate');
    await expect.poll(() => fetchClimate.textContent(), { timeout: 15_000 }).toBe('Climate here (1 simulated credit)');
    await fetchClimate.click();
    await expect.poll(() => page.getByTestId('climate-at-mark').textContent()).toMatch(/^Typical for (first|second) half of December: wind \d+(\.\d)? kn \(Bft \d+\).*sunshine \d+\.\d h a day\.$/);
    expect(await page.getByTestId('climate-table').locator('tr[data-marked]').count()).toBe(1);
    await page.getByTestId('port-climate').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-weather-arrival-climate-day');

    // By night and offline, after a reload: the climate, paid for and pinned to the voyage, shows at once, from the cache.
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await callFromPage(page, 'setOfflineMode', { offline: true });
    await page.reload();
    await openTow(page, 'Tow Rotterdam to Lisbon');
    await page.getByTestId('weather-at-arrival').click();
    await expect.poll(() => page.getByTestId('climate-at-mark').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('port-weather-provenance').first().textContent()).toMatch(/Fetched .*, age [^;]+; from the cache/);
    await page.getByTestId('port-climate').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-weather-arrival-climate-night');
    await page.getByTestId('weather-at-departure').click();
    await page.getByTestId('forecast-length-long').check();
    await page.getByTestId('port-weather-daily').waitFor({ timeout: 15_000 });
    await page.getByTestId('port-weather-hourly').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-weather-departure-night');
    await callFromPage(page, 'setOfflineMode', { offline: false });
    expect(errors).toEqual([]);
  });

  it('far at sea shows what the forecast has and says "not given" for gusts, precipitation and the minutes', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await callFromPage(page, 'setOfflineMode', { offline: false });
    await createTow(page, 'Tow past the Azores');
    await openTow(page, 'Tow past the Azores');
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).__passageMap !== undefined);
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).__passageMap?.setView([45, -25], 4, { animate: false });
    });
    await page.waitForTimeout(200);
    const point = await page.evaluate(() => (globalThis as unknown as PageWindow).__passageMap?.latLngToContainerPoint([44.7, -29.7]));
    await page.getByTestId('weather-pick-on-chart').click();
    await page.locator('.leaflet-container').click({ position: { x: point!.x, y: point!.y } });
    await expect.poll(() => page.getByTestId('port-weather-place').count()).toBe(1);
    const fetchForecast = page.getByTestId('fetch-port-forecast');
    await expect.poll(() => fetchForecast.textContent(), { timeout: 15_000 }).toBe('Forecast here (1 simulated credit)');
    await fetchForecast.click();
    await page.getByTestId('port-weather-hourly').waitFor();
    const current = (await page.getByTestId('port-weather-current').textContent()) ?? '';
    expect(current).toMatch(/Wind\d+(\.\d)? kn \(Bft \d+\) from \d{3}°T, gusts not given/);
    expect(current).toMatch(/Precipitationnot given/);
    expect(current).toMatch(/\d+ hPa/);
    expect(await page.getByTestId('port-weather-minutely').textContent()).toMatch(/not given \(no minutely block/);
    expect(await page.getByTestId('port-weather-hourly').locator('tbody tr').first().textContent()).toMatch(/kn.*not given/);
    // The answer is for the coarse model's point, tens of miles away: the chart says so.
    await expect.poll(async () => Number((await dataset(page)).forecastPlaceDistanceNm ?? 0)).toBeGreaterThan(10);
    // Its words are kept on the chart, placed clear of the route (chart-labels.ts).
    await expect.poll(() => page.locator('.forecast-place-label').textContent()).toMatch(/^Forecast for Sea area 45\.0N 30\.0W\n\d+ nm from Point /);
    // The legacy forecast knows no place out here: in words.
    const second = page.getByTestId('fetch-second-opinion');
    await expect.poll(() => second.textContent(), { timeout: 15_000 }).toBe('Legacy forecast here (1 simulated credit)');
    await second.click();
    await expect.poll(() => page.getByTestId('second-opinion-problem').textContent()).toMatch(/knows no place here \(404, location not found\)/);
    // Nor does the climate: one request, in words.
    await page.getByTestId('fetch-port-climate').click();
    await expect.poll(() => page.getByTestId('no-climate').textContent()).toMatch(/^No climate data for this place/);
    await page.getByTestId('port-weather-current').scrollIntoViewIfNeeded();
    await screenshot(page, 'port-weather-far-at-sea');
    expect(errors).toEqual([]);
  });
});
