import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * At sea the connection goes: what was seen before must still be seen, with its age, and the
 * status bar must say the service is out of reach (issue 5). The demo service is stopped under the
 * running app, as a lost satellite link would be, and the page is loaded again from scratch.
 */

let browser: Browser;
let host: StartedHost;

interface PageWindow {
  __passageMap?: { setView(center: [number, number], zoom: number, options: { animate: boolean }): void };
}

/**
 * The storms' words on the chart, with the Atlantic and the Caribbean in view: a storm's words are
 * kept where its position is in view (chart-labels.ts). The view is set again at each read, as a
 * voyage opening at start fits the chart to its route.
 */
async function stormWords(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (globalThis as unknown as PageWindow).__passageMap?.setView([20, -50], 3, { animate: false });
  });
  return (await page.locator('.storm-label').allTextContents()).sort();
}

useHostAndBrowser((started) => ({ host, browser } = started));

describe('offline (web host, Chromium)', () => {
  it('shows the ports and storms seen before, with their age and an offline indicator, once the service is gone', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    // Each storm's current position in view carries a label with its name, intensity and time.
    await expect.poll(async () => (await stormWords(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const labelsOnline = await stormWords(page);
    expect(labelsOnline.join(' ')).toMatch(/\d+ kn, gust \d+ kn, \d+ hPa/);
    await expect.poll(() => page.getByTestId('data-age').textContent()).toMatch(/^Data age: .* \((storms|ports)\)/);
    // The chart element says how many port symbols it draws (they are on a canvas).
    const portsShown = () => page.locator('.chart').getAttribute('data-ports-shown');
    await expect.poll(portsShown, { timeout: 20_000 }).toMatch(/^[1-9]\d*$/);
    const portsOnline = await portsShown();
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Online');

    await host.stopDemoService();
    await page.reload();
    // Calls cancelled by the reload itself are logged by Chromium; count what the page logs from here.
    await page.getByTestId('connection').waitFor();
    errors.length = 0;

    await expect.poll(() => page.getByTestId('connection').textContent(), { timeout: 20_000 }).toMatch(/^Offline: service not reachable/);
    await expect.poll(() => stormWords(page), { timeout: 20_000 }).toEqual(labelsOnline);
    await expect.poll(portsShown, { timeout: 20_000 }).toBe(portsOnline);
    const age = (await page.getByTestId('data-age').textContent()) ?? '';
    expect(age).toMatch(/^Data age: (just fetched|\d+ min) \((storms|ports)\)/);
    expect(age).toContain('(demo data)');
    await screenshot(page, 'offline-storms-from-cache');
    // The browser only talks to the web host, which is still there: losing the service is no error of the page's.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the navigator can switch to offline and back with Shift+O', async () => {
    const { page } = await openApp(browser, host.url);
    await expect.poll(() => page.getByTestId('connection').textContent(), { timeout: 20_000 }).not.toBe('Connection…');
    await page.locator('body').press('Shift+O');
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Offline (switched off): cached data only');
    await page.locator('body').press('Shift+O');
    await expect.poll(() => page.getByTestId('connection').textContent()).not.toContain('switched off');
    await page.close();
  });
});
