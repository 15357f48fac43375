import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { e2eNowMs } from './fixed-clock';
import { meteogramDrawn } from './forecast-steps';

/**
 * Per-leg risk end to end: the ensemble fetched in the Risk tab colours the legs on the chart on
 * demand (toggle and Alt+Shift+L, with a legend), and the Forecast tab's exceedance list shows,
 * beside the forecast's own exceedances, the very percentages of the Risk tab and the demo's
 * scenario storm that crosses the route where the ship is.
 *
 * Page callbacks run in the browser; test/ compiles without the DOM library, so the little of
 * the page they touch is typed here.
 */
interface PageElement {
  dataset: Record<string, string | undefined>;
  getAttribute(name: string): string | null;
}
interface PageWindow {
  __passageMap?: { setView(center: [number, number], zoom: number, options: { animate: boolean }): void };
  document: { documentElement: PageElement; querySelector(selector: string): PageElement | null };
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ json(): Promise<unknown> }>;
}

const HOUR_MS = 3_600_000;
// 15°N 60°W to 15°N 50°W (rhumb, about 580 nm, 48 h at 12 kn), then a great circle to 22°N 30°W.
const route = [
  { lat: 15, lon: -60, name: 'Off Barbados' },
  { lat: 15, lon: -50, name: 'Mid-Atlantic' },
  { lat: 22, lon: -30, name: 'Off Cape Verde' },
];
const legs = [
  { geometry: 'rhumb' as const, speedKn: 12 },
  { geometry: 'greatCircle' as const, speedKn: 12 },
];

type LegRiskEntry = { leg: number; band: string | null; percent: number | null; points: number };

async function legRiskData(page: Page): Promise<LegRiskEntry[] | null> {
  const raw = await page.evaluate(() => (globalThis as unknown as PageWindow).document.querySelector('.leaflet-container')?.dataset.legRisk ?? null);
  return raw === null ? null : (JSON.parse(raw) as LegRiskEntry[]);
}

/** "#2f8a3c" as the browser writes it in a computed style: "rgb(47, 138, 60)". */
function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

async function choosePalette(page: Page, digit: 1 | 3, name: string) {
  await page.locator('body').press(`Control+Shift+Digit${digit}`);
  await page.waitForFunction((wanted) => (globalThis as unknown as PageWindow).document.documentElement.dataset.palette === wanted, name);
}

/** Each drawn leg's band must be drawn in the colour the legend shows for that band. */
async function expectLegsInLegendColours(page: Page, expected: LegRiskEntry[]) {
  const paths = page.locator('path.leg-risk-leg');
  expect(await paths.count()).toBe(expected.length);
  for (const entry of expected) {
    const path = paths.nth(entry.leg);
    const classes = (await path.getAttribute('class')) ?? '';
    expect(classes).toContain(`leg-risk-${entry.band ?? 'none'}`);
    if (entry.band === null) continue;
    const stroke = (await path.getAttribute('stroke')) ?? '';
    const swatch = await page.locator(`[data-testid="leg-risk-legend"] li[data-band="${entry.band}"] .leg-risk-swatch`).evaluate((element) => getComputedStyle(element as never).backgroundColor);
    expect(rgbOf(stroke)).toBe(swatch);
  }
}

describe('per-leg risk on the chart and in the exceedance list', () => {
  let browser: Browser;
  let host: StartedHost;
  const etdUtcMs = Math.floor(e2eNowMs() / 60_000) * 60_000 + HOUR_MS;

  // The scenario storm crosses the first leg's middle (55°W) 24 h out, when the ship is there.
  useHostAndBrowser((started) => ({ host, browser } = started), {
    demoStorms: {
      crossRoute: [
        { lat: 15, lon: -60 },
        { lat: 15, lon: -50 },
      ],
      at: etdUtcMs + 24 * HOUR_MS,
    },
  });

  it('colours the legs by the ensemble on demand, with a legend, and lists the same chances and the storm by leg', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await page.waitForFunction(() => (globalThis as unknown as PageWindow).document.documentElement.dataset.chartReady === 'true');
    const voyage = await callFromPage(page, 'createVoyage', {
      name: 'Barbados to Cape Verde',
      waypoints: route.map((point, index) => ({ id: `wp${index + 1}`, ...point })),
      legs,
      departure: { mode: 'departAt', etdUtcMs },
    });

    // Risk tab: fetch the ensemble along the route.
    await page.keyboard.press('Alt+Digit3');
    await page.getByRole('button', { name: 'Barbados to Cape Verde' }).click();
    const fetchButton = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await fetchButton.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Ensemble risk \([\d,]+ simulated credits, \d+ positions\)/);
    await fetchButton.click();
    const riskRows = page.locator('.ensemble-legs tbody tr');
    // The demo service takes seconds of CPU per ensemble answer: on a busy machine this is slow.
    await expect.poll(async () => riskRows.count(), { timeout: 180_000 }).toBe(2);
    // The Risk tab's percentages, per leg, in its column order (Hs, wind: the default profile's limits).
    const riskTabPercents = await riskRows.evaluateAll((rows) =>
      rows.map((row) => [...(row as unknown as { querySelectorAll(s: string): Array<{ textContent: string | null }> }).querySelectorAll('td')].slice(1).map((cell) => /^(\d+ %)/.exec(cell.textContent ?? '')?.[1] ?? 'not checked')),
    );
    expect(riskTabPercents).toHaveLength(2);
    for (const leg of riskTabPercents) expect(leg.length).toBeGreaterThanOrEqual(2);

    // Nothing on the chart until asked.
    expect(await legRiskData(page)).toBeNull();
    expect(await page.locator('path.leg-risk-leg').count()).toBe(0);

    // The toggle draws both legs in their band's colour and the legend.
    await page.getByTestId('leg-risk-toggle').check();
    await page.getByTestId('leg-risk-legend').waitFor();
    expect(await page.getByTestId('leg-risk-legend').textContent()).toMatch(/Legs by ensemble risk.*0–10 %.*10–30 %.*30–60 %.*over 60 %/);
    const drawn = await legRiskData(page);
    const highest = riskTabPercents.map((leg) => Math.max(...leg.filter((each) => each !== 'not checked').map((each) => Number.parseInt(each, 10))));
    expect(drawn?.map(({ points: _points, ...entry }) => entry)).toEqual(
      highest.map((percent, leg) => ({ leg, percent, band: percent <= 10 ? 'low' : percent <= 30 ? 'moderate' : percent <= 60 ? 'high' : 'severe' })),
    );
    await expectLegsInLegendColours(page, drawn ?? []);
    // Both legs as their true tracks, a point at least every 20 nm: the great circle (about 1,250 nm) as its curve.
    expect(drawn?.[0]?.points).toBeGreaterThan(580 / 20);
    expect(drawn?.[1]?.points).toBeGreaterThan(1_200 / 20);

    // Alt+Shift+L hides it and shows it again, from anywhere.
    await page.locator('body').press('Alt+Shift+KeyL');
    await expect.poll(() => page.locator('path.leg-risk-leg').count()).toBe(0);
    expect(await page.getByTestId('leg-risk-legend').count()).toBe(0);
    expect(await page.getByTestId('leg-risk-toggle').isChecked()).toBe(false);
    await page.locator('body').press('Alt+Shift+KeyL');
    await expect.poll(() => page.locator('path.leg-risk-leg').count()).toBe(2);

    // Forecast tab: the exceedance list carries the same chances by leg, and the storm.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page, { timeout: 60_000 });
    const listPercents: string[][] = [];
    for (const leg of [0, 1]) {
      const spans = page.locator(`[data-testid="exceedances"] tr[data-kind="ensemble"][data-leg="${leg}"] .exceedance-ensemble`);
      const texts = await spans.allTextContents();
      listPercents.push(texts.map((text) => /: (\d+ %)/.exec(text)?.[1] ?? 'not checked'));
    }
    expect(listPercents).toEqual(riskTabPercents);
    const summary = (await page.locator('.exceedance-summary').textContent()) ?? '';
    expect(summary).toMatch(/^(No exceedances|No warn|\d+ warn)/);
    expect(summary).toMatch(/storm .*Scenario \d+ nm \(avoid\) at \d\d \w{3} \d\d:\d\dZ/);
    const stormRow = page.locator('[data-testid="exceedances"] tr[data-kind="storm"][data-leg="0"]');
    expect(await stormRow.count()).toBe(1);
    expect(await stormRow.textContent()).toMatch(/Storm .*Scenario.* \d+ nm \(avoid; profile \d+ nm\).*CPA \d\d \w{3} \d\d:\d\dZ, bears \d{3}°T/);

    // Screenshots in both palettes, the legs coloured and the list in view.
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).__passageMap?.setView([18, -45], 4, { animate: false });
    });
    await expect.poll(() => page.locator('.leaflet-container').evaluate((chart) => (chart as unknown as PageElement).dataset.zoom)).toBe('4');
    await choosePalette(page, 1, 'day');
    await expectLegsInLegendColours(page, drawn ?? []);
    await page.getByTestId('exceedances').scrollIntoViewIfNeeded();
    await screenshot(page, 'leg-risk-day');
    await choosePalette(page, 3, 'night');
    await expectLegsInLegendColours(page, drawn ?? []);
    await screenshot(page, 'leg-risk-night');

    expect(voyage.id).not.toBe('');
    expect(errors).toEqual([]);
  }, 300_000);
});
