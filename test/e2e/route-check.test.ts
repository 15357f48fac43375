import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { drawnWaypoints, midChannel, pagePoint, showView, whenChartReady } from './route-chart-page';

/**
 * Issue 29's route check as the navigator meets it: a waypoint laid on land in the chart gives a
 * finding in the route table, on the chart and in the Forecast tab while the route is unsaved;
 * dragging the waypoint out to sea takes it away again.
 */
const viewport = { width: 1600, height: 900 };

const chartCheck = (page: Page) => page.locator('.chart').getAttribute('data-route-check');
const flaggedRows = (page: Page) => page.locator('[data-testid="route-row"][data-check-warning="true"]').count();

describe('route check while editing', () => {
  let host: StartedHost;
  let browser: Browser;
  useHostAndBrowser((started) => ({ host, browser } = started));

  it('flags a leg laid over Hampshire in the table, on the chart and in the Forecast tab, and clears it when the waypoint is dragged to sea', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await whenChartReady(page);
    await callFromPage(page, 'createVoyage', midChannel);
    await page.getByRole('button', { name: midChannel.name, exact: true }).click();
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(2);
    // The chart fits the voyage just opened: both waypoints in view, zoomed in from the world view.
    const inView = () =>
      page.evaluate((stops) => {
        const map = (globalThis as unknown as { __passageMap: { getBounds(): { contains(latLng: [number, number]): boolean }; getZoom(): number } }).__passageMap;
        return { all: stops.every((stop) => map.getBounds().contains(stop)), zoom: map.getZoom() };
      }, midChannel.waypoints!.map((waypoint): [number, number] => [waypoint.lat, waypoint.lon]));
    await expect.poll(inView).toEqual({ all: true, zoom: expect.any(Number) });
    expect((await inView()).zoom).toBeGreaterThanOrEqual(7);
    await expect.poll(() => page.getByTestId('route-check').getAttribute('data-warnings')).toBe('0');
    await expect(page.getByTestId('route-check').textContent()).resolves.toMatch(/no substitute for official charts/);
    await showView(page, [50.6, -1.2], 8);

    // A third waypoint clicked on land, north of Southampton: the new leg crosses the Isle of Wight and Hampshire.
    await page.getByRole('button', { name: /Edit route/ }).click();
    const onLand = await pagePoint(page, [51.05, -1.3]);
    await page.mouse.click(onLand.x, onLand.y);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
    await expect.poll(() => chartCheck(page)).toBe('land@leg2');
    expect(await flaggedRows(page)).toBe(1);
    expect(await page.locator('[data-testid="route-row"]').nth(2).getAttribute('data-check-warning')).toBe('true');
    const finding = page.getByTestId('route-finding').filter({ hasText: 'crosses land' });
    await expect(finding.textContent()).resolves.toMatch(/^Leg 2 \(South of the Wight → .+\) crosses land at 50°\d\d\.\d{3}'N 001°\d\d\.\d{3}'W/);
    await expect.poll(() => page.locator('.route-check-mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'route-check-over-land-day');

    // The Forecast tab says it before any credit is spent.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await expect(page.getByTestId('forecast-panel').getByTestId('route-finding').filter({ hasText: 'crosses land' }).count()).resolves.toBe(1);
    await page.getByRole('tab', { name: /Route/ }).click();

    // Dragged out into the Channel: the finding goes from the table and the chart.
    const landed = (await drawnWaypoints(page))[2]!;
    const from = await pagePoint(page, landed);
    const toSea = await pagePoint(page, [50.0, -2.2]);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(toSea.x, toSea.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await drawnWaypoints(page))[2]?.[0]).toBeLessThan(50.2);
    await expect.poll(() => chartCheck(page)).toBe('');
    expect(await flaggedRows(page)).toBe(0);
    await expect.poll(() => page.getByTestId('route-check').getAttribute('data-warnings')).toBe('0');
    await screenshot(page, 'route-check-cleared-day');

    // Back over land for the night palette's picture.
    await page.keyboard.press('Control+z');
    await expect.poll(() => chartCheck(page)).toBe('land@leg2');
    await page.getByRole('button', { name: /Editing route/ }).click();
    await page.keyboard.press('Control+Shift+3');
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.palette)).toBe('night');
    await screenshot(page, 'route-check-over-land-night');
    await page.keyboard.press('Control+Shift+1');
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.palette)).toBe('day');

    // The chart follows the work: F fits the route from wherever the chart was; so do Departure and Arrival.
    const routeEndsInView = () =>
      page.evaluate(() => {
        const win = globalThis as unknown as { __passageMap: { getBounds(): { contains(latLng: [number, number]): boolean } }; document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } };
        const drawn = JSON.parse(win.document.querySelector('.chart')?.getAttribute('data-route-waypoints') ?? '[]') as [number, number][];
        const bounds = win.__passageMap.getBounds();
        return drawn.length >= 2 && bounds.contains(drawn[0]!) && bounds.contains(drawn.at(-1)!);
      });
    const lookAway = async () => {
      await showView(page, [-30, 100], 5);
      expect(await routeEndsInView()).toBe(false);
    };
    await lookAway();
    await page.locator('body').press('f');
    await expect.poll(routeEndsInView).toBe(true);

    const search = page.getByLabel('Port or place name');
    const found = page.getByRole('list', { name: 'Ports found' }).getByRole('listitem');
    await lookAway();
    await search.fill('Rotterdam');
    await found.filter({ hasText: 'Rotterdam (' }).first().getByRole('button', { name: 'Departure' }).click();
    await expect.poll(async () => (await drawnWaypoints(page))[0]?.[0]).toBeCloseTo(51.9, 1);
    await expect.poll(routeEndsInView).toBe(true);
    await lookAway();
    await search.fill('Le Havre');
    await found.filter({ hasText: 'Le Havre (' }).first().getByRole('button', { name: 'Arrival' }).click();
    await expect.poll(async () => (await drawnWaypoints(page)).at(-1)?.[0]).toBeCloseTo(49.5, 1);
    await expect.poll(routeEndsInView).toBe(true);

    // Out of Rotterdam the leg runs over 1:10m land: named as a pilotage stretch to check on official charts, a warning until acknowledged.
    const overLand = page.getByTestId('route-check').locator('[data-testid="route-finding"][data-kind="pilotageOverLand"]');
    await expect.poll(() => overLand.count()).toBe(1);
    await expect(overLand.textContent()).resolves.toMatch(/^Leg 1 \(Rotterdam → South of the Wight\): pilotage stretch over land at 1:10m, 1\d nm from Rotterdam to 5\d°\d\d\.\d{3}'N 00\d°\d\d\.\d{3}'E: check the fairway on official charts\./);
    expect(await overLand.getAttribute('data-acknowledged')).toBe('false');
    await expect.poll(() => chartCheck(page)).toContain('pilotageOverLand@leg1');
    // Counted once the check is the one of the route on screen (it answers a moment after the last edit).
    await expect.poll(() => page.getByTestId('route-check').getAttribute('data-for-route-on-screen')).toBe('true');
    const warningsBefore = Number(await page.getByTestId('route-check').getAttribute('data-warnings'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(0);
    await overLand.getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(() => overLand.getAttribute('data-acknowledged')).toBe('true');
    await expect(overLand.textContent()).resolves.toMatch(/check the fairway on official charts\. Acknowledged \d{4}-\d\d-\d\d \d\d:\d\dZ\.$/);
    await expect.poll(async () => Number(await page.getByTestId('route-check').getAttribute('data-warnings'))).toBe(warningsBefore - 1);
    await expect.poll(() => chartCheck(page)).not.toContain('pilotageOverLand');
    expect(await page.getByTestId('route-check').locator('h3').textContent()).toContain('1 acknowledged');
    // An edit like any other: unsaved until saved, kept with the voyage across a reload.
    expect(await page.getByTestId('unsaved-mark').count()).toBe(1);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(0);
    await page.getByTestId('route-check').scrollIntoViewIfNeeded();
    await screenshot(page, 'route-check-pilotage-acknowledged-day');
    await page.reload();
    await whenChartReady(page);
    await page.getByRole('button', { name: midChannel.name, exact: true }).click();
    await expect.poll(() => overLand.getAttribute('data-acknowledged'), { timeout: 20_000 }).toBe('true');
    // A new edit of that leg: the stretch is a new one, a warning again.
    await page.getByLabel(/^Type of leg 1 to /).selectOption('greatCircle');
    await expect.poll(() => overLand.getAttribute('data-acknowledged')).toBe('false');
    await expect.poll(() => chartCheck(page)).toContain('pilotageOverLand@leg1');
    await page.keyboard.press('Control+Shift+3');
    await page.getByTestId('route-check').scrollIntoViewIfNeeded();
    await screenshot(page, 'route-check-pilotage-over-land-night');
    expect(errors).toEqual([]);
  }, 180_000);
});
