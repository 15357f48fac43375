import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';
import { drawnWaypoints, pagePoint, showView } from './route-chart-page';

/**
 * Waypoint names on the chart (issue 29, point 3): at a close zoom every name of a short route is
 * written beside its waypoint, zoomed out only those that fit without overlapping; one wheel notch
 * is one zoom level.
 */

/** Twelve waypoints down the Channel, 0.35° of longitude apart, each with its own name. */
const names = ['Dover Strait', 'Dungeness', 'Beachy Head', 'Owers', 'St Catherines', 'Portland', 'Start Point', 'Eddystone', 'Lizard', 'Ushant NE', 'Ushant', 'Biscay N'];
const voyage: NewVoyage = {
  name: 'Names down the Channel',
  waypoints: names.map((name, index) => ({ id: `wp-${index + 1}`, name, lat: 50.9 - index * 0.15, lon: 1.4 - index * 0.35 })),
  legs: names.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 12 })),
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6) },
};

const namesOnChart = (page: Page) => page.locator('.waypoint-name').allTextContents();
const chartZoom = async (page: Page) => Number(await page.locator('.chart').getAttribute('data-zoom'));

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('waypoint names on the chart', () => {
  it('names every waypoint close in, fewer far out, and zooms one level a wheel notch', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1920, height: 1000 });
    await openSavedVoyage(page, voyage);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(names.length);

    // Close in: the waypoints are about 65 px apart, every name fits.
    await showView(page, [50.1, -0.5], 8);
    await screenshot(page, 'waypoint-names-close-day');
    await expect.poll(async () => (await namesOnChart(page)).sort()).toEqual([...names].sort());
    // Each name is beside its own waypoint: its box starts within a few pixels of the symbol.
    for (const [index, name] of [[0, names[0]], [8, names[8]]] as const) {
      const at = await pagePoint(page, [voyage.waypoints?.[index]?.lat ?? 0, voyage.waypoints?.[index]?.lon ?? 0]);
      const box = await page.locator('.waypoint-name', { hasText: name ?? '' }).boundingBox();
      expect(box).not.toBeNull();
      const nearestEdgePx = Math.min(Math.abs((box?.x ?? 0) - at.x), Math.abs((box?.x ?? 0) + (box?.width ?? 0) - at.x));
      expect(nearestEdgePx).toBeLessThan(15);
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - at.y)).toBeLessThan(4);
    }

    // Far out: the waypoints are a few pixels apart, only some names fit, the two ends among them.
    await showView(page, [50.1, -0.5], 6);
    await expect.poll(async () => (await namesOnChart(page)).length).toBeLessThan(names.length);
    const far = await namesOnChart(page);
    expect(far.length).toBeGreaterThan(0);
    expect(far).toContain(names[0]);
    expect(far).toContain(names.at(-1));
    await screenshot(page, 'waypoint-names-far-day');

    // The names take no pointer events: what lies under a name's text is the chart, not the name.
    await showView(page, [50.1, -0.5], 8);
    await expect.poll(async () => (await namesOnChart(page)).length).toBe(names.length);
    const nameBox = await page.locator('.waypoint-name', { hasText: names[4] ?? '' }).boundingBox();
    const underName = await page.evaluate(
      ({ x, y }) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { className: unknown } | null } }).document.elementFromPoint(x, y)?.className,
      { x: (nameBox?.x ?? 0) + (nameBox?.width ?? 0) / 2, y: (nameBox?.y ?? 0) + (nameBox?.height ?? 0) / 2 },
    );
    expect(String(underName)).not.toContain('waypoint-name');

    // One wheel notch over the chart: exactly one zoom level, out then in.
    const middle = await pagePoint(page, [50.1, -0.5]);
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => chartZoom(page)).toBe(7);
    // Leaflet gathers wheel events for 40 ms: let the first notch finish before the next.
    await expect.poll(async () => (await namesOnChart(page)).length).toBeGreaterThan(0);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => chartZoom(page)).toBe(8);
    await expect.poll(async () => (await namesOnChart(page)).length).toBe(names.length);

    // A name typed in the table is written on the chart as it is typed, beside its waypoint, and
    // no two names overlap (a keystroke places again only the names it can move).
    const nameField = page.getByRole('textbox', { name: 'Name of waypoint 6' });
    await nameField.click();
    await nameField.press('End');
    await nameField.pressSequentially(' Bill lighthouse');
    await expect.poll(() => page.locator('.waypoint-name[data-index="5"]').textContent()).toBe('Portland Bill lighthouse');
    const renamedAt = await pagePoint(page, [voyage.waypoints?.[5]?.lat ?? 0, voyage.waypoints?.[5]?.lon ?? 0]);
    const renamedBox = await visibleBox(page.locator('.waypoint-name[data-index="5"]'));
    expect(Math.min(Math.abs(renamedBox.x - renamedAt.x), Math.abs(renamedBox.x + renamedBox.width - renamedAt.x))).toBeLessThan(15);
    const boxes = await page.locator('.waypoint-name').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number }));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
    }
    await screenshot(page, 'waypoint-names-renamed-day');

    // A waypoint dragged on the chart takes its name along; the others stay where they were.
    const otherBefore = await visibleBox(page.locator('.waypoint-name[data-index="2"]'));
    await page.getByRole('button', { name: /Edit route/ }).click();
    await page.mouse.move(renamedAt.x, renamedAt.y);
    await page.mouse.down();
    await page.mouse.move(renamedAt.x, renamedAt.y + 60, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await drawnWaypoints(page))[5]?.[0]).toBeLessThan(voyage.waypoints?.[5]?.lat ?? 0);
    const droppedAt = await pagePoint(page, (await drawnWaypoints(page))[5]!);
    await expect.poll(async () => Math.abs((await visibleBox(page.locator('.waypoint-name[data-index="5"]'))).y + renamedBox.height / 2 - droppedAt.y)).toBeLessThan(4);
    expect(await visibleBox(page.locator('.waypoint-name[data-index="2"]'))).toEqual(otherBefore);
    await page.getByRole('button', { name: /Editing route/ }).click();

    await page.keyboard.press('Control+Shift+3');
    await expect.poll(() => page.locator('html').getAttribute('data-palette')).toBe('night');
    await screenshot(page, 'waypoint-names-close-night');
    await page.keyboard.press('Control+Shift+1');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
