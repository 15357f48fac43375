import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultPackStaleAfter } from '../../src/shared/settings/pack-settings';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { e2eNowMs } from './fixed-clock';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { waitForReport } from './route-report-pdf';
import { meteogramDrawn } from './forecast-steps';

/**
 * "Prepare for sea" (issue 21) through the real web host against the demo service: the pack is
 * listed with its cost first, run through the credit gate with one progress bar on a slow link
 * (its bandwidth capped, a large item asked first), ends with the offline checklist; then the
 * service is stopped, the page reloaded, and the tabs, the best departure and the printed plan
 * show the voyage's data from the pack with its age while no request is attempted; past the
 * staleness thresholds the status bar and the voyage list say what is stale and what a refresh costs.
 */

interface PageWindow {
  document: { documentElement: { dataset: Record<string, string | undefined> } };
}

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

/** Requests sent to the service (answered or not): a request attempted offline would be counted. */
async function requestsSent(page: Page): Promise<Record<string, number>> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return Object.fromEntries(totals.byOperation.map((row) => [row.operation, row.requests]));
}

async function usePalette(page: Page, palette: 'day' | 'night') {
  await callFromPage(page, 'setSettings', { palette });
  await page.waitForFunction((wanted) => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette === wanted, palette);
}

describe('prepare for sea', () => {
  it('packs a voyage with its cost known first, shows progress and the checklist, and the tabs then work with the service gone', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1100 });
    page.on('dialog', (dialog) => void dialog.accept());
    await usePalette(page, 'day');
    await callFromPage(page, 'createVoyage', {
      name: 'Lizard to Ushant',
      waypoints: [
        { id: 'wp1', name: 'Lizard', lat: 49.9, lon: -5.2 },
        { id: 'wp2', name: 'Ushant', lat: 48.5, lon: -5.8 },
      ],
      legs: [{ geometry: 'rhumb', speedKn: 12 }],
      departure: { mode: 'departAt', etdUtcMs: Math.floor(e2eNowMs() / 60_000) * 60_000 + 3_600_000 },
    });
    await page.getByRole('button', { name: 'Lizard to Ushant' }).click();

    // A slow link: the pack keeps to 20 kB/s, and asks before any one item over 200 kB (the best departure's 13 forecasts).
    await callFromPage(page, 'setSettings', { smallLink: { on: true, bytesPerSecond: 20_000, askAboveBytes: 200_000 } });

    // Alt+Shift+S opens it; the list, each item's cost and size, and the total come before anything is asked.
    await page.locator('body').press('Alt+Shift+KeyS');
    const estimate = page.getByTestId('voyage-pack-estimate');
    await expect.poll(() => estimate.getByTestId('voyage-pack-item').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    expect(await estimate.locator('[data-item="route-forecast"]').textContent()).toMatch(/Shipping forecast along the route\d+ simulated credits?, about [\d.]+ kB/);
    await expect.poll(() => page.getByTestId('voyage-pack-total').textContent()).toMatch(/^Total: \d+ of \d+ items, [\d,]+ simulated credits, about [\d.]+ (kB|MB) on the link/);
    expect(await estimate.locator('[data-item="departures"]').textContent()).toMatch(/^Best departure: every 6 h over the next 72 h[\d,]+ simulated credits, about [\d.]+ kB/);
    await expect.poll(() => page.getByTestId('voyage-pack-slow-link').textContent()).toMatch(/^Slow link \(Settings\): at most 20 kB a second, so about \d+ min for this pack\.$/);
    await screenshot(page, 'voyage-pack-estimate-day');
    const start = page.getByTestId('voyage-pack-start');
    await expect.poll(() => start.textContent()).toMatch(/^Prepare for sea \([\d,]+ simulated credits\)$/);
    await start.click();

    // One progress bar while it runs, each item's state; then the checklist.
    const progress = page.getByTestId('voyage-pack-progress');
    await progress.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('voyage-pack-summary').textContent()).toMatch(/^\d+ of \d+ items · [\d,]+ simulated credits? of [\d,]+ spent · .* received/);
    expect(await progress.getAttribute('data-state')).toBe('running');
    await screenshot(page, 'voyage-pack-progress-day');
    await usePalette(page, 'night');
    await screenshot(page, 'voyage-pack-progress-night');
    await usePalette(page, 'day');
    // The items over 200 kB waited for a yes while the rest came: each is fetched once told.
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 120_000 }).toMatch(/^(paused|done)$/);
    const asked = await progress.getByTestId('voyage-pack-size-ask').count();
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('voyage-pack-reason').textContent()).toMatch(/waits? for your yes on this slow link/);
    await screenshot(page, 'voyage-pack-size-ask-day');
    for (let answered = 0; answered < asked; answered += 1) {
      await progress.getByTestId('voyage-pack-size-fetch').first().click();
      await expect.poll(() => progress.getAttribute('data-state'), { timeout: 120_000 }).toMatch(/^(paused|done)$/);
    }
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 120_000 }).toBe('done');
    // The pack kept to the link's rate: what it received over the time it ran.
    const packed = (await callFromPage(page, 'getVoyagePack', { voyageId: (await callFromPage(page, 'listVoyages', {}))[0]!.id }))!;
    expect(packed.bytes / (packed.runningMs / 1000)).toBeLessThanOrEqual(20_000 * 1.05);
    // Every item ticked is done; the weather routing's fields, unticked by default, were skipped.
    expect(await progress.locator('[data-testid="voyage-pack-item"][data-state="skipped"]').count()).toBe(1);
    expect(await progress.locator('[data-testid="voyage-pack-item"][data-state="done"]').count()).toBe((await progress.getByTestId('voyage-pack-item').count()) - 1);
    const checklist = page.getByTestId('voyage-pack-checklist');
    expect(await checklist.locator('tr[data-ready="true"]').count()).toBeGreaterThanOrEqual(4);
    expect(await checklist.textContent()).toMatch(/Printed plan✓ Works offline/);
    await checklist.scrollIntoViewIfNeeded();
    await screenshot(page, 'voyage-pack-checklist-day');
    await usePalette(page, 'night');
    await screenshot(page, 'voyage-pack-checklist-night');

    // The test-offline switch is the app's offline mode.
    // The box follows the app's connection status, which answers after the click.
    await page.getByTestId('voyage-pack-test-offline').locator('input').click();
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Offline (switched off): cached data only');
    await page.getByTestId('voyage-pack-test-offline').locator('input').click();
    await expect.poll(() => page.getByTestId('connection').textContent()).not.toContain('switched off');

    // The service goes away; the page loads again from scratch.
    const sent = await requestsSent(page);
    await host.stopDemoService();
    await page.reload();
    await page.getByTestId('connection').waitFor();
    errors.length = 0;
    await page.getByRole('button', { name: 'Lizard to Ushant' }).click();
    await expect.poll(() => page.getByTestId('voyage-pack-age').textContent(), { timeout: 20_000 }).toMatch(/^Packed, data (under a minute|\d+ min) old/);

    // Forecast tab: the route forecast from the pack, at no cost, with its age.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('forecast-panel').waitFor();
    const fetchForecast = page.getByTestId('fetch-forecast');
    await expect.poll(() => fetchForecast.textContent(), { timeout: 20_000 }).toMatch(/cached, no credits/);
    await fetchForecast.click();
    await meteogramDrawn(page);
    await expect.poll(() => page.getByTestId('forecast-provenance').textContent()).toMatch(/Fetched /);
    await screenshot(page, 'voyage-pack-offline-forecast-night');

    // Best departure: the 13 departures the Forecast tab compares, from the pack at no cost.
    const compare = page.getByTestId('compare-departures');
    await expect.poll(() => compare.textContent(), { timeout: 20_000 }).toBe('Compare (cached, no credits)');
    await compare.click();
    await expect.poll(() => page.locator('.departure-table tbody tr.departure-row').count(), { timeout: 30_000 }).toBe(13);
    expect(await page.getByTestId('departure-recommendation').textContent()).toMatch(/Spent 0 simulated credits\.$/);
    await page.getByTestId('departure-comparison').scrollIntoViewIfNeeded();
    await screenshot(page, 'voyage-pack-offline-departures-night');

    // Risk tab: the ensemble from the pack, at no cost.
    await page.keyboard.press('Alt+Digit3');
    const ensemble = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await ensemble.textContent()) ?? '', { timeout: 20_000 }).toMatch(/cached, no credits/);
    await ensemble.click();
    await expect.poll(() => page.locator('.ensemble-legs tbody tr').count(), { timeout: 30_000 }).toBe(1);

    // The printed plan, opened with the service gone: the voyage's forecast, storms, ensemble and
    // port weather from the pack, each with its age at printing.
    const voyageId = (await callFromPage(page, 'listVoyages', {}))[0]!.id;
    // Its own page, as the Report tab opens it; here in the same tab (a page's context holds the host's cookie).
    const report = page;
    await report.goto(new URL(routeReportAddress({ voyageId, preparedBy: '2/O Offline' }), host.url).href);
    await waitForReport(report);
    const sources = await report.locator('.report-provenance tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
    const source = (label: RegExp) => sources.find((row) => label.test(row[0] ?? ''));
    for (const label of [/^Forecast along the route$/, /^Tropical cyclones \(storms\)$/, /^Ensemble risk /, /^Forecast at .+ \(departure port\)$/, /^Forecast at .+ \(arrival port\)$/, /^Ports \(port list\)$/]) {
      const row = source(label);
      expect(row, `the plan's source ${String(label)}`).toBeDefined();
      // How, and the age at printing: from the cache, minutes old.
      expect(row![2]).toMatch(/^from the cache/);
      expect(row![5]).toMatch(/^(just now|\d+ min)$/);
    }
    expect(await report.locator('.report-meteogram-chart').count()).toBeGreaterThan(0);
    expect(await report.locator('.report-ensemble').textContent()).toMatch(/Ensemble risk: the highest chance per leg/);
    expect(await report.getByTestId('report-port-weather-end').count()).toBe(2);
    expect((await report.locator('.report-gap').allTextContents()).join(' ')).not.toMatch(/No forecast in this plan|No ensemble risk in this plan|No forecast at this port/);
    await report.locator('.report-provenance').scrollIntoViewIfNeeded();
    await screenshot(report, 'voyage-pack-offline-report-night');
    expect(await requestsSent(page)).toEqual(sent);
    await page.goto(`${host.url}&e2e`);
    await page.getByRole('button', { name: 'Lizard to Ushant' }).click();

    // At sea, the thresholds passed (set to none here): the status bar and the voyage list say what
    // is stale and what refreshing costs, through the credit gate.
    await callFromPage(page, 'setSettings', { packStaleAfter: { ...defaultPackStaleAfter, forecastHours: 0, stormsHours: 0 } });
    const stale = page.getByTestId('status-bar').getByTestId('voyage-pack-stale');
    await expect.poll(() => stale.textContent(), { timeout: 40_000 }).toMatch(/^Stale: (forecast|storms|best departure|port weather) .*old/);
    await expect.poll(() => stale.getByTestId('voyage-pack-refresh').textContent()).toMatch(/^Refresh \(([\d,]+ simulated credits?|cached, no credits)\)$/);
    await page.keyboard.press('Alt+Digit1');
    const listed = page.getByTestId('voyage-row').getByTestId('voyage-pack-stale');
    await expect.poll(() => listed.textContent()).toMatch(/^Stale: /);
    await listed.scrollIntoViewIfNeeded();
    await screenshot(page, 'voyage-pack-stale-night');
    await usePalette(page, 'day');
    await screenshot(page, 'voyage-pack-stale-day');
    // Settings: the thresholds as set, and the slow link's limits in kB.
    await page.keyboard.press('Alt+Digit5');
    const packSettings = page.getByTestId('pack-settings');
    await packSettings.scrollIntoViewIfNeeded();
    expect(await packSettings.getByTestId('pack-stale-stormsHours').inputValue()).toBe('0');
    expect(await packSettings.getByTestId('small-link-rate').inputValue()).toBe('20');
    expect(await packSettings.getByTestId('small-link-ask-above').inputValue()).toBe('200');
    await screenshot(page, 'voyage-pack-settings-day');
    expect(await requestsSent(page)).toEqual(sent);
    // Alt+Shift+U asks the status bar's refresh from any tab, through the gate: with the service
    // gone, what the cache holds is refreshed from it and the rest waits, the pack paused.
    const packAge = page.getByTestId('status-bar').getByTestId('voyage-pack-age-line');
    expect(await packAge.getAttribute('data-state')).toBe('done');
    await page.keyboard.press('Alt+Shift+KeyU');
    await expect.poll(() => packAge.textContent()).toMatch(/^Pack paused: \d+ of \d+ items$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
