import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { e2eNowMs } from './fixed-clock';

/**
 * The ensemble risk per leg in the Risk tab, end to end against the demo service: the button
 * shows the cost, pressing it fills one row per leg with each limit's highest chance and its time.
 */
interface PageWindow {
  document: { documentElement: { dataset: Record<string, string | undefined> } };
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ json(): Promise<unknown> }>;
}

async function createVoyage(page: Page): Promise<string> {
  const voyage = await callFromPage(page, 'createVoyage', {
    name: 'Lizard to Finisterre',
    waypoints: [
      { id: 'wp1', name: 'Lizard', lat: 49.9, lon: -5.2 },
      { id: 'wp2', name: 'Ushant', lat: 48.5, lon: -5.8 },
      { id: 'wp3', name: 'Finisterre', lat: 43.0, lon: -9.6 },
    ],
    legs: [
      { geometry: 'rhumb', speedKn: 12 },
      { geometry: 'rhumb', speedKn: 12 },
    ],
    departure: { mode: 'departAt', etdUtcMs: Math.floor(e2eNowMs() / 60_000) * 60_000 + 3_600_000 },
  });
  return voyage.id;
}

describe('ensemble risk per leg', () => {
  let browser: Browser;
  let host: StartedHost;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('shows the cost on the button, then one row per leg with percentages and times', async () => {
    const { page, errors } = await openApp(browser, host.url);
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
    await createVoyage(page);
    await page.keyboard.press('Alt+Digit3');
    await page.getByRole('button', { name: 'Lizard to Finisterre' }).click();
    const button = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Ensemble risk \([\d,]+ simulated credits, \d+ positions\)/);
    await button.click();
    const rows = page.locator('.ensemble-legs tbody tr');
    await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/^1\. Lizard → Ushant.*\d+ % at /);
    expect(await rows.nth(1).textContent()).toMatch(/^2\. Ushant → Finisterre.*\d+ % at /);
    await page.keyboard.press('Control+Shift+Digit3');
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette === 'night');
    await screenshot(page, 'ensemble-risk-night');
    await page.keyboard.press('Control+Shift+Digit1');
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette === 'day');
    await screenshot(page, 'ensemble-risk-day');
    expect(errors).toEqual([]);
  }, 120_000);
});
