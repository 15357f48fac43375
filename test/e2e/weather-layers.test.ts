import fs from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { planVoyage } from '../../src/shared/voyage/voyage-plan';
import { channelToAzores, createVoyage, meteogramDrawn, openVoyageInForecastTab } from './forecast-steps';
import { pagePoint, showView } from './route-chart-page';
import { webPaths } from '../../src/shared/contract';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';

/**
 * The chart under the layer in a night screenshot, as the navigator's eye takes it: the share of
 * pixels that are not a red or amber tint (green or blue at more than three quarters of red), and
 * the brightest luminance but the top 0.5 %, 0-255. The chart's left part, clear of the panels.
 */
function nightChartPixels(file: string): { notRedShare: number; brightLuminance: number } {
  const image = PNG.sync.read(fs.readFileSync(file));
  const luminances: number[] = [];
  let notRed = 0;
  for (let y = 60; y < 860; y += 2) {
    for (let x = 0; x < 600; x += 2) {
      const at = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
      if (g > 0.75 * r + 8 || b > 0.75 * r + 8) notRed += 1;
      luminances.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
    }
  }
  luminances.sort((a, b) => a - b);
  return { notRedShare: notRed / luminances.length, brightLuminance: luminances[Math.floor(luminances.length * 0.995)]! };
}

/**
 * Weather on the chart through the real web host against the demo service: choose a model and an
 * element, show the layer through the credit gate, step the time slider (the image, the ship's
 * marker and the meteogram's cursor move together), read the value under the cursor, pan (small
 * pans ask nothing, a burst asks at most two), across 180°, day and night, and offline from
 * cache.db with its age.
 */

/** The few parts of the page's map the burst of pans uses (test/ compiles without the DOM library). */
interface PageWindow {
  __passageMap?: { setView(center: [number, number], zoom: number, options: { animate: boolean }): void };
}

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

const poll = { timeout: 30_000, interval: 200 };

async function chartData(page: Page, name: string): Promise<string | null> {
  return page.locator('.chart').getAttribute(`data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
}

async function layerRequests(page: Page): Promise<number> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation.find((row) => row.operation === 'weatherMapsLayers')?.requests ?? 0;
}

/** Requests sent to the service by operation (answered or not): one attempted offline would be counted. */
async function requestsByOperation(page: Page): Promise<Record<string, number>> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return Object.fromEntries(totals.byOperation.map((row) => [row.operation, row.requests]));
}

async function imageSource(page: Page): Promise<string | null> {
  return page.locator('.leaflet-weather-layer-pane img').getAttribute('src');
}

/** Moves the pointer to a position and reads the cursor readout. */
async function readoutAt(page: Page, lat: number, lon: number): Promise<string> {
  const point = await pagePoint(page, [lat, lon]);
  await page.mouse.move(point.x, point.y);
  return (await page.getByTestId('cursor-readout').textContent()) ?? '';
}

async function showLayer(page: Page, model: string, element: string) {
  const toggle = page.getByTestId('weather-layer-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => page.getByTestId('weather-layer-model').locator(`option[value="${model}"]`).count(), poll).toBe(1);
  await page.getByTestId('weather-layer-model').selectOption(model);
  await page.getByTestId('weather-layer-element').selectOption(element);
  const show = page.getByTestId('weather-layer-show');
  await expect.poll(() => show.isEnabled(), poll).toBe(true);
  await show.click();
  await expect.poll(() => chartData(page, 'weatherLayerStep'), poll).toBeTruthy().catch(async (error: unknown) => {
    throw new Error(`${String(error)}; the picker says: ${await page.getByTestId('weather-layer-picker').textContent()}`);
  });
}

describe('weather layers on the chart', () => {
  it('steps through time with the ship and the meteogram, reads values, pans sparingly, crosses 180°, day, night and offline', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createVoyage(page, 'Channel to the Azores', channelToAzores);
    await openVoyageInForecastTab(page, voyage.id);
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page);
    await showView(page, [44, -15], 5);

    await showLayer(page, 'ecmwf-hres', 'windSpeed');
    expect(await layerRequests(page)).toBe(1);
    // Each model says what it covers: the global model the view and the whole route, the North
    // Sea model (its box in view, the route west of it) the view only.
    const modelOption = (id: string) => page.getByTestId('weather-layer-model').locator(`option[value="${id}"]`).textContent();
    expect(await modelOption('ecmwf-hres')).toMatch(/^ECMWF IFS HRES \(atmosphere\) · view, whole route$/);
    expect(await modelOption('harmonie-nl')).toMatch(/ · view$/);
    // The maps catalogue went through the credit gate once (1 credit, under the threshold: no question).
    const catalogueRow = (await callFromPage(page, 'getCreditTotals', {})).byOperation.find((row) => row.operation === 'weatherMapsModels');
    expect(catalogueRow?.requests).toBe(1);
    await expect.poll(() => page.getByTestId('weather-layer-legend').textContent(), poll).toMatch(/Wind speed \(kn\).*0–5.4.*64.8 or more.*ecmwf-hres, run 25 Nov 06:00Z, fetched now · demo data/);

    // Step the slider twice with its key: the image, the ship and the meteogram's cursor move.
    const firstStep = Number(await chartData(page, 'weatherLayerStep'));
    const firstImage = await imageSource(page);
    const firstShip = await chartData(page, 'shipAtTime');
    expect(firstShip).toBeTruthy();
    for (let press = 0; press < 6; press += 1) await page.locator('body').press(']');
    await expect.poll(() => chartData(page, 'weatherLayerStep'), poll).toBe(String(firstStep + 6 * 3600));
    await expect.poll(() => imageSource(page), poll).not.toBe(firstImage);
    const steppedShip = await chartData(page, 'shipAtTime');
    expect(steppedShip).not.toBe(firstShip);
    await expect.poll(() => page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'), poll).toBe(String((firstStep + 6 * 3600) * 1000));
    await expect.poll(() => page.getByTestId('weather-time-label').textContent(), poll).toMatch(/25 Nov \d\d:00Z \(2026-11-25 \d\d:00 \(ZD \+?\d\) at the ship\) · T\+\d+ h 00 min from the 25 Nov 06:00Z run · step \d+ of \d+/);

    // Drag the ship along the route to the Finisterre offing: she is held on the route, her time
    // there (the schedule's ETA at that waypoint) becomes the chart's time, the slider goes to the
    // step nearest it and the meteogram's cursor to that time.
    const plan = planVoyage(voyage);
    if (!plan.ok) throw new Error(plan.message);
    const finisterreUtcMs = plan.plan.etdUtcMs + (plan.plan.route.waypoints[1]?.offsetMs ?? 0);
    // The view moved (inside the box asked: nothing asked) so the ship stands clear of the controls.
    await showView(page, [47, -4], 5);
    const ship = page.locator('.weather-ship-marker');
    await expect.poll(async () => (await ship.boundingBox()) !== null, poll).toBe(true);
    const shipBox = await visibleBox(ship);
    const grip = { x: shipBox.x + shipBox.width / 2, y: shipBox.y + shipBox.height / 2 };
    expect(await page.evaluate(({ x, y }) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null } }).document.elementFromPoint(x, y)?.closest('.weather-ship-marker') != null, grip)).toBe(true);
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    const finisterre = await pagePoint(page, [43.5, -10.5]);
    // Off the route first (she stays on it), then onto the waypoint.
    await page.mouse.move(finisterre.x + 60, finisterre.y - 80, { steps: 8 });
    await page.mouse.move(finisterre.x, finisterre.y, { steps: 8 });
    await page.mouse.up();
    // Within a few pixels of the waypoint at zoom 5: half an hour of steaming either way.
    await expect.poll(async () => Math.abs(Number(await chartData(page, 'shipTimeUtcMs')) - finisterreUtcMs), poll).toBeLessThan(1_800_000);
    const draggedUtcMs = Number(await chartData(page, 'shipTimeUtcMs'));
    const [shipLat, shipLon] = ((await chartData(page, 'shipAtTime')) ?? '').split(',').map(Number);
    expect(Math.abs((shipLat ?? 0) - 43.5) + Math.abs((shipLon ?? 0) + 10.5)).toBeLessThan(0.5);
    await expect.poll(() => page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'), poll).toBe(String(draggedUtcMs));
    const draggedStepMs = Number(await page.getByTestId('weather-time-label').getAttribute('data-step-utc-ms'));
    expect(Math.abs(draggedStepMs - draggedUtcMs)).toBeLessThanOrEqual(1.5 * 3_600_000);
    await expect.poll(() => chartData(page, 'weatherLayerStep'), poll).toBe(String(draggedStepMs / 1000));
    await screenshot(page, 'weather-layer-ship-dragged');
    // The keyboard does the same: the focused ship, → moves her an hour on, Home back to departure.
    await ship.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => chartData(page, 'shipTimeUtcMs'), poll).toBe(String(draggedUtcMs + 3_600_000));
    await expect.poll(() => page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'), poll).toBe(String(draggedUtcMs + 3_600_000));
    await page.keyboard.press('Home');
    await expect.poll(() => chartData(page, 'shipTimeUtcMs'), poll).toBe(String(plan.plan.etdUtcMs));
    expect(await chartData(page, 'shipAtTime')).toBe('49.8700,-6.4500');
    await showView(page, [44, -15], 5);

    // The value under the cursor, read from the image by its palette.
    expect(await readoutAt(page, 45, -18)).toMatch(/^4\d°\d\d\.\d{3}'N 01\d°\d\d\.\d{3}'W +[\d.]+(–[\d.]+ kn| kn or more)$/);
    await screenshot(page, 'weather-layer-day');

    // A small pan stays inside the asked box: nothing asked. A burst of pans asks at most two.
    await showView(page, [44.3, -15.4], 5);
    await page.waitForTimeout(500);
    expect(await layerRequests(page)).toBe(1);
    await page.evaluate(() => {
      const map = (window as unknown as PageWindow).__passageMap!;
      for (let pan = 0; pan < 8; pan += 1) map.setView([40, -40 - pan * 6], 5, { animate: false });
    });
    await expect.poll(() => layerRequests(page), poll).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1500);
    // Eight pans across the ocean: at most two requests (one in flight, the latest after it).
    expect(await layerRequests(page)).toBeLessThanOrEqual(3);

    // Across 180°: one image over the date line, values read on both sides.
    await showView(page, [-15, 180], 4);
    await expect.poll(async () => / kn\b/.test(await readoutAt(page, -15, 178)) && / kn\b/.test(await readoutAt(page, -15, 182)), poll).toBe(true);
    // The view is centred on 180°: east of it the chart's longitudes run on past 180.
    expect(await readoutAt(page, -15, 182)).toMatch(/^1\d°\d\d\.\d{3}'S 17\d°\d\d\.\d{3}'W +[\d.]+(–[\d.]+)? kn/);
    await screenshot(page, 'weather-layer-across-180');

    // Night: the layer is darkened and tinted red, nothing bright.
    await showView(page, [44, -15], 5);
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.locator('.leaflet-weather-layer-pane').evaluate((pane) => getComputedStyle(pane).filter), poll).toMatch(/passage-night-tint/);
    await page.mouse.move(5, 500);
    const night = await screenshot(page, 'weather-layer-night');
    // Every band of the layer a dim red: before, the pale bands turned olive green and brighter.
    const nightPixels = nightChartPixels(night);
    expect(nightPixels.notRedShare).toBeLessThan(0.01);
    expect(nightPixels.brightLuminance).toBeLessThan(64);

    // Offline: after a reload (nothing in memory) the same layer shows from cache.db, with its age.
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await page.reload();
    await callFromPage(page, 'setOfflineMode', { offline: true });
    // The same chart as before (the forecast tab beside it), so the same box is asked.
    await openVoyageInForecastTab(page, voyage.id);
    await showView(page, [44, -15], 5);
    const before = await layerRequests(page);
    await showLayer(page, 'ecmwf-hres', 'windSpeed');
    // Fresh in cache.db it is served as cached; past its run it would say offline.
    await expect.poll(() => page.getByTestId('weather-layer-legend').getAttribute('data-source'), poll).toMatch(/^(cache|offline-cache)$/);
    await expect.poll(() => page.getByTestId('weather-layer-source').textContent(), poll).toMatch(/from the cache, (fetched just now|\d+ min old) · demo data/);
    expect(await layerRequests(page)).toBe(before);
    await screenshot(page, 'weather-layer-offline');
    await callFromPage(page, 'setOfflineMode', { offline: false });
    expect(errors).toEqual([]);
  }, 240_000);

  it('animates the radar nowcast at a port and at a point picked on the chart, within the radius set, day and night, and says where coverage ends', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    // Folded, the radar asks nothing as the chart moves; it estimated its cost at every move's end.
    const radarEstimates: Array<{ folded: boolean }> = [];
    let folded = true;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === webPaths.call('estimateCredits') && request.postData()?.includes('"weatherRadar"')) radarEstimates.push({ folded });
    });
    await showView(page, [52.5, 5.1], 8);
    // The port low left of the centre: the controls stand top right.
    await showView(page, [52.6, 5.3], 8);
    // The radar's controls are folded until asked for. Rotterdam from the port list, 40 km around it.
    folded = false;
    await page.getByTestId('radar-toggle').click();
    await expect.poll(() => page.getByTestId('radar-show').textContent(), poll).toMatch(/\(1 simulated credit\)/);
    expect(radarEstimates.filter((each) => each.folded)).toEqual([]);
    expect(radarEstimates.length).toBeGreaterThan(0);
    await page.getByTestId('radar-port-search').fill('Rotterdam');
    const option = page.getByTestId('radar-port-option').first();
    await expect.poll(() => option.textContent(), poll).toMatch(/Rotterdam \(/);
    await option.click();
    expect(await page.getByTestId('radar-place-chosen').textContent()).toBe('Rotterdam (port)');
    await page.getByTestId('radar-radius').fill('40');
    const show = page.getByTestId('radar-show');
    await expect.poll(() => show.textContent(), poll).toMatch(/^Radar at Rotterdam \(1 simulated credit\)/);
    await show.click();
    await expect.poll(() => chartData(page, 'radarFrame'), poll).toBeTruthy();
    await expect.poll(() => page.getByTestId('radar-frame').textContent(), poll).toMatch(/^Radar at Rotterdam \(port\) 51°5\d\.\d{3}'N 004°\d\d\.\d{3}'E within 40 km, .* frame \d+ of 25/);
    expect(await page.getByTestId('radar-legend').textContent()).toMatch(/drizzle ≥ 0.1 mm\/h.*torrential ≥ 10 mm\/h/);
    expect(await page.locator('.leaflet-weather-radar-pane img').count()).toBe(1);
    // Each frame says the intensity at the port and over the area, read from its pixels; the
    // answer gives no type or probability, and the panel says so.
    expect(await page.getByTestId('radar-at-place').textContent()).toMatch(/^(none|(drizzle|light|moderate|heavy|very heavy|torrential) \(≥ [\d.]+ mm\/h\))$/);
    expect(await page.getByTestId('radar-frame-words').textContent()).toMatch(/over the area: (no precipitation on the radar|precipitation over \d+% of the area, heaviest \w)/);
    expect(await page.getByTestId('radar-not-given').textContent()).toMatch(/^Precipitation type: not given\. Probability: not given\./);
    const totals = await callFromPage(page, 'getCreditTotals', {});
    expect(totals.byOperation.find((row) => row.operation === 'weatherRadar')?.requests).toBe(1);
    expect(totals.byOperation.find((row) => row.operation === 'weatherRadarImage')?.requests).toBe(25);
    await page.getByTestId('radar-play').click();
    await screenshot(page, 'weather-radar-rotterdam-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.locator('.leaflet-weather-radar-pane').evaluate((pane) => getComputedStyle(pane).filter), poll).toMatch(/passage-night-tint/);
    await screenshot(page, 'weather-radar-rotterdam-night');
    await callFromPage(page, 'setSettings', { palette: 'day' });

    // Paused, it stays; the next-frame button moves it 5 minutes; playing, it moves by itself.
    const paused = Number(await chartData(page, 'radarFrame'));
    await page.getByRole('button', { name: 'Next radar frame' }).click();
    const next = Number(await chartData(page, 'radarFrame'));
    expect((next - paused) % 300 === 0 && next !== paused).toBe(true);
    await page.getByTestId('radar-play').click();
    await expect.poll(async () => Number(await chartData(page, 'radarFrame')) !== next, poll).toBe(true);

    // A point picked on the chart mid-Atlantic, beyond the radar's reach: no frames, said in words
    // with the place and the radius, nothing drawn.
    await page.getByTestId('radar-hide').click();
    await showView(page, [40, -40], 7);
    await page.getByTestId('radar-pick-point').click();
    const atSea = await pagePoint(page, [40, -40]);
    await page.mouse.click(atSea.x, atSea.y);
    await expect.poll(() => page.getByTestId('radar-place-chosen').textContent(), poll).toMatch(/^Point 4\d°\d\d\.\d{3}'N 0[34]\d°\d\d\.\d{3}'W$/);
    await expect.poll(() => show.textContent(), poll).toMatch(/^Radar at Point .*1 simulated credit/);
    await show.click();
    await expect.poll(() => page.getByTestId('radar-problem').textContent(), poll).toMatch(/^Point 4\d°.* within 40 km: No radar coverage here: .* coastal waters/);
    expect(await chartData(page, 'radarFrame')).toBeNull();
    await screenshot(page, 'weather-radar-no-coverage');
    expect(errors).toEqual([]);
  });

  // Last in the file: it stops the demo service.
  it("shows the layer a voyage packed for sea over the chart's view with the service gone: the packed images, their age, no request", async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1400, height: 1000 });
    page.on('dialog', (dialog) => void dialog.accept());
    await callFromPage(page, 'setSettings', { palette: 'day' });
    // The first day of the Azores passage: a pack of a day's steps, a box a chart view fits in.
    await createVoyage(page, 'Finisterre packed', channelToAzores.slice(0, 2));
    await page.getByRole('button', { name: 'Finisterre packed' }).click();

    // The chart's layer choice is what the pack fetches: waves of the wave model (the earlier
    // test left wind of another model in cache.db, which must not stand in for it).
    await page.getByTestId('weather-layer-toggle').click();
    await expect.poll(() => page.getByTestId('weather-layer-model').locator('option[value="ecmwf-wam"]').count(), poll).toBe(1);
    await page.getByTestId('weather-layer-model').selectOption('ecmwf-wam');
    await page.getByTestId('weather-layer-element').selectOption('significantWaveHeight');
    await page.getByTestId('weather-layer-toggle').click();

    // Prepare for sea with the map layer alone ticked (the rest is the pack's own test).
    await page.locator('body').press('Alt+Shift+KeyS');
    const estimate = page.getByTestId('voyage-pack-estimate');
    const layerItem = estimate.locator('[data-item^="layer-ecmwf-wam-significantWaveHeight"]');
    await layerItem.waitFor({ timeout: 30_000 });
    for (const id of await estimate.getByTestId('voyage-pack-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-item') ?? ''))) {
      if (!id.startsWith('layer-')) await estimate.locator(`[data-item="${id}"] input[type="checkbox"]`).uncheck();
    }
    const start = page.getByTestId('voyage-pack-start');
    await expect.poll(() => start.isEnabled(), poll).toBe(true);
    await start.click();
    const progress = page.getByTestId('voyage-pack-progress');
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 120_000 }).toBe('done');
    expect(await progress.locator('[data-item^="layer-"]').getAttribute('data-state')).toBe('done');

    // The service goes away; the page loads again from scratch and learns it is offline.
    const sent = await requestsByOperation(page);
    await host.stopDemoService();
    await page.reload();
    await expect.poll(() => page.getByTestId('connection').textContent(), poll).not.toMatch(/^Online/);
    errors.length = 0;
    await page.getByRole('button', { name: 'Finisterre packed' }).click();
    // A view inside the pack's route box (with its margin), at a zoom the chart never asked before.
    await showView(page, [46.5, -8.5], 7);
    await showLayer(page, 'ecmwf-wam', 'significantWaveHeight');
    await expect.poll(() => page.getByTestId('weather-layer-wider').textContent(), poll).toMatch(/^Over a wider area cached before, such as the voyage's pack \(zoom 4, coarser than the view\) · \d+ cached steps$/);
    await expect.poll(() => page.getByTestId('weather-layer-source').textContent(), poll).toMatch(/^ecmwf-wam, run 25 Nov \d\d:00Z, (offline: )?from the cache, (fetched just now|\d+ min old) · demo data/);
    expect(await readoutAt(page, 47, -9)).toMatch(/^4[67]°\d\d\.\d{3}'N 00[89]°\d\d\.\d{3}'W +[\d.]+(–[\d.]+ m| m or more)$/);
    // The slider offers the packed steps: the next one shows from cache.db too.
    const firstStep = await chartData(page, 'weatherLayerStep');
    const firstImage = await imageSource(page);
    await page.locator('body').press(']');
    await expect.poll(() => chartData(page, 'weatherLayerStep'), poll).not.toBe(firstStep);
    await expect.poll(() => imageSource(page), poll).not.toBe(firstImage);
    await page.mouse.move(5, 500);
    await screenshot(page, 'weather-layer-packed-offline-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.locator('.leaflet-weather-layer-pane').evaluate((pane) => getComputedStyle(pane).filter), poll).toMatch(/passage-night-tint/);
    const packedNight = await screenshot(page, 'weather-layer-packed-offline-night');
    const packedNightPixels = nightChartPixels(packedNight);
    expect(packedNightPixels.notRedShare).toBeLessThan(0.01);
    expect(packedNightPixels.brightLuminance).toBeLessThan(64);
    await callFromPage(page, 'setSettings', { palette: 'day' });

    // Not one request was attempted for any of it.
    expect(await requestsByOperation(page)).toEqual(sent);
    expect(errors).toEqual([]);
  }, 240_000);
});
