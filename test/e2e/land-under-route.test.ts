import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import type { Browser } from 'playwright-core';
import { drawnWaypoints, midChannel, pagePoint, showView, whenChartReady } from './route-chart-page';

/** The few page objects the check reads; test/ compiles without the DOM library. */
interface PageCanvas {
  tagName: string;
  parentElement: { classList: { contains(name: string): boolean } } | null;
}

describe('the land under the route', () => {
  let host: StartedHost;
  let browser: Browser;
  useHostAndBrowser((started) => ({ host, browser } = started));

  it('keeps a waypoint laid on land, and its leg, above the land when the land is read last (a slow start)', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    await whenChartReady(page);
    await callFromPage(page, 'createVoyage', {
      ...midChannel,
      name: 'Inland end',
      waypoints: [...(midChannel.waypoints ?? []), { id: 'c', name: 'Inland', lat: 51.05, lon: -1.3 }],
      legs: [...(midChannel.legs ?? []), { geometry: 'rhumb', speedKn: 12 }],
    });
    // The land's file is held back until the voyage is open and drawn: its canvas comes after the route's.
    let releaseLand = () => {};
    const landHeld = new Promise<void>((resolve) => (releaseLand = resolve));
    await page.route('**/land-rings-*.bin', async (route) => {
      await landHeld;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Inland end', exact: true }).click();
    await expect.poll(async () => (await drawnWaypoints(page)).length).toBe(3);
    // Held indeed: the chart is not ready (it is once its land is drawn).
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.chartReady)).toBeUndefined();
    releaseLand();
    await whenChartReady(page);
    await showView(page, [50.8, -1.2], 9);

    const inland = await pagePoint(page, [51.05, -1.3]);
    const topCanvas = () =>
      page.evaluate(({ x, y }) => {
        const doc = (globalThis as unknown as { document: { elementsFromPoint(x: number, y: number): PageCanvas[] } }).document;
        const canvas = doc.elementsFromPoint(x, y).find((element) => element.tagName === 'CANVAS');
        return canvas === undefined ? 'none' : canvas.parentElement?.classList.contains('leaflet-land-pane') ? 'land' : 'route and ports';
      }, inland);
    expect(await topCanvas()).toBe('route and ports');
    await screenshot(page, 'land-under-route-late-land');
    expect(errors).toEqual([]);
  });
});
