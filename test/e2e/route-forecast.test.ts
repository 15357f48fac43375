import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findExceedances } from '../../src/shared/voyage/exceedances';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import { channelToAzores, createVoyage, hoverRoutePoint, limitsBelowDemoPeaks, meteogramDrawn, openVoyageInForecastTab, routeCheckShown, shippingRequests } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';

/**
 * The forecast tab through the real web host against the demo service: a voyage made through the
 * contract, opened, its forecast fetched, the meteogram and the exceedance list checked against
 * the answer, and reopening served from the cache without a request.
 */

interface PageMap {
  setView(center: [number, number], zoom: number, options: { animate: boolean }): void;
  latLngToContainerPoint(latLng: [number, number]): { x: number; y: number };
  getContainer(): { dataset: Record<string, string | undefined>; getBoundingClientRect(): { left: number; top: number } };
}
interface PageWindow {
  __passageMap?: PageMap;
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ json(): Promise<unknown> }>;
}
/** Each drawn line's value count, from the charts themselves. */
async function drawnPoints(page: Page): Promise<Record<string, number>> {
  const lists = await page.locator('.meteogram-chart').evaluateAll((nodes) => nodes.map((node) => (node as unknown as { dataset: { points?: string } }).dataset.points ?? ''));
  const counts: Record<string, number> = {};
  for (const entry of lists.join(',').split(',').filter(Boolean)) {
    const [key, count] = entry.split(':');
    counts[key!] = Number(count);
  }
  return counts;
}

let host: StartedHost;
let browser: Browser;

// This file runs against the demo answering in the vendor's envelope: the other reading path, end to end.
useHostAndBrowser((started) => ({ host, browser } = started), { demoEnvelope: true });

describe('forecast along the route', () => {
  it('fetches, draws every point of the answer, lists the exceedances, and reopens from the cache', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 1900 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createVoyage(page, 'Channel to the Azores', channelToAzores);
    await openVoyageInForecastTab(page, voyage.id);

    const before = await shippingRequests(page);
    const button = page.getByTestId('fetch-forecast');
    await expect.poll(() => button.textContent()).toMatch(/Fetch forecast \(1 simulated credit\)/);
    await button.click();
    await meteogramDrawn(page);
    expect(await shippingRequests(page)).toBe(before + 1);

    // The same answer, now from the cache (no request): the meteogram must hold every one of its points.
    const answer = await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    expect(answer.provenance.source).toBe('cache');
    const series = answer.value;
    const drawn = await drawnPoints(page);
    const served = series.elements.filter((element) => element.error === null);
    expect(Object.keys(drawn).length).toBeGreaterThanOrEqual(served.length - 1);
    for (const element of served) {
      if (drawn[element.key] !== undefined) expect(drawn[element.key], element.key).toBe(element.values.length);
      expect(element.values.length).toBe(series.points.length);
    }
    await expect.poll(() => page.getByTestId('unserved-elements').textContent()).toMatch(/not served \(tidal elements are not available/);
    await expect.poll(() => page.getByTestId('forecast-provenance').textContent()).toMatch(/ECMWF IFS HRES run .*Fetched .*, 1 simulated credit\./);

    // Limits below the demo's peaks: the wave limit soft, the wind limit hard.
    const limits = limitsBelowDemoPeaks(series);
    await callFromPage(page, 'saveVesselProfile', { ...defaultVesselProfile, limits });
    const expected = findExceedances(series, limits);
    expect(expected.softCount).toBeGreaterThan(0);
    expect(expected.hardCount).toBeGreaterThan(0);

    // Reopen: the forecast shows at once, from the cache, with no request.
    const requestsBeforeReopen = await shippingRequests(page);
    await page.reload();
    await openVoyageInForecastTab(page, voyage.id);
    await meteogramDrawn(page);
    await expect.poll(() => page.getByTestId('exceedance-summary').textContent()).toBe(expected.summary);
    expect(await page.locator('[data-testid="exceedances"] tbody tr[data-kind="forecast"]').count()).toBe(expected.exceedances.length);
    expect(await page.locator('[data-testid="exceedances"] tbody tr[data-kind="forecast"][data-severity="hard"]').count()).toBe(expected.hardCount);
    expect(await page.getByTestId('fetch-forecast').textContent()).toMatch(/cached, no credits/);
    expect(await shippingRequests(page)).toBe(requestsBeforeReopen);

    // Chart and meteogram in step: the cursor on the meteogram puts the ship at that point of the route.
    await routeCheckShown(page);
    const plotArea = page.locator('.meteogram-chart[data-chart="wind"] .u-over');
    // The meteogram's charts are drawn by the frame: the plot's box is read once it shows.
    const box = await visibleBox(plotArea);
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    const cursorMs = Number(await page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'));
    const atCursor = series.points.find((point) => point.timeUtcMs === cursorMs)!;
    expect(atCursor).toBeDefined();
    const shipText = await page.evaluate(() => (globalThis as unknown as PageWindow).__passageMap?.getContainer().dataset.forecastShip ?? '');
    const [shipLat, shipLon] = shipText.split(',').map(Number);
    expect(shipLat).toBeCloseTo(atCursor.lat, 3);
    expect(((((shipLon! - atCursor.lon + 540) % 360) + 360) % 360) - 180).toBeCloseTo(0, 3);

    // And hovering the route on the chart moves the meteogram's cursor to the position there.
    const target = series.points[Math.floor(series.points.length * 0.7)]!;
    await hoverRoutePoint(page, target);
    await expect.poll(async () => Number(await page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'))).toBe(target.timeUtcMs);
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).__passageMap?.setView([44, -15], 5, { animate: false });
    });
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);

    // Best departure: every 6 h over 24 h, the cost first, then the table and the recommendation.
    await page.getByTestId('departure-every').fill('6');
    await page.getByTestId('departure-window').fill('24');
    const compare = page.getByTestId('compare-departures');
    await expect.poll(() => compare.textContent()).toMatch(/Compare \(4 simulated credits\)/); // the planned departure is cached already
    await compare.click();
    await expect.poll(() => page.locator('.departure-table tbody tr.departure-row').count()).toBe(5);
    const comparison = await callFromPage(page, 'compareDepartures', { voyageId: voyage.id, everyHours: 6, windowHours: 24 });
    const recommendedRows = page.locator('.departure-table tbody tr.departure-row[data-recommended="true"]');
    expect(await recommendedRows.count()).toBe(comparison.recommendedIndex === null ? 0 : 1);
    if (comparison.recommendedIndex !== null) {
      expect(await page.locator('.departure-table tbody tr.departure-row').nth(comparison.recommendedIndex).getAttribute('data-recommended')).toBe('true');
    }

    await screenshot(page, 'route-forecast-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await page.waitForFunction(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.palette === 'night');
    await meteogramDrawn(page);
    await screenshot(page, 'route-forecast-night');

    // One click adopts a departure as the voyage's own.
    await page.getByTestId('adopt-departure').nth(2).click();
    await expect
      .poll(async () => (await callFromPage(page, 'getVoyage', { id: voyage.id })).departure)
      .toEqual({ mode: 'departAt', etdUtcMs: comparison.departures[2]!.etdUtcMs });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('forecasts a route across 180°', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1900 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createVoyage(page, 'Tsugaru to Unimak', [
      { name: 'Tsugaru', lat: 41.5, lon: 141.0 },
      { name: 'Off Attu', lat: 50.0, lon: 175.0 },
      { name: 'Unimak Pass', lat: 54.3, lon: -164.8 },
    ]);
    await openVoyageInForecastTab(page, voyage.id);
    const button = page.getByTestId('fetch-forecast');
    await expect.poll(() => button.textContent()).toMatch(/1 simulated credit/);
    await button.click();
    await meteogramDrawn(page);
    const answer = await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    const lons = answer.value.points.map((point) => point.lon);
    expect(lons.some((lon) => lon > 170) && lons.some((lon) => lon < -170)).toBe(true);
    const drawn = await drawnPoints(page);
    expect(drawn.windSpeed10m).toBe(answer.value.points.length);
    expect(await page.getByTestId('forecast-error').count()).toBe(0);
    await screenshot(page, 'route-forecast-antimeridian');

    // Offline, the cached forecast opens by itself, says so, and asks nothing.
    const requests = await shippingRequests(page);
    await callFromPage(page, 'setOfflineMode', { offline: true });
    await page.reload();
    await openVoyageInForecastTab(page, voyage.id);
    await meteogramDrawn(page);
    await expect.poll(() => page.getByTestId('forecast-banner').textContent()).toMatch(/Offline: shown from the cache/);
    expect(await shippingRequests(page)).toBe(requests);
    await screenshot(page, 'route-forecast-offline');
    await callFromPage(page, 'setOfflineMode', { offline: false });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
