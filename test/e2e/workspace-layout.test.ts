import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RouteForecastSeries } from '../../src/shared/voyage/route-forecast-series';
import { channelToAzores, createVoyage, hoverRoutePoint, openVoyageInForecastTab } from './forecast-steps';
import { callFromPage, choosePalette, openApp, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';

/**
 * The workstation's layout as a navigator uses it: the side panel resized by its edge (mouse and
 * keys) and folded away (Ctrl+B), the meteogram docked under the chart across its width with its
 * cursor and the chart's in step, everything as left after a reload; screenshots at the common
 * bridge screen sizes, day and night.
 */

interface PageMap {
  setView(center: [number, number], zoom: number, options: { animate: boolean }): void;
  latLngToContainerPoint(latLng: [number, number]): { x: number; y: number };
  getSize(): { x: number; y: number };
  getContainer(): { dataset: Record<string, string | undefined>; getBoundingClientRect(): { left: number; top: number; width: number; height: number } };
}

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (found === null) throw new Error(`${testId} is not on screen`);
  return found;
}

async function separatorValue(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('aria-valuenow'));
}

/** The chart's width on screen and the width Leaflet draws into: equal once it was told of a resize. */
async function chartWidths(page: Page): Promise<{ onScreen: number; leaflet: number }> {
  const onScreen = (await visibleBox(page.locator('.chart-area'))).width;
  const leaflet = await page.evaluate(() => {
    const map = (globalThis as unknown as { __passageMap?: { getSize(): { x: number } } }).__passageMap;
    return map?.getSize().x ?? -1;
  });
  return { onScreen, leaflet };
}

async function expectLeafletFollows(page: Page) {
  await expect.poll(async () => {
    const { onScreen, leaflet } = await chartWidths(page);
    return Math.abs(onScreen - leaflet);
  }, { timeout: 10_000 }).toBeLessThanOrEqual(1);
}

type StripElement = {
  textContent: string | null;
  getBoundingClientRect(): { top: number; width: number };
  checkVisibility(): boolean;
  querySelectorAll(selector: string): ArrayLike<StripElement>;
  scrollWidth: number;
  clientWidth: number;
};

/**
 * The tab strip as the navigator sees it: how many rows its tabs take, the labels shown, how far
 * it would have to scroll, and the room left beside the labels' own widths (what a further tab has).
 */
async function tabStrip(page: Page) {
  return page.getByRole('tablist').evaluate((element) => {
    const strip = element as unknown as StripElement;
    const tabs = Array.from(strip.querySelectorAll('[role="tab"]'));
    const shownLabels = tabs.map((tab) => Array.from(tab.querySelectorAll('span')).find((span) => span.checkVisibility()));
    const labelsPx = shownLabels.reduce((sum, span) => sum + (span?.getBoundingClientRect().width ?? 0) + 4, 0);
    const foldPx = strip.querySelectorAll('.side-panel-fold')[0]?.getBoundingClientRect().width ?? 0;
    return {
      rows: new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
      labels: shownLabels.map((span) => span?.textContent ?? ''),
      keysShown: Array.from(strip.querySelectorAll('kbd')).filter((kbd) => kbd.checkVisibility()).length,
      overflowPx: strip.scrollWidth - strip.clientWidth,
      roomPx: Math.floor(strip.clientWidth - foldPx - labelsPx),
    };
  });
}

/**
 * A key pressed on the separator and the strip read in the same task, once React has committed
 * (its microtask): the labels must already suit the new width, before any frame or observer has
 * run, or a reader between the two (a test, a print) finds the old labels overflowing.
 */
async function stripInTheKeysTask(page: Page, key: string) {
  return page.getByTestId('panel-separator').evaluate(async (separator, pressed) => {
    separator.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true }));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    const strip = document.querySelector<HTMLElement>('[role="tablist"]')!;
    return { widthPx: Number(separator.getAttribute('aria-valuenow')), fit: strip.dataset.fit, overflowPx: strip.scrollWidth - strip.clientWidth };
  }, key);
}

async function savedLayout(page: Page) {
  return (await callFromPage(page, 'getSettings', {})).workspaceLayout;
}

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('workstation layout', () => {
  it('resizes and folds the side panel by mouse and keys, the chart keeping most of the screen, and remembers it', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });

    // Opened at the default: the chart has at least 60 % of a 1280 px screen.
    const start = await separatorValue(page, 'panel-separator');
    expect(start).toBe(440);
    expect((await box(page, 'side-panel')).width).toBeCloseTo(440, 0);
    expect((await visibleBox(page.locator('.chart-area'))).width / 1280).toBeGreaterThanOrEqual(0.6);

    // Dragged 60 px to the left: 60 px wider, the chart narrower and Leaflet told so.
    const edge = await box(page, 'panel-separator');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + 300);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 - 50, edge.y + 300, { steps: 4 });
    await page.mouse.move(edge.x + edge.width / 2 - 60, edge.y + 300, { steps: 4 });
    await page.mouse.up();
    expect(await separatorValue(page, 'panel-separator')).toBe(start + 60);
    expect((await box(page, 'side-panel')).width).toBeCloseTo(start + 60, 0);
    await expectLeafletFollows(page);
    await expect.poll(async () => (await savedLayout(page)).panelWidthPx).toBe(start + 60);

    // Dragged far past the limit: the panel stops at 40 % of the screen, the chart keeps 60 %.
    const edge2 = await box(page, 'panel-separator');
    await page.mouse.move(edge2.x + 3, edge2.y + 300);
    await page.mouse.down();
    await page.mouse.move(100, edge2.y + 300, { steps: 5 });
    await page.mouse.up();
    expect(await separatorValue(page, 'panel-separator')).toBe(512);
    expect((await visibleBox(page.locator('.chart-area'))).width / 1280).toBeGreaterThanOrEqual(0.6);

    // At 512 px the tabs' names stand in one row (their keys in the title and the `?` sheet).
    expect(await tabStrip(page)).toMatchObject({ rows: 1, labels: ['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore', 'Routing'], keysShown: 0, overflowPx: 0 });

    // By keys: Home is the narrowest, arrows move 16 px (Shift: 64), End is the widest. The short
    // names stand in from the commit that narrows the panel, not a frame later.
    await page.getByTestId('panel-separator').focus();
    expect(await stripInTheKeysTask(page, 'Home')).toEqual({ widthPx: 280, fit: 'short-names', overflowPx: 0 });
    expect(await separatorValue(page, 'panel-separator')).toBe(280);
    // At the narrowest the strip keeps all seven tabs in one row with the short names (Routing's
    // "Rtg", Alt+7, the seventh), no scrolling; the full name stays the tab's.
    const narrowest = await tabStrip(page);
    expect(narrowest).toMatchObject({ rows: 1, labels: ['Route', 'Fcst', 'Risk', 'Rpt', 'Setup', 'Shore', 'Rtg'], keysShown: 0, overflowPx: 0 });
    expect(narrowest.roomPx).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('tab', { name: 'Forecast', exact: true }).getAttribute('title')).toBe('Forecast (Alt+2)');
    await screenshot(page, 'workspace-layout-panel-narrowest-1280-day');
    await choosePalette(page, 'night');
    await screenshot(page, 'workspace-layout-panel-narrowest-1280-night');
    await choosePalette(page, 'day');
    await page.getByTestId('panel-separator').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowRight');
    expect(await separatorValue(page, 'panel-separator')).toBe(280 + 16 + 64);
    expect((await box(page, 'side-panel')).width).toBeCloseTo(360, 0);
    // At 360 px seven names do not fit in one row: the short ones stand in, never a second row.
    expect(await tabStrip(page)).toMatchObject({ rows: 1, labels: ['Route', 'Fcst', 'Risk', 'Rpt', 'Setup', 'Shore', 'Rtg'], overflowPx: 0 });
    await expectLeafletFollows(page);
    await expect.poll(async () => (await savedLayout(page)).panelWidthPx).toBe(360);
    await screenshot(page, 'workspace-layout-panel-narrow-1280');

    // Ctrl+B folds it away: the chart takes the width; Ctrl+B brings it back as wide as it was.
    await page.locator('.leaflet-container').click({ position: { x: 30, y: 300 } });
    await page.keyboard.press('Control+b');
    await page.getByTestId('panel-separator').waitFor({ state: 'detached' });
    expect((await visibleBox(page.locator('.chart-area'))).width).toBeGreaterThan(1280 - 60);
    await expectLeafletFollows(page);
    await screenshot(page, 'workspace-layout-panel-folded-1280');
    await page.keyboard.press('Control+b');
    expect(await separatorValue(page, 'panel-separator')).toBe(360);

    // Folded by its button, then a reload: still folded, and Alt+1 brings it back at its width.
    await page.getByTestId('panel-toggle').click();
    await page.getByTestId('panel-separator').waitFor({ state: 'detached' });
    await expect.poll(async () => (await savedLayout(page)).panelCollapsed).toBe(true);
    await page.reload();
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    // The page draws the default layout until the saved one is read (shell/layout-state.ts): wait
    // for the folded panel itself, not for a toggle both layouts have.
    await page.locator('.side-panel-collapsed').waitFor();
    expect(await page.getByTestId('panel-separator').count()).toBe(0);
    await page.locator('.leaflet-container').click({ position: { x: 30, y: 300 } });
    await page.keyboard.press('Alt+1');
    expect(await separatorValue(page, 'panel-separator')).toBe(360);
    expect(await page.getByRole('tab', { name: /Route/ }).getAttribute('aria-selected')).toBe('true');

    // Enter on the focused edge folds it too, as a window splitter does.
    await page.getByTestId('panel-separator').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('panel-separator').waitFor({ state: 'detached' });
    await page.getByTestId('panel-toggle').click();
    await page.getByTestId('panel-separator').waitFor();

    // The `?` sheet lists the layout's keys.
    await page.locator('.leaflet-container').click({ position: { x: 30, y: 300 } });
    await page.keyboard.press('?');
    const sheet = await page.getByRole('dialog').textContent();
    expect(sheet).toMatch(/Ctrl\+B.*Fold the side panel/);
    expect(sheet).toMatch(/Alt\+Shift\+D.*Dock the meteogram/);
    // Each tab by its full name and key, whatever the strip shows.
    for (const [index, name] of ['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore'].entries()) expect(sheet).toContain(`Alt+${index + 1}Open the ${name} tab`);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }, 120_000);

  it('docks the meteogram under the chart, keeps its cursor and the chart in step, and remembers the dock', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createVoyage(page, 'Channel to the Azores, docked', channelToAzores);
    const answer = await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    const series: RouteForecastSeries = answer.value;
    await page.reload();
    await openVoyageInForecastTab(page, voyage.id);
    await page.locator('.meteogram-chart[data-chart="wind"] canvas').first().waitFor({ timeout: 30_000 });

    // Docked: the meteogram leaves the tab and stands under the chart, as wide as the chart.
    await page.getByTestId('meteogram-place').click();
    const dock = page.getByTestId('meteogram-dock');
    await dock.locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('forecast-panel').locator('.meteogram-chart').count()).toBe(0);
    const chartBox = await visibleBox(page.locator('.chart-area'));
    const dockBox = await box(page, 'meteogram-dock');
    expect(dockBox.x).toBeCloseTo(chartBox.x, 0);
    expect(dockBox.width).toBeCloseTo(chartBox.width, 0);
    expect(dockBox.y).toBeGreaterThanOrEqual(chartBox.y + chartBox.height - 1);
    await expect.poll(async () => Number(await dock.getByTestId('meteogram').getAttribute('data-width-px')), { timeout: 15_000 }).toBeGreaterThan(chartBox.width - 60);
    await expectLeafletFollows(page);
    await expect.poll(async () => (await savedLayout(page)).meteogramPlace).toBe('dock');

    // Another tab open: the dock stays.
    await page.keyboard.press('Alt+1');
    await expect.poll(() => page.getByRole('tab', { name: /Route/ }).getAttribute('aria-selected')).toBe('true');
    expect(await dock.locator('.meteogram-chart').count()).toBeGreaterThan(1);

    // The cursor on the docked meteogram puts the ship at that point of the route on the chart.
    const plot = dock.locator('.meteogram-chart[data-chart="wind"] .u-over');
    await plot.scrollIntoViewIfNeeded();
    const plotBox = await visibleBox(plot);
    await page.mouse.move(plotBox.x + plotBox.width * 0.4, plotBox.y + plotBox.height / 2);
    await expect.poll(async () => (await dock.getByTestId('route-meteogram').getAttribute('data-cursor-utc-ms')) ?? '').not.toBe('');
    const cursorMs = Number(await dock.getByTestId('route-meteogram').getAttribute('data-cursor-utc-ms'));
    const atCursor = series.points.find((point) => point.timeUtcMs === cursorMs)!;
    expect(atCursor).toBeDefined();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __passageMap?: PageMap }).__passageMap?.getContainer().dataset.forecastShip ?? '')).not.toBe('');
    const shipText = await page.evaluate(() => (globalThis as unknown as { __passageMap?: PageMap }).__passageMap?.getContainer().dataset.forecastShip ?? '');
    const [shipLat, shipLon] = shipText.split(',').map(Number);
    expect(shipLat).toBeCloseTo(atCursor.lat, 3);
    expect(((((shipLon! - atCursor.lon + 540) % 360) + 360) % 360) - 180).toBeCloseTo(0, 3);

    // Hovering the route on the chart moves the docked meteogram's cursor to that time.
    const target = series.points[Math.floor(series.points.length * 0.7)]!;
    await hoverRoutePoint(page, target);
    await expect.poll(async () => Number(await dock.getByTestId('route-meteogram').getAttribute('data-cursor-utc-ms'))).toBe(target.timeUtcMs);
    // …and its cursor line stands where that time is on the time axis.
    const firstMs = series.points[0]!.timeUtcMs;
    const lastMs = series.points.at(-1)!.timeUtcMs;
    const expectedShare = (target.timeUtcMs - firstMs) / (lastMs - firstMs);
    const firstPlot = dock.locator('.meteogram-chart').first().locator('.u-over');
    const linePx = await dock.locator('.meteogram-chart').first().locator('.u-cursor-x').evaluate((line) => line.getBoundingClientRect().left);
    const firstPlotBox = await visibleBox(firstPlot);
    expect((linePx - firstPlotBox.x) / firstPlotBox.width).toBeCloseTo(expectedShare, 1);
    await screenshot(page, 'workspace-layout-dock-cursor-1280-day');

    // The dock's edge: up by keys makes it taller; the chart above gives the room and Leaflet follows.
    const dockBefore = await separatorValue(page, 'dock-separator');
    expect(dockBefore).toBe(300);
    await page.getByTestId('dock-separator').focus();
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await separatorValue(page, 'dock-separator')).toBe(300 + 64 - 16);
    expect((await box(page, 'meteogram-dock')).height).toBeCloseTo(348, 0);
    await expectLeafletFollows(page);
    // And by dragging: 50 px down, 50 px lower.
    const edge = await box(page, 'dock-separator');
    await page.mouse.move(edge.x + 200, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + 200, edge.y + edge.height / 2 + 50, { steps: 5 });
    await page.mouse.up();
    expect(await separatorValue(page, 'dock-separator')).toBe(298);
    await expect.poll(async () => (await savedLayout(page)).dockHeightPx).toBe(298);

    // A reload: docked, at its height.
    await page.reload();
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('meteogram-dock').waitFor();
    expect(await separatorValue(page, 'dock-separator')).toBe(298);

    // Alt+Shift+D puts it back in the Forecast tab.
    await openVoyageInForecastTab(page, voyage.id);
    await page.locator('.leaflet-container').click({ position: { x: 30, y: 100 } });
    await page.keyboard.press('Alt+Shift+D');
    await page.getByTestId('meteogram-dock').waitFor({ state: 'detached' });
    await page.getByTestId('forecast-panel').locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Alt+Shift+D');
    await page.getByTestId('meteogram-dock').locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);

  it('lays out at 1280x800 and 1920x1080, day and night, the chart dominating', async () => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      const { page, errors } = await openApp(browser, `${host.url}&e2e`, size);
      await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
      const voyages = await callFromPage(page, 'listVoyages', {});
      const voyage = voyages.find((each) => each.name === 'Channel to the Azores, docked')!;
      await openVoyageInForecastTab(page, voyage.id);
      await page.getByTestId('meteogram-dock').locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
      const chartBox = await visibleBox(page.locator('.chart-area'));
      expect(chartBox.width / size.width).toBeGreaterThanOrEqual(0.6);
      await expectLeafletFollows(page);
      await page.locator('.leaflet-container').click({ position: { x: 30, y: 100 } });
      for (const palette of ['day', 'night'] as const) {
        await choosePalette(page, palette);
        await screenshot(page, `workspace-layout-docked-${size.width}x${size.height}-${palette}`);
      }
      await page.keyboard.press('Alt+Shift+D');
      await page.getByTestId('forecast-panel').locator('.meteogram-chart[data-chart="wind"] canvas').waitFor({ timeout: 30_000 });
      for (const palette of ['day', 'night'] as const) {
        await choosePalette(page, palette);
        await screenshot(page, `workspace-layout-panel-${size.width}x${size.height}-${palette}`);
      }
      // Leave it docked for the next size, as the navigator left it.
      await page.keyboard.press('Alt+Shift+D');
      await page.getByTestId('meteogram-dock').waitFor();
      await expect.poll(async () => (await savedLayout(page)).meteogramPlace).toBe('dock');
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
