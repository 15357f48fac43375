import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { e2eNowMs } from './fixed-clock';
import { focusedLabel, openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * The Risk tab's ensemble table of a 5,000-waypoint voyage (issue 17): one row per leg, 4,999 in
 * all, of which only those in view are in the page; the keyboard scrolls the table to the last leg.
 */

/** 5,000 waypoints west to east along 30°N, 0.005° apart, 25 kn rhumb legs: one straight line of two days, so few ensemble positions. */
const size = 5_000;
const longVoyage: NewVoyage = {
  name: 'Five thousand legs of ensemble',
  waypoints: Array.from({ length: size }, (_, index) => ({ id: `wp-${index + 1}`, name: `WP ${index + 1}`, lat: 30, lon: -60 + index * 0.005 })),
  legs: Array.from({ length: size - 1 }, () => ({ geometry: 'rhumb' as const, speedKn: 25 })),
  departure: { mode: 'departAt', etdUtcMs: Math.floor(e2eNowMs() / 60_000) * 60_000 + 3_600_000 },
};

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('the ensemble table of a 5,000-waypoint voyage', () => {
  it('keeps only the rows in view in the page and scrolls to the last leg by keys', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    // Opened from the Route tab's list, then the Risk tab (Alt+3) for its ensemble.
    await openSavedVoyage(page, longVoyage, { timeoutMs: 60_000 });
    await page.keyboard.press('Alt+Digit3');
    const button = page.locator('.ensemble-fetch');
    // Opening 5,000 waypoints on a loaded machine takes a while before the Risk tab shows its button.
    await button.waitFor({ timeout: 120_000 });
    await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 60_000 }).toMatch(/Ensemble risk \([\d,]+ simulated credits, \d+ positions\)/);
    await button.click();

    const legRows = page.locator('.ensemble-legs tbody tr[data-leg]');
    await expect.poll(async () => legRows.count(), { timeout: 200_000 }).toBeGreaterThan(5);
    // The table is the whole voyage's (its row count and scroll height), a few dozen rows are in the page.
    expect(await page.locator('.ensemble-legs').getAttribute('aria-rowcount')).toBe(String(size));
    expect(await legRows.count()).toBeLessThan(80);
    const box = page.getByRole('region', { name: 'Ensemble risk per leg' });
    const scrollHeightPx = await box.evaluate((element) => (element as unknown as { scrollHeight: number }).scrollHeight);
    expect(scrollHeightPx).toBeGreaterThan((size - 1) * 15);
    expect(await legRows.first().textContent()).toMatch(/^1\. WP 1 → WP 2.*(\d+ % at |not checked)/);

    // The keyboard: focus the table, End goes to the last leg, Page Up back a screenful.
    await box.focus();
    expect(await focusedLabel(page)).toBe('Ensemble risk per leg');
    await page.keyboard.press('End');
    await screenshot(page, 'long-ensemble-table-5000-end');
    const lastRow = page.locator(`.ensemble-legs tbody tr[data-leg="${size - 2}"]`);
    await expect.poll(() => lastRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await lastRow.textContent()).toMatch(new RegExp(`^${size - 1}\\. WP ${size - 1} → WP ${size}.*(\\d+ % at |not checked)`));
    await expect.poll(() => lastRow.isVisible()).toBe(true);
    expect(await page.locator('.ensemble-legs tbody tr[data-leg="0"]').count()).toBe(0);
    expect(await legRows.count()).toBeLessThan(80);
    const firstAtEnd = Number(await legRows.first().getAttribute('data-leg'));
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect.poll(async () => Number(await legRows.first().getAttribute('data-leg')), { timeout: 15_000 }).toBeLessThan(firstAtEnd - 10);
    await expect.poll(() => lastRow.count()).toBe(0);
    await screenshot(page, 'long-ensemble-table-5000');
    expect(errors).toEqual([]);
    await page.close();
  }, 420_000);
});
