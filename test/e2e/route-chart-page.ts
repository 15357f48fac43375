import type { Page } from 'playwright-core';
import type { NewVoyage } from '../../src/shared/voyage/voyage';

/**
 * The chart as a route test sees it: the view moved without animation, a position turned into
 * the page pixel a mouse would click, and the waypoints as the route layer drew them. test/
 * compiles without the DOM library, so the little of the page these callbacks touch is typed here.
 */
interface PageWindow {
  __passageMap?: {
    setView(center: [number, number], zoom: number, options: { animate: boolean }): void;
    latLngToContainerPoint(latLng: [number, number]): { x: number; y: number };
  };
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    querySelector(selector: string): { getBoundingClientRect(): { left: number; top: number } } | null;
  };
  requestAnimationFrame(callback: () => void): number;
}

export type LatLng = [number, number];

/** Waits for the land to be painted (the chart's own "ready" mark). */
export async function whenChartReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
}

/** Moves the chart and waits two frames, so the canvas has drawn the new view. */
export async function showView(page: Page, center: LatLng, zoom: number): Promise<void> {
  await page.evaluate(
    ({ center, zoom }) =>
      new Promise<void>((resolve) => {
        const win = globalThis as unknown as PageWindow;
        win.__passageMap?.setView(center, zoom, { animate: false });
        win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()));
      }),
    { center, zoom },
  );
}

/** Where a position is on the page, for page.mouse. */
export async function pagePoint(page: Page, latLng: LatLng): Promise<{ x: number; y: number }> {
  return page.evaluate((latLng) => {
    const win = globalThis as unknown as PageWindow;
    const chart = win.document.querySelector('.chart');
    const map = win.__passageMap;
    if (!chart || !map) throw new Error('no chart');
    const rect = chart.getBoundingClientRect();
    const point = map.latLngToContainerPoint(latLng);
    return { x: rect.left + point.x, y: rect.top + point.y };
  }, latLng);
}

/** The waypoints as the route layer drew them ([lat, lon], unwrapped longitudes, 4 decimals). */
export async function drawnWaypoints(page: Page): Promise<LatLng[]> {
  const text = await page.locator('.chart').getAttribute('data-route-waypoints');
  return JSON.parse(text ?? '[]') as LatLng[];
}

/** Two waypoints in mid-Channel, south of the Isle of Wight: clear of land and 2 nm of coast. */
export const midChannel: NewVoyage = {
  name: 'Mid-Channel check',
  waypoints: [
    { id: 'a', name: 'Off Selsey', lat: 50.45, lon: -0.5 },
    { id: 'b', name: 'South of the Wight', lat: 50.2, lon: -1.5 },
  ],
  legs: [{ geometry: 'rhumb', speedKn: 12 }],
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 0) },
};
