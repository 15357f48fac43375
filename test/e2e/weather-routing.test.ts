import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { e2eNowMs } from './fixed-clock';

/**
 * Weather routing end to end (issue 24) with the demo's scenario storm crossing the planned
 * route at its middle when the ship is due there: the Routing tab lists the fields and their cost,
 * routes with a progress bar, and proposes a route that passes the storm further off than the plan,
 * saying what that costs in time; both routes on the chart (the proposal dashed), the isochrones on
 * demand, and Adopt makes it a new revision of the voyage.
 *
 * Page callbacks run in the browser; test/ compiles without the DOM library, so the little of
 * the page they touch is typed here.
 */
interface PageElement {
  dataset: Record<string, string | undefined>;
}
interface PageWindow {
  document: { documentElement: PageElement };
}

const HOUR_MS = 3_600_000;
// 15°N from 60°W to 40°W: about 1,160 nm, 97 h at 12 kn; the storm crosses the middle 48 h out.
const route = [
  { lat: 15, lon: -60 },
  { lat: 15, lon: -40 },
];

async function choosePalette(page: Page, digit: 1 | 3, name: string) {
  await page.keyboard.press(`Control+Shift+Digit${digit}`);
  await page.waitForFunction((wanted) => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette === wanted, name);
}

function nm(text: string | null, pattern: RegExp): number {
  return Number(pattern.exec(text ?? '')?.[1]?.replace(',', '') ?? Number.NaN);
}

describe('weather routing round the storm', () => {
  let browser: Browser;
  let host: StartedHost;
  const etdUtcMs = Math.floor(e2eNowMs() / 60_000) * 60_000 + HOUR_MS;

  useHostAndBrowser((started) => ({ host, browser } = started), { demoStorms: { crossRoute: route, at: etdUtcMs + 48 * HOUR_MS } });

  it('proposes a route that passes the storm further off, says what it costs in time, draws it, and adopts it', async () => {
    const { page, errors } = await openApp(browser, host.url);
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
    // The layer images go through the app's one limiter; a higher account rate (a setting) keeps the test short.
    await callFromPage(page, 'setSettings', { rateLimitPerMinute: 1000 });
    const profile = await callFromPage(page, 'saveVesselProfile', {
      name: 'Hard-limited coaster',
      serviceSpeedKn: 12,
      limits: { significantWaveHeightM: { value: 5, severity: 'hard' }, windKn: { value: 34, severity: 'hard' }, gustKn: null, swellM: null, visibilityNm: null },
      stormDistanceNm: { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' },
    });
    const voyage = await callFromPage(page, 'createVoyage', {
      name: 'Barbados to the Cape Verdes',
      waypoints: route.map((point, index) => ({ id: `wp${index + 1}`, name: index === 0 ? 'Off Barbados' : 'Mid-Atlantic', ...point })),
      legs: [{ geometry: 'rhumb', speedKn: 12 }],
      departure: { mode: 'departAt', etdUtcMs },
      vesselProfileId: profile.id,
    });
    await page.keyboard.press('Alt+Digit3');
    await page.getByRole('button', { name: 'Barbados to the Cape Verdes' }).click();

    // Alt+7: the fields, their resolution and cost before anything is asked.
    await page.keyboard.press('Alt+Digit7');
    const fields = page.getByTestId('routing-field');
    await expect.poll(() => fields.count()).toBe(6);
    expect(await fields.first().textContent()).toMatch(/^Wind speed.*0\.5°, every 6 h1 simulated credit$/);
    // A credit a layers answer; the storms too unless the chart's own storms answer is cached already.
    const stormsCached = (await page.locator('.routing-fields tr', { hasText: 'Storms' }).textContent())?.includes('cached, no credits') ?? false;
    expect(await page.getByTestId('routing-start').textContent()).toBe(`Route (${stormsCached ? 6 : 7} simulated credits)`);
    await choosePalette(page, 1, 'day');
    await screenshot(page, 'weather-routing-fields-day');

    // Precision over credits: the models' point timeseries, the grid as fine as the budget allows.
    await page.locator('select[name="routing-field-source"]').selectOption({ label: 'point timeseries' });
    await expect.poll(() => page.locator('.routing-fields h3').textContent()).toContain("from the models' timeseries at grid points");
    await expect.poll(() => fields.nth(1).textContent()).toMatch(/^Wind direction.*, every 6 hwith wind speed$/);
    expect(await fields.first().textContent()).toMatch(/^Wind speed.*\d(\.\d+)?°, every 6 h\d+ simulated credits$/);
    await page.locator('input[name="routing-credit-budget"]').fill('60');
    // Within the budget (and the storms' credit): the region widened for the storm takes a coarser grid, so less may be spent.
    await expect.poll(() => page.getByTestId('routing-start').textContent()).toMatch(/^Route \(([4-5]\d|60|6[0-1]) simulated credits\)$/);
    await page.locator('select[name="routing-field-source"]').selectOption({ label: 'map layers' });
    await expect.poll(() => page.locator('.routing-fields h3').textContent()).toContain("from the service's map layers");

    // Alt+Shift+W routes (under the default threshold: no question); progress, then the proposal.
    await page.keyboard.press('Alt+Shift+KeyW');
    await page.getByTestId('routing-progress').waitFor();
    const result = page.getByTestId('routing-result');
    await result.waitFor({ timeout: 150_000 });
    expect(await result.getAttribute('data-status')).toBe('arrived');

    // The proposal passes the storm further off than the plan, and says what that costs in time
    // (kept outside the profile's hard 300 nm, a day and more).
    const caption = await page.locator('.routing-comparison caption').textContent();
    expect(caption).toMatch(/^The proposal arrives (\d+ h \d\d min|\d+ d \d+ h) later than the plan and passes Hurricane Scenario \d+ nm off \(the plan \d+ nm\)\.$/);
    const proposedNm = nm(caption, /Scenario (\d+) nm off/);
    const plannedNm = nm(caption, /the plan (\d+) nm/);
    expect(proposedNm).toBeGreaterThan(plannedNm + 100);
    expect(await page.locator('tr[data-row="hard"] td').nth(1).textContent()).toMatch(/^(none|0\.5 h|1 h)$/);
    expect(await page.locator('tr[data-row="eta"] td').nth(1).textContent()).toMatch(/\d\d [A-Z][a-z]{2} \d\d:\d\dZ \d\d [A-Z][a-z]{2} \d\d:\d\d \(UTC[−+]\d+, nautical zone\)/);
    expect(await page.getByTestId('routing-field-ages').textContent()).toContain('Wind speed (ecmwf-hres): just now old, fetched now');

    // What the routing weighed besides the weather: the profile's speed rule, no no-go areas, the
    // scenario storm against the profile's hard distances, and the penalties' weights in hours.
    const inputs = page.getByTestId('routing-inputs');
    expect(await inputs.getByTestId('routing-speed-loss').textContent()).toMatch(/^Hard-limited coaster: 12\.0 kn /);
    expect(await inputs.getByTestId('routing-no-go').textContent()).toBe('No no-go areas are saved with the voyage.');
    expect(await inputs.getByTestId('routing-storms').textContent()).toMatch(/^Storms weighed \(the Risk tab's\): .*Hurricane Scenario.*; kept off by the profile's distances: hurricane 300 nm, tropical storm 200 nm, depression 150 nm, never nearer \(hard\)\./);
    expect(await inputs.getByTestId('routing-penalties').locator('li').count()).toBe(3);
    // Kept outside the hard distance as sailed: no caveat says otherwise.
    expect(await page.getByTestId('routing-caveat').filter({ hasText: 'inside the profile' }).count()).toBe(0);

    // Checked with the shipping forecast along both routes (the Forecast tab's question): two more rows.
    await page.getByTestId('routing-verify').click();
    await page.locator('tr[data-row="forecast-hard"]').waitFor({ timeout: 60_000 });
    const forecastHard = page.locator('tr[data-row="forecast-hard"] td');
    expect(await forecastHard.nth(0).textContent()).toMatch(/^\d+ h$/);

    // Both routes on the chart: the plan solid, the proposal dashed; the isochrones on demand.
    await expect.poll(() => page.locator('path.routing-proposal').count()).toBeGreaterThan(0);
    expect(await page.locator('path.routing-isochrone').count()).toBe(0);
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect.poll(() => page.locator('path.routing-isochrone').count()).toBeGreaterThan(10);
    await page.keyboard.press('KeyF');
    await page.getByTestId('routing-comparison').scrollIntoViewIfNeeded();
    await screenshot(page, 'weather-routing-proposal-day');
    await choosePalette(page, 3, 'night');
    await screenshot(page, 'weather-routing-proposal-night');
    await inputs.scrollIntoViewIfNeeded();
    await screenshot(page, 'weather-routing-inputs-night');
    await choosePalette(page, 1, 'day');
    await screenshot(page, 'weather-routing-inputs-day');

    // Adopt: a new revision whose waypoints are the proposal's.
    const waypointsProposed = await page.locator('path.routing-proposal-waypoint').count();
    await page.getByTestId('routing-adopt').click();
    await expect.poll(() => page.getByTestId('routing-adopted').textContent()).toMatch(/^Adopted as revision 2 of the voyage\./);
    const saved = await callFromPage(page, 'getVoyage', { id: voyage.id });
    expect(saved.revision).toBe(2);
    expect(saved.waypoints.length * 3).toBe(waypointsProposed);
    expect([saved.waypoints[0]?.name, saved.waypoints.at(-1)?.name]).toEqual(['Off Barbados', 'Mid-Atlantic']);
    expect(await page.locator('path.routing-proposal').count()).toBe(0);

    expect(errors).toEqual([]);
  }, 240_000);
});
