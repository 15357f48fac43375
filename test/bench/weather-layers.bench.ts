import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchWebHost } from '../../src/web-host/launch';
import { launchChromium } from '../e2e/harness';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Weather layers on the chart (issue 18)';

export const notes = `What a navigator waits for, on the app's real path (web host, contract calls, cache.db, the demo
service in its own process, Chromium painting): a step of the time slider to the layer's image
painted, once from the service (the image fetched, cached in cache.db, decoded) and again from
the images kept in memory (48 steps); a pan that leaves the asked box to the new box's image
painted, from the demo service (a new layers answer and image) and from cache.db (a box asked
before, after a reload so nothing is in memory). Targets are ours (the issue names none): a
cached step within 100 ms reads as immediate, a pan within 1 s from the service.`;

interface PageGlobals {
  document: { querySelector(selector: string): { getAttribute(name: string): string | null; decode?(): Promise<void> } | null };
  __passageMap?: { setView(center: [number, number], zoom: number, options: { animate: boolean }): void };
  requestAnimationFrame(callback: () => void): number;
  dispatchEvent(event: unknown): boolean;
  KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown;
  MessageChannel: new () => { port1: { onmessage: (() => void) | null }; port2: { postMessage(message: unknown): void } };
  performance: { now(): number; memory?: { usedJSHeapSize: number } };
}

/**
 * Runs in the page: does `act` (a slider key or a pan), waits until the overlay's image changed
 * and is decoded, then for the frame that paints it. Returns the milliseconds.
 */
function actAndWaitForPaint({ key, center, zoom }: { key?: string; center?: [number, number]; zoom?: number }): Promise<number> {
  const win = globalThis as unknown as PageGlobals;
  const image = () => win.document.querySelector('.leaflet-weather-layer-pane img');
  const before = image()?.getAttribute('src') ?? null;
  const started = win.performance.now();
  if (key !== undefined) win.dispatchEvent(new win.KeyboardEvent('keydown', { key, bubbles: true }));
  if (center !== undefined) win.__passageMap?.setView(center, zoom ?? 5, { animate: false });
  return new Promise<number>((resolve, reject) => {
    const give = win.performance.now() + 20_000;
    const check = () => {
      const now = image();
      const src = now?.getAttribute('src') ?? null;
      if (src !== null && src !== before) {
        void (now?.decode?.() ?? Promise.resolve()).then(() =>
          win.requestAnimationFrame(() => {
            const channel = new win.MessageChannel();
            channel.port1.onmessage = () => resolve(win.performance.now() - started);
            channel.port2.postMessage(null);
          }),
        );
        return;
      }
      if (win.performance.now() > give) reject(new Error('the layer image did not change within 20 s'));
      else win.requestAnimationFrame(check);
    };
    check();
  });
}

async function showLayer(page: Page): Promise<void> {
  // tsx keeps function names with an `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await page.getByTestId('weather-layer-toggle').click();
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).document.querySelector('[data-testid="weather-layer-model"] option[value="ecmwf-hres"]') !== null, undefined, { timeout: 30_000 });
  await page.getByTestId('weather-layer-model').selectOption('ecmwf-hres');
  await page.getByTestId('weather-layer-element').selectOption('windSpeed');
  await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { disabled: boolean } | null } }).document.querySelector('[data-testid="weather-layer-show"]')?.disabled === false, undefined, { timeout: 30_000 });
  await page.getByTestId('weather-layer-show').click();
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).document.querySelector('.leaflet-weather-layer-pane img') !== null, undefined, { timeout: 30_000 });
}

function figure(name: string, samples: number[], targetMs: number, note: string): Figure[] {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return [
    { name: `${name}, median`, value: p50, unit: 'ms', note: `${samples.length} samples` },
    { name: `${name}, p95`, value: p95, unit: 'ms', target: `≤ ${targetMs} ms`, meets: p95 <= targetMs, note },
  ];
}

export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-layers-'));
  const host = await launchWebHost({ dataFolder, port: 0 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${host.url}&e2e`);
    await page.evaluate(() => (globalThis as unknown as PageGlobals).__passageMap?.setView([44, -15], 5, { animate: false }));
    await showLayer(page);
    const heapBefore = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.memory?.usedJSHeapSize ?? 0);

    const fromService: number[] = [];
    for (let step = 0; step < 47; step += 1) fromService.push(await page.evaluate(actAndWaitForPaint, { key: ']' }));
    const heapAfter = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.memory?.usedJSHeapSize ?? 0);
    const cached: number[] = [];
    for (let step = 0; step < 47; step += 1) cached.push(await page.evaluate(actAndWaitForPaint, { key: '[' }));

    // Pans that leave the asked box: each a new box from the demo service.
    const panFromService: number[] = [];
    const centres: Array<[number, number]> = Array.from({ length: 8 }, (_, index) => [40 - (index % 2) * 20, -60 + index * 25]);
    for (const center of centres) panFromService.push(await page.evaluate(actAndWaitForPaint, { center, zoom: 5 }));

    // The same boxes again after a reload: the layers answers and images from cache.db.
    await page.reload();
    await page.evaluate(() => (globalThis as unknown as PageGlobals).__passageMap?.setView([44, -15], 5, { animate: false }));
    await showLayer(page);
    const panFromCache: number[] = [];
    for (const center of centres) panFromCache.push(await page.evaluate(actAndWaitForPaint, { center, zoom: 5 }));

    return [
      ...figure('Slider step to layer painted, from the service', fromService, 1000, 'image fetched, kept in cache.db, decoded'),
      ...figure('Slider step to layer painted, cached', cached, 100, 'images kept in memory (48 steps)'),
      ...figure('Pan to layer painted, from the demo service', panFromService, 1000, 'a new layers answer (1 credit) and image'),
      ...figure('Pan to layer painted, from cache.db', panFromCache, 300, 'after a reload: nothing in memory'),
      { name: 'Page JS heap growth with 48 steps of a layer loaded', value: (heapAfter - heapBefore) / 2 ** 20, unit: 'MiB', note: 'usedJSHeapSize only: the decoded pixels (256 KiB a step, 12 MiB for 48) and the PNG blobs may lie outside it, so this reads low' },
    ];
  } finally {
    await browser.close();
    await host.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
}
