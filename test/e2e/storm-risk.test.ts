import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, choosePalette, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import type { Browser } from 'playwright-core';
import { e2eNowMs } from './fixed-clock';

/**
 * Storm risk end to end: the demo service places its scenario storm across a voyage's middle at
 * the moment the ship is due there; the Risk tab and the chart must show the storm, its cone and
 * danger area, the CPA line and the alarm, and a later departure must move the CPA.
 *
 * Page callbacks run in the browser; test/ compiles without the DOM library, so the little of
 * the page they touch is typed here.
 */
interface PageElement {
  dataset: Record<string, string | undefined>;
}
interface PageWindow {
  document: { documentElement: PageElement };
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ json(): Promise<unknown> }>;
}

const HOUR_MS = 3_600_000;
// 15°N from 60°W to 40°W: about 1,160 nm, 97 h at 12 kn; the middle (50°W) 48 h out.
const route = [
  { lat: 15, lon: -60 },
  { lat: 15, lon: -40 },
];
const speedKn = 12;

async function createVoyage(page: Page, etdUtcMs: number): Promise<string> {
  const voyage = await callFromPage(page, 'createVoyage', {
    name: 'Barbados to the Cape Verdes',
    waypoints: route.map((point, index) => ({ id: `wp${index + 1}`, name: index === 0 ? 'Off Barbados' : 'Mid-Atlantic', ...point })),
    legs: [{ geometry: 'rhumb', speedKn }],
    departure: { mode: 'departAt', etdUtcMs },
  });
  return voyage.id;
}

describe('storm risk along a voyage', () => {
  let browser: Browser;
  let host: StartedHost;
  // Rounded to the minute: the departure field shows minutes, so a round trip keeps it exact.
  const etdUtcMs = Math.floor(e2eNowMs() / 60_000) * 60_000 + HOUR_MS;
  const crossingUtcMs = etdUtcMs + 48 * HOUR_MS;

  useHostAndBrowser((started) => ({ host, browser } = started), { demoStorms: { crossRoute: route, at: crossingUtcMs } });

  it('draws the storm, its cone and danger area, the CPA line and the alarm; a later departure moves the CPA', async () => {
    const { page, errors } = await openApp(browser, host.url);
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
    await createVoyage(page, etdUtcMs);

    await page.keyboard.press('Alt+Digit3');
    await page.getByRole('button', { name: 'Barbados to the Cape Verdes' }).click();
    const stormItem = page.locator('.storm-item', { hasText: 'Scenario' });
    await stormItem.waitFor();

    // On the chart: track, cone, danger area (three world copies each) and the CPA line. Polled:
    // the list shows the storm as soon as it is fetched, the CPA line only once the approach along
    // the voyage is computed, which on a loaded machine can be a moment later.
    for (const shape of ['.storm-track-past', '.storm-track-forecast', '.storm-cone', '.storm-danger-area', '.storm-now', '.storm-cpa-line']) {
      await expect.poll(() => page.locator(`path${shape}`).count(), { message: shape }).toBeGreaterThan(0);
    }

    // The ship meets the storm's centre at the middle of the voyage: an alarm against 300 nm.
    const summary = page.locator('.risk-summary');
    await expect.poll(() => summary.getAttribute('class')).toContain('risk-summary-alarm');
    expect(await summary.textContent()).toMatch(/^ALARM: closest .*Scenario \d+ nm at /);
    const cpaBefore = await stormItem.locator('.storm-cpa').textContent();
    const cpaNmBefore = Number(/CPA ([\d,]+) nm/.exec(cpaBefore ?? '')?.[1]?.replace(',', ''));
    expect(cpaNmBefore).toBeLessThan(150);
    expect(await stormItem.textContent()).toContain('Enters the danger area at');
    expect(await stormItem.textContent()).toMatch(/\d\d°\d\d\.\d{3}'N \d{2,3}°\d\d\.\d{3}'W/);

    // The demo's other storms are half a world away: listed apart, collapsed, never in the headline.
    const notNear = page.locator('details.storms-not-near');
    expect(await notNear.locator('summary').textContent()).toMatch(/^Not near this voyage \(farther than 1,000 nm during the voyage\): \d+$/);
    expect(await notNear.getAttribute('open')).toBeNull();
    const farNames = await notNear.locator('.storm-name').allTextContents();
    expect(farNames.length).toBeGreaterThan(0);
    expect(farNames.filter((name) => name.includes('Scenario'))).toEqual([]);
    expect(await page.locator('.storm-list > .storm-item').first().locator('.storm-name').textContent()).toContain('Scenario');
    for (const name of farNames) expect(await summary.textContent()).not.toContain(name);
    await notNear.locator('summary').click();
    expect(await notNear.locator('.storm-item .storm-cpa').count()).toBe(0);
    await screenshot(page, 'storm-risk-not-near');
    await notNear.locator('summary').click();

    // Its name centres the chart on it.
    await stormItem.locator('.storm-name').click();
    const view = () => page.locator('.chart').evaluate((chart) => ({ ...(chart as unknown as PageElement).dataset }));
    // Polled: the route's own fit (centred on 15°N, zoom 5 at this size) can satisfy the zoom before
    // the chart has moved to the storm.
    await expect.poll(async () => Number((await view()).zoom)).toBeGreaterThanOrEqual(5);
    // The scenario storm crosses 50°W; it stands south of the route two days before.
    await expect.poll(async () => Number((await view()).centerLat)).toBeLessThan(15);
    expect(Math.abs(Number((await view()).centerLng) + 50)).toBeLessThan(5);
    await choosePalette(page, 'day');
    await screenshot(page, 'storm-risk-day');

    // Two days later the storm has crossed well before the ship gets there.
    // Typed in UTC on the 24-hour clock, taken on Enter.
    await page.locator('input[name="departure-utc"]').fill(new Date(etdUtcMs + 48 * HOUR_MS).toISOString().slice(0, 16));
    await page.locator('input[name="departure-utc"]').press('Enter');
    await expect.poll(() => stormItem.locator('.storm-cpa').textContent()).not.toBe(cpaBefore);
    const cpaAfter = await stormItem.locator('.storm-cpa').textContent();
    const cpaNmAfter = Number(/CPA ([\d,]+) nm/.exec(cpaAfter ?? '')?.[1]?.replace(',', ''));
    expect(cpaNmAfter).toBeGreaterThan(cpaNmBefore + 200);
    // Palette keys do nothing while a field has the focus (typing must not switch palettes).
    await page.locator('input[name="departure-utc"]').blur();
    await choosePalette(page, 'night');
    await screenshot(page, 'storm-risk-night');

    // Offline, the storms come from the cache (still fresh, so not stale) and the tab says so.
    await page.locator('body').press('Shift+O');
    await expect.poll(() => page.locator('.risk-note', { hasText: 'storms; data' }).textContent()).toMatch(/data (just now|\d+ min) old, from the cache/);
    expect(await page.locator('path.storm-cone').count()).toBeGreaterThan(0);

    expect(errors).toEqual([]);
  }, 60_000);
});
