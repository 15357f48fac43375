import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eNowMs } from './fixed-clock';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * "Prepare for sea" (issue 21) through the real web host against the demo service: the pack is
 * listed with its cost first, run through the credit gate with one progress bar, ends with the
 * offline checklist; then the service is stopped, the page reloaded, and the tabs show the
 * voyage's data from the pack with its age while no request is attempted.
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
    await page.reload();
    await page.getByRole('button', { name: 'Lizard to Ushant' }).click();

    // Alt+Shift+S opens it; the list, each item's cost and size, and the total come before anything is asked.
    await page.locator('body').press('Alt+Shift+KeyS');
    const estimate = page.getByTestId('voyage-pack-estimate');
    await expect.poll(() => estimate.getByTestId('voyage-pack-item').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    expect(await estimate.locator('[data-item="route-forecast"]').textContent()).toMatch(/Shipping forecast along the route\d+ simulated credits?, about [\d.]+ kB/);
    await expect.poll(() => page.getByTestId('voyage-pack-total').textContent()).toMatch(/^Total: \d+ of \d+ items, [\d,]+ simulated credits, about [\d.]+ (kB|MB) on the link/);
    await screenshot(page, 'voyage-pack-estimate-day');
    const start = page.getByTestId('voyage-pack-start');
    await expect.poll(() => start.textContent()).toMatch(/^Prepare for sea \([\d,]+ simulated credits\)$/);
    await start.click();

    // One progress bar while it runs, each item's state; then the checklist.
    const progress = page.getByTestId('voyage-pack-progress');
    await progress.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('voyage-pack-summary').textContent()).toMatch(/^\d+ of \d+ items · [\d,]+ simulated credits? of [\d,]+ spent · .* received/);
    await screenshot(page, 'voyage-pack-progress-day');
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 120_000 }).toBe('done');
    expect(await progress.locator('[data-testid="voyage-pack-item"][data-state="done"]').count()).toBe(await progress.getByTestId('voyage-pack-item').count());
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
    await expect.poll(() => page.getByTestId('voyage-pack-age').textContent(), { timeout: 20_000 }).toMatch(/^Packed, data (just now|\d+ min) old/);

    // Forecast tab: the route forecast from the pack, at no cost, with its age.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('forecast-panel').waitFor();
    const fetchForecast = page.getByTestId('fetch-forecast');
    await expect.poll(() => fetchForecast.textContent(), { timeout: 20_000 }).toMatch(/cached, no credits/);
    await fetchForecast.click();
    await page.locator('.meteogram-chart[data-points]').first().waitFor();
    await expect.poll(() => page.getByTestId('forecast-provenance').textContent()).toMatch(/Fetched /);
    await screenshot(page, 'voyage-pack-offline-forecast-night');

    // Risk tab: the ensemble from the pack, at no cost.
    await page.keyboard.press('Alt+Digit3');
    const ensemble = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await ensemble.textContent()) ?? '', { timeout: 20_000 }).toMatch(/cached, no credits/);
    await ensemble.click();
    await expect.poll(() => page.locator('.ensemble-legs tbody tr').count(), { timeout: 30_000 }).toBe(1);

    expect(await requestsSent(page)).toEqual(sent);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
