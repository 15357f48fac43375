import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, screenshot, type StartedHost, startWebHost, useHostAndBrowser } from './harness';

/**
 * The first screen through the real web host in Chromium: the offline chart, its readouts, and
 * the palettes a navigator switches between day and night.
 *
 * Page callbacks run in the browser; test/ compiles without the DOM library, so the little of
 * the page they touch is typed here.
 */
interface PageLatLng {
  lat: number;
  lng: number;
  wrap(): PageLatLng;
}
interface PagePoint {
  x: number;
  y: number;
}
interface PageMap {
  setView(center: [number, number], zoom: number, options: { animate: boolean }): void;
  latLngToContainerPoint(latLng: [number, number]): PagePoint;
  containerPointToLatLng(point: [number, number]): PageLatLng;
  getSize(): PagePoint;
}
interface PageElement {
  dataset: Record<string, string | undefined>;
  textContent: string | null;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
}
interface PageCanvas {
  width: number;
  height: number;
  getContext(kind: '2d', options: { willReadFrequently: boolean }): {
    drawImage(image: unknown, x: number, y: number): void;
    getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> };
  } | null;
}
interface PageWindow {
  __passageMap?: PageMap;
  document: {
    documentElement: PageElement;
    body: PageElement;
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<{ classList: { contains(name: string): boolean }; style: { visibility: string } }>;
    createElement(tag: 'canvas'): PageCanvas;
  };
  getComputedStyle(element: PageElement): { backgroundColor: string; getPropertyValue(name: string): string };
  Image: new () => { src: string; width: number; height: number; decode(): Promise<void> };
  requestAnimationFrame(callback: () => void): number;
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ json(): Promise<unknown> }>;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}
interface GeoPoint {
  lat: number;
  lng: number;
}

async function openChart(browser: Browser, host: StartedHost) {
  // `e2e` in the address gives the page's Leaflet map to the test (see map/view-attributes.tsx).
  // A bridge PC's screen: the chart's own tests want a chart of that size beside the side panel.
  const opened = await openApp(browser, `${host.url}&e2e`, { width: 1600, height: 900 });
  await opened.page.waitForFunction(() => {
    const win = globalThis as unknown as PageWindow;
    const root = win.document.documentElement.dataset;
    return root.chartReady === 'true' && root.palette !== undefined && win.__passageMap !== undefined;
  });
  return opened;
}

/** Moves the view and waits until Leaflet's canvases have drawn it. */
async function showView(page: Page, lat: number, lng: number, zoom: number) {
  await page.evaluate(
    ({ lat, lng, zoom }) =>
      new Promise<void>((resolve) => {
        const win = globalThis as unknown as PageWindow;
        win.__passageMap?.setView([lat, lng], zoom, { animate: false });
        win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()));
      }),
    { lat, lng, zoom },
  );
  await page.waitForTimeout(100);
}

/** Page coordinates of geographic points on the chart as it is now. */
async function pagePoints(page: Page, points: GeoPoint[]): Promise<PagePoint[]> {
  return page.evaluate((points) => {
    const win = globalThis as unknown as PageWindow;
    const map = win.__passageMap;
    const chart = win.document.querySelector('.chart');
    if (!map || !chart) throw new Error('no chart');
    const rect = chart.getBoundingClientRect();
    return points.map(({ lat, lng }) => {
      const point = map.latLngToContainerPoint([lat, lng]);
      return { x: rect.left + point.x, y: rect.top + point.y };
    });
  }, points);
}

/**
 * Colours actually on screen: a screenshot decoded by the page itself (a data: image is allowed
 * by the app's CSP), so what is measured is what the navigator sees, labels and lines included.
 */
const basemapPanes = ['leaflet-map-pane', 'leaflet-land-pane', 'leaflet-overlay-pane', 'leaflet-graticule-pane', 'leaflet-tile-pane'];

async function screenColours(page: Page, points: PagePoint[]): Promise<Rgb[]> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const win = globalThis as unknown as PageWindow;
      const image = new win.Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = win.document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return points.map(({ x, y }) => {
        const data = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
        return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
      });
    },
    { png, points },
  );
}

/** Every pixel of the screen, as the brightest channel value and how many pixels exceed a level. */
async function screenBrightness(page: Page, level: number): Promise<{ brightestChannel: number; pixelsAboveLevel: number; pixels: number }> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, level }) => {
      const win = globalThis as unknown as PageWindow;
      const image = new win.Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = win.document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      let brightestChannel = 0;
      let pixelsAboveLevel = 0;
      for (let i = 0; i < data.length; i += 4) {
        const brightest = Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
        if (brightest > brightestChannel) brightestChannel = brightest;
        if (brightest > level) pixelsAboveLevel += 1;
      }
      return { brightestChannel, pixelsAboveLevel, pixels: data.length / 4 };
    },
    { png, level },
  );
}

async function paletteColour(page: Page, property: '--land' | '--sea'): Promise<Rgb> {
  const hex = await page.evaluate((property) => {
    const win = globalThis as unknown as PageWindow;
    return win.getComputedStyle(win.document.documentElement).getPropertyValue(property).trim();
  }, property);
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

const near = (a: Rgb, b: Rgb, tolerance = 4) => Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

/** A 5 × 5 block of pixels around each point: one graticule line or label cannot decide. */
function blocks(points: PagePoint[]): PagePoint[] {
  return points.flatMap(({ x, y }) => [-4, -2, 0, 2, 4].flatMap((dx) => [-4, -2, 0, 2, 4].map((dy) => ({ x: x + dx, y: y + dy }))));
}
function majorityIs(colours: Rgb[], expected: Rgb): boolean[] {
  const result: boolean[] = [];
  for (let i = 0; i < colours.length; i += 25) {
    const block = colours.slice(i, i + 25);
    result.push(block.filter((colour) => near(colour, expected)).length > block.length / 2);
  }
  return result;
}

/**
 * Land or sea under each point, as drawn. The service's layers (storms move across the demo
 * world with the clock; routes, ports) are hidden for the look, so only the basemap is judged.
 */
async function isLandAt(page: Page, points: GeoPoint[]): Promise<{ land: boolean[]; sea: boolean[] }> {
  const setServiceLayersHidden = (hidden: boolean) =>
    page.evaluate(
      ({ hidden, basemapPanes }) => {
        const win = globalThis as unknown as PageWindow;
        for (const pane of win.document.querySelectorAll('.leaflet-map-pane > .leaflet-pane')) {
          if (!basemapPanes.some((name) => pane.classList.contains(name))) pane.style.visibility = hidden ? 'hidden' : '';
        }
      },
      { hidden, basemapPanes },
    );
  await setServiceLayersHidden(true);
  const colours = await screenColours(page, blocks(await pagePoints(page, points)));
  await setServiceLayersHidden(false);
  return { land: majorityIs(colours, await paletteColour(page, '--land')), sea: majorityIs(colours, await paletteColour(page, '--sea')) };
}

async function savedPalette(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const win = globalThis as unknown as PageWindow;
    const response = await win.fetch('/rpc/getSettings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const result = (await response.json()) as { ok: boolean; value?: { palette: string } };
    return result.value?.palette;
  });
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => {
    const win = globalThis as unknown as PageWindow;
    return win.getComputedStyle(win.document.body).backgroundColor;
  });

const readoutPattern = /^(\d{2})°(\d{2}\.\d{3})'([NS]) (\d{3})°(\d{2}\.\d{3})'([EW])$/;

function parseReadout(text: string): GeoPoint {
  const match = readoutPattern.exec(text);
  if (!match) throw new Error(`the readout "${text}" is not in degrees and decimal minutes`);
  const [, latDeg, latMin, ns, lngDeg, lngMin, ew] = match;
  const lat = (Number(latDeg) + Number(latMin) / 60) * (ns === 'S' ? -1 : 1);
  const lng = (Number(lngDeg) + Number(lngMin) / 60) * (ew === 'W' ? -1 : 1);
  return { lat, lng };
}

describe('the chart', () => {
  let browser: Browser;
  let host: StartedHost;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('draws land over Europe and sea over the Atlantic with no network, and names demo data', async () => {
    const { page, errors } = await openChart(browser, host);
    await showView(page, 46, -20, 4);
    const europe = [
      { lat: 48.5, lng: 2.5 },
      { lat: 51.5, lng: 12.5 },
      { lat: 40, lng: -4 },
    ];
    const atlantic = [
      { lat: 33, lng: -37 },
      { lat: 45, lng: -25 },
    ];
    const overEurope = await isLandAt(page, europe);
    const overAtlantic = await isLandAt(page, atlantic);
    expect(overEurope.land).toEqual([true, true, true]);
    expect(overAtlantic.sea).toEqual([true, true]);
    const status = await page.getByTestId('status-bar').textContent();
    expect(status).toContain('Demo data');
    expect(status).toMatch(/Passage \d+\.\d+\.\d+/);
    expect(await page.getByTestId('nautical-scale').textContent()).toMatch(/^\d+(\.\d+)? nm$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks for the land's file with the page's scripts, before the app's first call, and only once", async () => {
    // The chart waited for the file, asked for only once the app's modules had run and drawn the
    // workstation; the page's head now asks for it (electron.vite.config.ts: the land's rings as
    // the build made them), and the chart's own request must be answered from that one, not sent
    // again. The page no longer asks for the topology at all (the printed report's chart does).
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/land-rings-[\w-]+\.bin$/.test(path)) asked.push('land');
      else if (/\/land-50m-[\w-]+\.json$/.test(path)) asked.push('topology');
      else if (path.startsWith('/rpc/')) asked.push('call');
    });
    await page.goto(`${host.url}&e2e`);
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
    expect(asked.filter((each) => each === 'land')).toHaveLength(1);
    expect(asked[0]).toBe('land');
    expect(asked).not.toContain('topology');
    await page.close();
  });

  it("gives its canvases the chart's new size at once, even when it changes by a pixel", async () => {
    // Leaflet ignores a change of size that keeps the centre's pixel: the canvases kept their old
    // size until the next move, and opening a voyage paid for giving them the new one (11 to 14 ms
    // of its frame at 1,000 waypoints). The window is made a pixel shorter or taller so that the
    // chart's height changes that way, and no move follows.
    const { page, errors } = await openChart(browser, host);
    const chartSizes = () =>
      page.evaluate(() => {
        const win = globalThis as unknown as PageWindow;
        const canvas = (pane: string) => win.document.querySelector(`.${pane} canvas`) as unknown as PageCanvas;
        const map = win.__passageMap;
        if (!map) throw new Error('no chart');
        return { mapPx: map.getSize().y, landPx: canvas('leaflet-land-pane').height, symbolsPx: canvas('leaflet-overlay-pane').height };
      });
    const before = await chartSizes();
    // An even height loses a pixel, an odd one gains one: either way the centre's pixel stays.
    const byPx = before.mapPx % 2 === 0 ? -1 : 1;
    await page.setViewportSize({ width: 1600, height: 900 + byPx });
    await page.waitForFunction((wanted) => (globalThis as unknown as PageWindow).__passageMap?.getSize().y === wanted, before.mapPx + byPx);
    await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageWindow).requestAnimationFrame(() => resolve())));
    const after = await chartSizes();
    // Each canvas is the chart and a tenth of it either side (map/chart-canvas.ts): 1.2 times its height, rounded.
    expect(Math.abs(after.landPx - 1.2 * after.mapPx)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.symbolsPx - 1.2 * after.mapPx)).toBeLessThanOrEqual(1);
    expect(Math.sign(after.landPx - before.landPx)).toBe(byPx);
    expect(Math.sign(after.symbolsPx - before.symbolsPx)).toBe(byPx);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the land again when its canvas is taken off the chart and put back in the same task', async () => {
    // What React's development mode does to every effect (mount, unmount, mount again), and what
    // a change of the land layer's inputs would do. The land is drawn in the next animation frame;
    // Leaflet cancels that frame's request when the canvas is removed but kept its number, and the
    // canvas put back waited for a request that would never come: no land, at any view.
    const { page, errors } = await openChart(browser, host);
    await page.evaluate(() => {
      type Layer = { _container?: { parentElement?: { classList: { contains(name: string): boolean } } }; remove(): void };
      const map = (globalThis as unknown as { __passageMap: { eachLayer(each: (layer: Layer) => void): void; addLayer(layer: Layer): void } }).__passageMap;
      let land: Layer | undefined;
      map.eachLayer((layer) => {
        if (layer._container?.parentElement?.classList.contains('leaflet-land-pane')) land = layer;
      });
      if (land === undefined) throw new Error("the land's canvas is not on the chart");
      // Moved first, so that a drawing is asked for; then off and on again before it comes.
      (globalThis as unknown as PageWindow).__passageMap?.setView([46, -19], 4, { animate: false });
      land.remove();
      map.addLayer(land);
    });
    await showView(page, 46, -20, 4);
    const { land } = await isLandAt(page, [
      { lat: 48.5, lng: 2.5 },
      { lat: 40, lng: -4 },
    ]);
    expect(land).toEqual([true, true]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no stripes across the chart when centred on 180°, and land stays whole across it', async () => {
    const { page, errors } = await openChart(browser, host);

    // The tropics: Fiji's rings cross 180°. Every row of pixels at the equator and at Fiji's
    // latitude across the Pacific must be mostly sea; a stripe would make it all land.
    await showView(page, 0, 180, 3);
    const rows = await page.evaluate(() => {
      const win = globalThis as unknown as PageWindow;
      const map = win.__passageMap;
      const chart = win.document.querySelector('.chart');
      if (!map || !chart) throw new Error('no chart');
      const rect = chart.getBoundingClientRect();
      const row = (lat: number) => {
        const west = map.latLngToContainerPoint([lat, 150]);
        const east = map.latLngToContainerPoint([lat, 250]);
        const points: PagePoint[] = [];
        for (let x = west.x; x <= east.x; x += 3) points.push({ x: rect.left + x, y: rect.top + west.y + 1 });
        return points;
      };
      return { equator: row(0), fiji: row(-16.5) };
    });
    const land = await paletteColour(page, '--land');
    for (const [name, row] of Object.entries(rows)) {
      const colours = await screenColours(page, row);
      const landShare = colours.filter((colour) => near(colour, land)).length / colours.length;
      expect(landShare, `share of land along ${name} across the Pacific`).toBeLessThan(0.1);
    }
    expect((await isLandAt(page, [{ lat: 5, lng: 185 }])).sea).toEqual([true]);

    // The Arctic: Chukotka and Wrangel Island lie across 180°; the Chukchi Sea beside them is sea.
    await showView(page, 66, 180, 4);
    const arctic = await isLandAt(page, [
      { lat: 71.2, lng: 179.8 },
      { lat: 71.2, lng: 180.2 },
      { lat: 67, lng: 179.5 },
      { lat: 67, lng: 180.5 },
    ]);
    expect(arctic.land).toEqual([true, true, true, true]);
    expect((await isLandAt(page, [{ lat: 68.5, lng: 190 }])).sea).toEqual([true]);
    await screenshot(page, 'chart-antimeridian-arctic');

    // Antarctica goes round the pole: closed through -90°, it is land on both sides of 180° and
    // the Southern Ocean north of it stays sea.
    await showView(page, -83.5, 180, 5);
    const antarctic = await isLandAt(page, [
      { lat: -84.8, lng: 178 },
      { lat: -84.8, lng: 182 },
    ]);
    expect(antarctic.land).toEqual([true, true]);
    expect((await isLandAt(page, [{ lat: -82, lng: 180 }])).sea).toEqual([true]);

    await showView(page, 0, 180, 3);
    await screenshot(page, 'chart-antimeridian');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads out the position under the pointer in degrees and decimal minutes', async () => {
    const { page, errors } = await openChart(browser, host);
    await showView(page, 50, -5, 6);
    const readout = page.getByTestId('cursor-readout');
    const seen: string[] = [];
    for (const target of [
      { x: 400, y: 300 },
      { x: 700, y: 520 },
    ]) {
      const expected = await page.evaluate((target) => {
        const win = globalThis as unknown as PageWindow;
        const chart = win.document.querySelector('.chart');
        const map = win.__passageMap;
        if (!chart || !map) throw new Error('no chart');
        const rect = chart.getBoundingClientRect();
        const latLng = map.containerPointToLatLng([target.x - rect.left, target.y - rect.top]).wrap();
        return { lat: latLng.lat, lng: latLng.lng };
      }, target);
      // In steps, ending with a quick stop: the readout must show where the pointer stopped, not
      // the last position before it (Leaflet's own throttled mousemove would miss it).
      await page.mouse.move(target.x, target.y, { steps: 4 });
      // Largest difference, in minutes of arc, between the readout and Leaflet's own position.
      const errorMin = async () => {
        // Headless Chromium holds back a mouse move until the next frame, and an idle page asks
        // for none: request one, as a real screen's refresh would.
        await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageWindow).requestAnimationFrame(() => resolve())));
        const text = (await readout.textContent()) ?? '';
        const shown = readoutPattern.test(text) ? parseReadout(text) : null;
        const error = shown ? Math.max(Math.abs(shown.lat - expected.lat), Math.abs(shown.lng - expected.lng)) * 60 : Infinity;
        return error;
      };
      await expect.poll(errorMin, { timeout: 5_000 }).toBeLessThan(0.01);
      seen.push((await readout.textContent()) ?? '');
    }
    expect(seen[0]).not.toBe(seen[1]);

    // Across the antimeridian the readout names longitudes as a chart does, never beyond 180°.
    await showView(page, 0, 180, 5);
    await page.mouse.move(600, 400);
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageWindow).requestAnimationFrame(() => resolve())));
        return (await readout.textContent()) ?? '';
      })
      .toMatch(/^\d{2}°\d{2}\.\d{3}'[NS] 1[67]\d°\d{2}\.\d{3}'W$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches palettes from the keyboard, keeps night dark, and remembers the palette after a restart', async () => {
    const own = await startWebHost();
    let ownOpen = true;
    let second: StartedHost | null = null;
    try {
      const { page, errors } = await openChart(browser, own);
      const root = () => page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette);
      expect(await root()).toBe('day');
      await showView(page, 46, -20, 4);
      const dayBackground = await bodyBackground(page);
      await screenshot(page, 'palette-day');

      await page.keyboard.press('p');
      await expect.poll(root).toBe('dusk');
      await showView(page, 46, -20, 4);
      const duskBackground = await bodyBackground(page);
      expect(duskBackground).not.toBe(dayBackground);
      await screenshot(page, 'palette-dusk');

      await page.keyboard.press('p');
      await expect.poll(root).toBe('night');
      await showView(page, 46, -20, 4);
      const nightBackground = await bodyBackground(page);
      expect(new Set([dayBackground, duskBackground, nightBackground]).size).toBe(3);
      await screenshot(page, 'palette-night');

      // Nothing on the night screen is bright: no white control, label or panel anywhere. The
      // night text itself (#a04418, red 160) is as bright as anything may be; the level sits just
      // above it, so the count does not grow with the amount of text the panels show.
      const night = await screenBrightness(page, 170);
      expect(night.brightestChannel).toBeLessThanOrEqual(190);
      expect(night.pixelsAboveLevel / night.pixels).toBeLessThan(0.002);

      // The keys are listed on `?`, and Escape closes the list.
      await page.keyboard.press('?');
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Ctrl+Shift+3');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Direct choice, whatever the layout prints with Shift.
      await page.keyboard.press('Control+Shift+Digit1');
      await expect.poll(root).toBe('day');
      await page.keyboard.press('Control+Shift+Digit3');
      await expect.poll(root).toBe('night');
      await expect.poll(() => savedPalette(page)).toBe('night');
      expect(errors).toEqual([]);
      await page.close();

      await own.close({ keepDataDir: true });
      ownOpen = false;
      second = await startWebHost({ dataDir: own.dataDir });
      const reopened = await openChart(browser, second);
      expect(await reopened.page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette)).toBe('night');
      expect(await bodyBackground(reopened.page)).toBe(nightBackground);
      expect(reopened.errors).toEqual([]);
      await reopened.page.close();
    } finally {
      await second?.close();
      if (ownOpen) await own.close();
      else fs.rmSync(own.dataDir, { recursive: true, force: true });
    }
  });
});
