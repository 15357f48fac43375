import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cssContrast, luminance, parseColour } from '../../src/shared/colour/contrast-ratio';
import { webPaths } from '../../src/shared/contract';
import { approachRoadDelays, approachRoadWords } from '../../src/shared/traffic/port-approach-roads';
import { trafficDelayBands } from '../../src/shared/traffic/traffic-delay';
import { joinTraffic } from '../../src/shared/traffic/traffic-join';
import { trafficNearPort } from '../../src/shared/traffic/traffic-near-port';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { e2eNowMs } from './fixed-clock';
import { callFromPage, openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { showView, whenChartReady } from './route-chart-page';

/**
 * Issue 20's crew change: a voyage from Felixstowe to Rotterdam; in the Shore tab (Alt+6) relief
 * crew planned from Schiphol to arrive 3 h before the ETD; the options arrive one by one from the
 * demo mixer; a slower leg moves the ETD and marks the plan as made against the old one; road
 * traffic near the port is listed and drawn; day and night.
 */
const viewport = { width: 1600, height: 900 };
const rotterdam = { name: 'Rotterdam', lat: 51.9, lon: 4.483333 };

/** Every traffic shape on the chart: its delay band (from its class) and the colour it is drawn in. */
async function drawnTraffic(page: Page): Promise<Array<{ band: string; stroke: string }>> {
  return page.locator('.traffic-stretch, .traffic-point').evaluateAll((paths) =>
    paths.map((path) => ({ band: [...path.classList].find((name) => name.startsWith('traffic-') && name !== 'traffic-stretch' && name !== 'traffic-point')?.slice('traffic-'.length) ?? '', stroke: path.getAttribute('stroke') ?? '' })),
  );
}

/**
 * The chart's traffic as drawn: one colour per delay band, a different one for each band, every
 * one 3:1 off the palette's land and sea as the page paints them, and at night none bright.
 * Returns the colour of each band.
 */
async function expectTrafficColoursOnChart(page: Page, palette: 'day' | 'night'): Promise<Map<string, string>> {
  const drawn = await drawnTraffic(page);
  const chart = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { land: style.getPropertyValue('--land').trim(), sea: style.getPropertyValue('--sea').trim() };
  });
  expect(drawn.length).toBeGreaterThan(0);
  const colourOfBand = new Map<string, string>();
  for (const { band, stroke } of drawn) {
    expect(trafficDelayBands).toContain(band);
    expect(colourOfBand.get(band) ?? stroke, `${palette}: one colour for ${band}`).toBe(stroke);
    colourOfBand.set(band, stroke);
    expect(cssContrast(stroke, chart.land), `${palette} ${band} ${stroke} on land ${chart.land}`).toBeGreaterThanOrEqual(3);
    expect(cssContrast(stroke, chart.sea), `${palette} ${band} ${stroke} on sea ${chart.sea}`).toBeGreaterThanOrEqual(3);
    if (palette === 'night') expect(luminance(parseColour(stroke) ?? { red: 255, green: 255, blue: 255, alpha: 1 }), `night ${band}`).toBeLessThan(0.12);
  }
  expect(new Set(colourOfBand.values()).size).toBe(colourOfBand.size - (colourOfBand.has('closed') && colourOfBand.has('hourOrMore') ? 1 : 0));
  return colourOfBand;
}

function voyage(): NewVoyage {
  return {
    name: 'Felixstowe to Rotterdam',
    waypoints: [
      { id: 'a', name: 'Felixstowe', lat: 51.95, lon: 1.3333 },
      { id: 'b', name: 'Maas approach', lat: 51.98, lon: 3.9 },
      { id: 'c', name: 'Rotterdam', lat: 51.9, lon: 4.45 },
    ],
    legs: [
      { geometry: 'rhumb', speedKn: 12 },
      { geometry: 'rhumb', speedKn: 12 },
    ],
    departure: { mode: 'departAt', etdUtcMs: Math.ceil(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000 },
  };
}

describe('crew change at the Dutch port of call', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('plans relief crew from Schiphol to Rotterdam 3 h before ETD, options one by one, flagged when the ETD moves; traffic near the port, day and night', async () => {
    // The chart's ports, the Route tab and the Shore tab show one port list, asked once since the
    // page was (re)loaded: each asking for itself fetched and held 400 kB more.
    let portListAsks = 0;
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport, {
      beforeLoad: (opening) => {
        opening.on('request', (request) => {
          if (request.isNavigationRequest()) portListAsks = 0;
          else if (new URL(request.url()).pathname === webPaths.call('getPorts')) portListAsks += 1;
        });
      },
    });
    const planned = voyage();
    await openSavedVoyage(page, planned);
    await expect.poll(() => page.getByTestId('route-row').count(), { timeout: 20_000 }).toBe(3);

    // Alt+6 opens the Shore tab, listed in the shortcut sheet.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+6');
    await expect.poll(() => page.getByRole('tab', { name: /Shore/ }).getAttribute('aria-selected')).toBe('true');
    const portBox = page.getByTestId('port-of-call');
    await expect.poll(() => portBox.textContent(), { timeout: 20_000 }).toContain('Rotterdam');
    expect(await portBox.textContent()).toContain("51°54.000'N 004°29.000'E");
    expect(portListAsks).toBe(1);
    const etdBefore = await page.getByTestId('port-etd').textContent();
    expect(etdBefore).toMatch(/Z · .*\(UTC\+1\)/);

    // Type-ahead: the main stations are offered before anything is typed; Schiphol found by typing.
    const place = page.getByTestId('transit-place-input');
    // The demo answers with DB's HAFAS names: "Schiphol (Airport)", first of the main places.
    const schiphol = page.getByRole('button', { name: /^Schiphol \(Airport\) · station/ });
    await expect.poll(() => schiphol.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.transit-place-list button').first().textContent()).toMatch(/^Schiphol \(Airport\)/);
    // Stations and bus stops, each said as such.
    await place.fill('Maastricht');
    await expect.poll(() => page.locator('.transit-place-list').textContent(), { timeout: 20_000 }).toMatch(/Maastricht · station.*· bus stop/);
    await place.fill('Schip');
    await schiphol.first().click();
    await expect.poll(() => page.getByTestId('transit-place-chosen').textContent()).toContain('Schiphol (Airport)');
    await page.getByTestId('journey-margin-hours').fill('3');
    // No plan charged yet: the estimate is the price of the vendor's examples, on the button.
    expect(await page.getByTestId('plan-journeys').textContent()).toMatch(/^Plan journeys \(1 simulated credit\)$/);

    await page.getByTestId('plan-journeys').click();
    const plan = page.getByTestId('crew-plan').first();
    // One by one: while the mixer streams, the progress shows and fewer than all options are there.
    await expect.poll(() => plan.getAttribute('data-status'), { timeout: 20_000 }).toBe('streaming');
    const seen = new Set<number>();
    for (let i = 0; i < 100 && (await plan.getAttribute('data-status')) === 'streaming'; i += 1) {
      const count = await plan.getByTestId('journey-option').count();
      // The first time some but not all options are there: the progress and the options so far.
      if (count > 0 && count < 4 && ![...seen].some((each) => each > 0 && each < 4)) await screenshot(page, 'shore-streaming-day');
      seen.add(count);
      await page.waitForTimeout(150);
    }
    expect([...seen].some((count) => count > 0 && count < 4)).toBe(true);
    await expect.poll(() => plan.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    expect(await plan.getByTestId('journey-option').count()).toBe(4);
    expect(await plan.getAttribute('data-current')).toBe('true');
    const optionTexts = await plan.getByTestId('journey-option').allTextContents();
    expect(optionTexts[0]).toMatch(/Rail IC .*Schiphol Airport → Rotterdam/);
    expect(optionTexts.join('\n')).toMatch(/meets the margin/);

    // Traffic near the port: listed nearest first, the delay said per approach road as the rule
    // makes it of the same answers, drawn on the chart in the day palette's traffic colours.
    await expect.poll(() => page.getByTestId('traffic-event').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('traffic-summary').textContent()).toMatch(/^\d+ events? within 30 nm · fetched/);
    const overview = await callFromPage(page, 'getTrafficOverview', { query: {} });
    const geo = await callFromPage(page, 'getTrafficGeo', { query: {} });
    const near = trafficNearPort(joinTraffic(overview.value.events, geo.value.features), rotterdam);
    const approach = approachRoadDelays(near, rotterdam.name).map(approachRoadWords);
    expect(await page.getByTestId('traffic-event').count()).toBe(near.length);
    if (approach.length === 0) expect(await page.getByTestId('approach-roads-clear').textContent()).toBe('No traffic on the approach roads');
    else expect(await page.getByTestId('approach-road').allTextContents()).toEqual(approach);
    expect(await page.locator('.approach-rule').textContent()).toMatch(/any road within 3 nm; A15, A16, A20, A4, A13 within 12 nm/);
    await expect.poll(() => page.locator('.traffic-stretch, .traffic-point').count()).toBeGreaterThan(0);
    const dayColours = await expectTrafficColoursOnChart(page, 'day');
    await showView(page, [51.9, 4.3], 9);
    await screenshot(page, 'shore-planned-day');
    await page.locator('.traffic-section').scrollIntoViewIfNeeded();
    await showView(page, [51.88, 4.45], 10);
    await screenshot(page, 'shore-traffic-day');

    // A slower last leg: the ETA and so the ETD move; the plan is kept but no longer current.
    await page.getByRole('tab', { name: /Route/ }).click();
    const speed = page.getByLabel(/Speed of leg 2/);
    await speed.fill('6');
    await speed.press('Enter');
    await expect.poll(() => speed.inputValue()).toBe('6.0');
    await page.getByRole('tab', { name: /Shore/ }).click();
    await expect.poll(() => page.getByTestId('port-etd').textContent()).not.toBe(etdBefore);
    await expect.poll(() => plan.getAttribute('data-current')).toBe('false');
    expect(await plan.getByTestId('crew-plan-stale').textContent()).toMatch(/Not current: planned against the old ETD .*; the ETD is now .*: plan again/);
    expect(await plan.getByTestId('journey-option').count()).toBe(4);

    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');
    await showView(page, [51.9, 4.3], 9);
    const nightColours = await expectTrafficColoursOnChart(page, 'night');
    for (const [band, colour] of nightColours) expect(colour, `${band} by night`).not.toBe(dayColours.get(band));
    await screenshot(page, 'shore-flagged-night');
    await page.locator('.traffic-section').scrollIntoViewIfNeeded();
    await showView(page, [51.88, 4.45], 10);
    await screenshot(page, 'shore-traffic-night');

    // Offline and reopened: the plan and the traffic are kept and shown with their age; nothing
    // new is planned, and the refusal says so. The page's storage is emptied first: the plan comes
    // back from passage.db, as it must after a restart of the web host (a new address each launch).
    await callFromPage(page, 'setOfflineMode', { offline: true });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await whenChartReady(page);
    await page.getByRole('button', { name: planned.name, exact: true }).click();
    await expect.poll(() => page.getByTestId('route-row').count(), { timeout: 20_000 }).toBe(3);
    await page.getByRole('tab', { name: /Shore/ }).click();
    const kept = page.getByTestId('crew-plan').first();
    await expect.poll(() => kept.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    expect(await kept.getByTestId('journey-option').count()).toBe(4);
    // The saved route still has 12 kn: the ETD the plan was made against is the present one again.
    expect(await kept.textContent()).toMatch(/planned (just now|\d+ min ago)/);
    await expect.poll(() => page.getByTestId('traffic-summary').textContent(), { timeout: 20_000 }).toMatch(/kept from before \(offline\)/);
    await page.getByRole('button', { name: /^Schiphol \(Airport\)/ }).first().click();
    // The last plan was charged 1 credit in the mixer's close reason: the estimate follows it.
    expect(await page.getByTestId('plan-journeys').getAttribute('title')).toMatch(/what the planner charged for the last plan/);
    await page.getByTestId('plan-journeys').click();
    await expect.poll(() => page.getByTestId('crew-plan').first().getByTestId('crew-plan-status').textContent()).toMatch(/Not planned: Passage is working offline/);
    expect(await page.getByTestId('crew-plan').count()).toBe(2);
    await screenshot(page, 'shore-offline-kept');
    expect(errors).toEqual([]);
  }, 180_000);
});
