import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { pagePoint, showView, whenChartReady } from './route-chart-page';

/**
 * What the weather router is given besides the weather (issue 24), entered as a navigator does:
 * the ship's speed in a seaway in the vessel profile (Kwon's table filled from a hull, a cell
 * typed over, arrow keys along a sector), and a no-go area named and drawn on the chart by clicks
 * and keys, refused in words when it cannot be an area, kept with the voyage through a reload and
 * deleted. One page, day and night.
 */
const viewport = { width: 1600, height: 900 };

const westOfPortugal: NewVoyage = {
  name: 'No-go areas west of Portugal',
  waypoints: [
    { id: 'a', name: 'Start', lat: 41, lon: -12 },
    { id: 'b', name: 'End', lat: 39, lon: -22 },
  ],
  legs: [{ geometry: 'rhumb', speedKn: 12 }],
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 0) },
};

async function choosePalette(page: Page, digit: 1 | 3, name: string) {
  await page.keyboard.press(`Control+Shift+Digit${digit}`);
  await page.locator(`html[data-palette="${name}"]`).waitFor({ state: 'attached' });
}

async function clickChart(page: Page, lat: number, lon: number) {
  const point = await pagePoint(page, [lat, lon]);
  await page.mouse.click(point.x, point.y);
}

describe('routing inputs: speed in a seaway and no-go areas', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('edits the speed-loss table and draws, refuses, keeps and deletes a no-go area', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await whenChartReady(page);
    await choosePalette(page, 1, 'day');
    const voyage = await callFromPage(page, 'createVoyage', westOfPortugal);
    await page.getByRole('button', { name: westOfPortugal.name, exact: true }).click();
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(2);

    // The default vessel's table, by Kwon's method for her default hull: Beaufort 7 from ahead 2.2 kn.
    const form = page.locator('details.vessel-profile');
    await form.locator('summary').click();
    const table = page.getByTestId('speed-loss');
    const headAt7 = table.getByLabel('Beaufort 7, Head 0–30°: speed kn');
    expect(await headAt7.inputValue()).toBe('2.2');
    expect(await table.getByLabel('Beaufort 7, Following 150–180°: speed kn').inputValue()).toBe('10.2');
    await expect.poll(() => table.locator('p.route-hint').textContent()).toMatch(/Kwon's method \(2008\) for 140 m, Cb 0.7, 16,000 t laden\./);

    // A bigger hull: filled again, she loses less.
    await table.getByLabel('Length m').fill('250');
    await table.getByLabel('Displacement t').fill('90000');
    await table.getByRole('button', { name: "Fill from Kwon's method" }).click();
    await expect.poll(() => headAt7.inputValue()).not.toBe('2.2');
    expect(Number(await headAt7.inputValue())).toBeGreaterThan(2.2);
    // A bad hull is refused in words, the table kept.
    await table.getByLabel('Block coefficient').fill('1.2');
    await table.getByRole('button', { name: "Fill from Kwon's method" }).click();
    await expect.poll(() => table.getByRole('alert').textContent()).toMatch(/block coefficient 0.40 to 0.95/);
    await table.getByLabel('Block coefficient').fill('0.7');
    await expect.poll(() => table.getByRole('alert').count()).toBe(0);

    // Typed over from the keyboard: Enter commits the cell (not the profile), arrow down moves along the sector.
    await headAt7.fill('4.5');
    await headAt7.press('Enter');
    await headAt7.press('ArrowDown');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } } }).document.activeElement.getAttribute('aria-label'))).toBe(
      'Beaufort 8, Head 0–30°: speed kn',
    );
    // Faster than her service speed is refused in words and kept as typed.
    const headAt8 = table.getByLabel('Beaufort 8, Head 0–30°: speed kn');
    await headAt8.fill('13');
    await headAt8.press('Enter');
    await expect.poll(() => table.locator('.cell-problem').textContent()).toMatch(/13 kn is out of range: 0 \(she makes no way\) to the service speed, 12.0 kn/);
    await headAt8.press('Escape');
    await expect.poll(() => table.locator('p.route-hint').textContent()).toMatch(/for 250 m, Cb 0.7, 90,000 t laden, edited\./);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'routing-inputs-speed-loss-day');
    await form.getByRole('button', { name: 'Save profile', exact: true }).click();
    await expect.poll(() => form.getByTestId('profile-saved').textContent()).toMatch(/saved/);
    const saved = (await callFromPage(page, 'listVesselProfiles', {})).find((each) => each.id === voyage.vesselProfileId);
    expect(saved?.speedLoss?.lossPercent[7]![0]).toBe(62.5);
    expect(saved?.speedLoss).toMatchObject({ editedByNavigator: true, hull: { lengthBetweenPerpendicularsM: 250, displacementT: 90_000 } });
    await form.locator('summary').click();

    // A no-go area from the keyboard: Alt+Shift+N, its name, Enter; corners by clicks and by A at the chart's centre.
    await showView(page, [39.5, -18], 6);
    await page.keyboard.press('Alt+Shift+KeyN');
    const panel = page.getByTestId('no-go-areas');
    const name = panel.getByLabel('Name', { exact: true });
    await expect.poll(() => name.evaluate((input) => input === (input.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
    await name.fill('TSS Dover');
    await name.press('Enter');
    await clickChart(page, 41, -19);
    await clickChart(page, 41, -15);
    await clickChart(page, 38, -15);
    await page.keyboard.press('Backspace');
    await clickChart(page, 39, -15);
    await page.keyboard.press('a');
    await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/Drawing “TSS Dover”: 4 corners/);
    await expect.poll(() => page.locator('path.no-go-corner').count()).toBe(4);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('path.no-go-area').count()).toBe(1);
    await expect.poll(() => panel.locator('summary').textContent()).toBe('No-go areas: 1');
    const areas = await callFromPage(page, 'listNoGoAreas', { voyageId: voyage.id });
    expect(areas).toHaveLength(1);
    expect(areas[0]?.name).toBe('TSS Dover');
    const corners = areas[0]!.corners;
    expect(corners.map((corner) => [Math.round(corner.lat * 10) / 10, Math.round(corner.lon * 10) / 10])).toEqual([
      [41, -19],
      [41, -15],
      [39, -15],
      [39.5, -18],
    ]);
    expect(await page.locator('.no-go-label').textContent()).toBe('TSS Dover');
    await screenshot(page, 'routing-inputs-no-go-day');

    // Two corners cannot make an area: refused in words, the drawing kept.
    await panel.getByLabel('Name', { exact: true }).fill('ice limit');
    await panel.getByRole('button', { name: /Draw no-go area/ }).click();
    await clickChart(page, 42, -21);
    await clickChart(page, 42, -20);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe('Not closed: An area needs at least 3 different corners; it has 2.');
    expect(await panel.getByRole('status').textContent()).toMatch(/Drawing “ice limit”: 2 corners/);
    await choosePalette(page, 3, 'night');
    await screenshot(page, 'routing-inputs-no-go-night');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('path.no-go-corner').count()).toBe(0);
    // The table at night: the saved cells, dark.
    await form.locator('summary').click();
    expect(await headAt7.inputValue()).toBe('4.5');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'routing-inputs-speed-loss-night');
    await form.locator('summary').click();

    // Kept with the voyage: after a reload it is drawn again; deleted from the panel, it is gone from the store.
    await page.reload();
    await whenChartReady(page);
    await page.getByRole('button', { name: westOfPortugal.name, exact: true }).click();
    await expect.poll(() => page.locator('path.no-go-area').count()).toBe(1);
    await page.getByTestId('no-go-areas').locator('summary').click();
    await page.getByRole('button', { name: 'Delete no-go area TSS Dover' }).click();
    await expect.poll(() => page.locator('path.no-go-area').count()).toBe(0);
    expect(await callFromPage(page, 'listNoGoAreas', { voyageId: voyage.id })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
