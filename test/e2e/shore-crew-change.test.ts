import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
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
    const etdBefore = await page.getByTestId('port-etd').textContent();
    expect(etdBefore).toMatch(/Z · .*\(UTC\+1\)/);

    // Type-ahead: the main stations are offered before anything is typed; Schiphol found by typing.
    const place = page.getByTestId('transit-place-input');
    await expect.poll(() => page.getByRole('button', { name: /^Schiphol Airport/ }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await place.fill('Schip');
    await page.getByRole('button', { name: /^Schiphol Airport/ }).first().click();
    await expect.poll(() => page.getByTestId('transit-place-chosen').textContent()).toContain('Schiphol Airport');
    await page.getByTestId('journey-margin-hours').fill('3');

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
    expect(optionTexts[0]).toMatch(/RAIL IC .*Schiphol Airport → Rotterdam/);
    expect(optionTexts.join('\n')).toMatch(/meets the margin/);

    // Traffic near the port: listed nearest first with the delay, drawn on the chart.
    await expect.poll(() => page.getByTestId('traffic-event').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('traffic-summary').textContent()).toMatch(/events?, \d+ min delay on the approach roads · fetched/);
    await expect.poll(() => page.locator('.traffic-stretch, .traffic-point').count()).toBeGreaterThan(0);
    await showView(page, [51.9, 4.3], 9);
    await screenshot(page, 'shore-planned-day');

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
    await screenshot(page, 'shore-flagged-night');

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
    await page.getByRole('button', { name: /^Schiphol Airport/ }).first().click();
    await page.getByTestId('plan-journeys').click();
    await expect.poll(() => page.getByTestId('crew-plan').first().getByTestId('crew-plan-status').textContent()).toMatch(/Not planned: Passage is working offline/);
    expect(await page.getByTestId('crew-plan').count()).toBe(2);
    await screenshot(page, 'shore-offline-kept');
    expect(errors).toEqual([]);
  }, 180_000);
});
