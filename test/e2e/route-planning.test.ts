import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { drawnWaypoints, pagePoint, showView, whenChartReady, type LatLng } from './route-chart-page';

/**
 * Route planning through the real web host in Chromium: a route laid with the mouse, edited in
 * the table, saved and read back.
 */

async function columnTexts(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).allTextContents();
}

describe('route planning', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('lays a route with the mouse, edits it in the table, saves it and reads it back', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await whenChartReady(page);
    await page.getByLabel('New voyage name').fill('Biscay to the Azores');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Biscay to the Azores/ }).count()).toBe(1);

    await showView(page, [45, -22], 4);
    await page.getByRole('button', { name: /Edit route/ }).click();
    const laid: LatLng[] = [
      [48.5, -6],
      [47, -13],
      [45, -20],
      [42, -27],
      [39, -32],
    ];
    for (const latLng of laid) {
      const { x, y } = await pagePoint(page, latLng);
      await page.mouse.click(x, y);
    }
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(5);
    const drawn = await drawnWaypoints(page);
    drawn.forEach(([lat, lon], index) => {
      // A click lands on a pixel: about 0.1° at this scale.
      expect(Math.abs(lat - (laid[index]?.[0] ?? NaN))).toBeLessThan(0.15);
      expect(Math.abs(lon - (laid[index]?.[1] ?? NaN))).toBeLessThan(0.15);
    });
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(1);
    await screenshot(page, 'route-planning-laid');

    // A latitude typed in the navigator's form moves the waypoint on the chart and the ETAs.
    const etasBefore = await columnTexts(page, 'eta-utc');
    const latitude3 = page.getByLabel('Latitude of WP 3');
    await latitude3.fill('nonsense');
    await latitude3.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: /latitude/i }).count()).toBeGreaterThan(0);
    expect(await latitude3.inputValue()).toBe('nonsense');
    await latitude3.fill('46 30.0 N');
    await latitude3.press('Enter');
    await expect.poll(async () => (await drawnWaypoints(page))[2]?.[0]).toBe(46.5);
    expect(await latitude3.inputValue()).toBe("46°30.000'N");
    const etasAfterLatitude = await columnTexts(page, 'eta-utc');
    expect(etasAfterLatitude[4]).not.toBe(etasBefore[4]);

    // A slower last leg: the arrival moves later, the earlier waypoints keep their times.
    const speed5 = page.getByLabel(/Speed of leg 4 to WP 5/);
    await speed5.fill('6');
    await speed5.press('Enter');
    await expect.poll(async () => (await columnTexts(page, 'eta-utc'))[4]).not.toBe(etasAfterLatitude[4]);
    const etasAfterSpeed = await columnTexts(page, 'eta-utc');
    expect(etasAfterSpeed.slice(0, 4)).toEqual(etasAfterLatitude.slice(0, 4));

    // Drag waypoint 2 with the mouse; undo brings it back, redo moves it again.
    const from = await pagePoint(page, [47, -13]);
    const chartFixedPoint = await pagePoint(page, [50, -10]);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 30, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await drawnWaypoints(page))[1]?.[0]).toBeLessThan(46.5);
    // The drag moved the waypoint, not the chart: a fixed position is where it was on the screen.
    expect(await pagePoint(page, [50, -10])).toEqual(chartFixedPoint);
    const dragged = (await drawnWaypoints(page))[1];
    expect(await page.getByTestId('route-row').count()).toBe(5); // the release added no waypoint
    await page.getByRole('button', { name: /Editing route/ }).click(); // edit mode off; focus on a button, not a field
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.abs(((await drawnWaypoints(page))[1]?.[0] ?? 0) - 47)).toBeLessThan(0.15);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await drawnWaypoints(page))[1]).toEqual(dragged);

    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(0);
    const savedRoute = await drawnWaypoints(page);
    const savedEtas = await columnTexts(page, 'eta-utc');
    await screenshot(page, 'route-planning-day');
    await page.keyboard.press('Control+Shift+3');
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.palette)).toBe('night');
    await screenshot(page, 'route-planning-night');
    await page.keyboard.press('Control+Shift+1');

    // Reload: the saved voyage opens from the list with the same route and times.
    await page.reload();
    await whenChartReady(page);
    await page.getByRole('button', { name: 'Biscay to the Azores' }).click();
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(5);
    expect(await drawnWaypoints(page)).toEqual(savedRoute);
    expect(await columnTexts(page, 'eta-utc')).toEqual(savedEtas);
    expect(await page.getByLabel(/Speed of leg 4 to WP 5/).inputValue()).toBe('6.0');

    // Export RTZ, delete the voyage, import the file: the same route comes back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export RTZ' }).click()]);
    const rtzPath = await download.path();
    expect(download.suggestedFilename()).toMatch(/\.rtz$/);
    await page.getByTestId('voyage-row').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('voyage-row').count()).toBe(0);
    await page.getByLabel(/Import route file/).setInputFiles(rtzPath);
    // The file is previewed first (issue 22); accepting makes it the voyage.
    await page.getByRole('button', { name: 'Accept as voyage' }).click({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(5);
    expect(await drawnWaypoints(page)).toEqual(savedRoute);
    expect(await page.getByLabel(/Speed of leg 4 to WP 5/).inputValue()).toBe('6.0');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
