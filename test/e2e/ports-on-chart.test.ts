import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/shared/geo';
import { portSizes, type Port } from '../../src/shared/service/ports';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { callFromPage, openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { drawnWaypoints, pagePoint, showView } from './route-chart-page';

/**
 * The ports on the chart (map/ports-layer.tsx): every port of the World Port Index list the demo
 * serves, drawn on the chart's canvas by harbour size, the smaller ones only as the chart zooms
 * in; a click on one opens its card, which makes it the voyage's departure; in edit mode a click
 * on one makes it the next waypoint, named after it.
 */
const viewport = { width: 1600, height: 900 };

/** Open water west of Portugal: no port under a waypoint. */
const offPortugal: NewVoyage = {
  name: 'Off Portugal',
  waypoints: [
    { id: 'a', name: 'Start', lat: 40, lon: -12 },
    { id: 'b', name: 'End', lat: 37, lon: -14 },
  ],
  legs: [{ geometry: 'rhumb', speedKn: 12 }],
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 0) },
};

const shown = (page: Page) => page.locator('.chart').getAttribute('data-ports-shown').then(Number);

/** The large port nearest Lisbon in the list. */
function lisbonPort(ports: readonly Port[]): Port {
  const byDistance = ports.filter((port) => port.size === 'large').sort((a, b) => Math.hypot(a.latitude - 38.7, a.longitude + 9.1) - Math.hypot(b.latitude - 38.7, b.longitude + 9.1));
  const port = byDistance[0];
  if (port === undefined) throw new Error('no large port in the list');
  return port;
}

/** The pixel at the port's centre is the day palette's port colour (#4b3a8c), filled at 0.8 over the chart. */
async function expectPortDrawn(page: Page, port: Port): Promise<void> {
  const centre = await pagePoint(page, [port.latitude, port.longitude]);
  const pixel = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(centre.x), y: Math.round(centre.y), width: 1, height: 1 } })).data;
  [0x4b, 0x3a, 0x8c].forEach((channel, index) => expect(Math.abs((pixel[index] ?? 0) - channel), `${port.name}, channel ${index}`).toBeLessThan(45));
}

async function clickAt(page: Page, port: Port): Promise<void> {
  const { x, y } = await pagePoint(page, [port.latitude, port.longitude]);
  await page.mouse.click(x, y);
}

describe('ports on the chart', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('shows each size at its scale, opens a port\'s card on a click, sets it as the departure, and appends it as a waypoint in edit mode', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await openSavedVoyage(page, offPortugal);
    const { ports } = (await callFromPage(page, 'getPorts', { query: { size: [...portSizes] } })).value;
    const count = (size: Port['size']) => ports.filter((port) => port.size === size).length;
    const port = lisbonPort(ports);
    // A port within its symbol and the click's tolerance of this one would be as near: the test needs it alone.
    const neighbours = ports.filter((other) => other !== port && Math.hypot(other.latitude - port.latitude, other.longitude - port.longitude) < 0.05);
    expect(neighbours).toEqual([]);

    // At ocean scale only the large ports; from zoom 4 the medium; all of them by coast scale.
    await showView(page, [38, -12], 3);
    await expect.poll(() => shown(page)).toBe(count('large'));
    await showView(page, [38, -12], 5);
    await expect.poll(() => shown(page)).toBe(count('large') + count('medium'));
    await showView(page, [port.latitude, port.longitude], 9);
    await expect.poll(() => shown(page)).toBe(ports.length);
    expect(ports.length).toBeGreaterThan(3000);
    await screenshot(page, 'ports-on-chart-coast');
    // Drawn as the day palette's port colour, filled (at 0.8 over the chart).
    await expectPortDrawn(page, port);

    // The filter takes the large ports off the chart, and with them what a click on one opens.
    const large = page.locator('.ports-filter').getByLabel('Large', { exact: true });
    await large.uncheck();
    await expect.poll(() => shown(page)).toBe(ports.length - count('large'));
    await clickAt(page, port);
    const card = page.locator('.port-menu');
    expect(await card.count()).toBe(0);
    await large.check();
    await expect.poll(() => shown(page)).toBe(ports.length);

    // A click on the port opens its card: its name, country, size and position.
    await clickAt(page, port);
    await expect.poll(() => card.locator('.port-menu-title').textContent()).toBe(`⚓ ${port.name} (${port.country}, large)`);
    expect(await card.locator('.port-menu-position').textContent()).toBe(formatPosition(port.latitude, port.longitude));
    // Leaflet fades a popup in: the screenshot waits until it is shown as the navigator sees it.
    await expect.poll(() => page.locator('.route-menu').evaluate((menu) => getComputedStyle(menu).opacity)).toBe('1');
    await screenshot(page, 'ports-on-chart-card');

    // Set as departure: the voyage's first waypoint moves to the port and takes its name.
    await card.getByRole('button', { name: 'Set as departure' }).click();
    await expect.poll(() => page.getByTestId('route-row').first().locator('input[aria-label^="Name of waypoint"]').inputValue()).toBe(port.name);
    const [first] = await drawnWaypoints(page);
    expect(first?.[0]).toBeCloseTo(port.latitude, 3);
    expect(first?.[1]).toBeCloseTo(port.longitude, 3);
    await expect.poll(() => card.count()).toBe(0);

    // In edit mode a click on a port is the next waypoint, named after it.
    const other = ports.find((each) => each.size !== 'large' && Math.hypot(each.latitude - port.latitude, each.longitude - port.longitude) < 0.5 && Math.hypot(each.latitude - port.latitude, each.longitude - port.longitude) > 0.05);
    if (other === undefined) throw new Error('no other port near Lisbon in the list');
    await showView(page, [other.latitude, other.longitude], 9);
    await page.getByRole('button', { name: /Edit route/ }).click();
    await clickAt(page, other);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
    expect(await page.getByTestId('route-row').last().locator('input[aria-label^="Name of waypoint"]').inputValue()).toBe(other.name);
    const last = (await drawnWaypoints(page)).at(-1);
    expect(last?.[0]).toBeCloseTo(other.latitude, 3);
    expect(last?.[1]).toBeCloseTo(other.longitude, 3);
    await screenshot(page, 'ports-on-chart-appended');
    // The new leg drew part of the canvas again: a port there, clear of the route, is drawn still.
    const clear = ports
      .filter((each) => each.latitude > 37.6 && each.latitude < 38.2 && each.longitude > -9.2 && each.longitude < -8.2)
      .sort((a, b) => b.latitude - a.latitude)[0];
    if (clear === undefined) throw new Error('no port south-east of Setubal in the list');
    await expectPortDrawn(page, clear);
    expect(errors).toEqual([]);
  });
});
